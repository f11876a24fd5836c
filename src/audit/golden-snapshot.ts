import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {writeAtomically} from '../render/files';
import {goldenPlace, goldenScale, type GoldenSpec} from '../render/goldens';
import {openFramePage, type FramePage} from './open-frame-page';
import {captureScreenSnapshot, compareSnapshots, formatSnapshot, type ScreenSnapshot} from './screen-snapshot';

/**
 * The text and geometry snapshot of a golden frame: the scene's composition opened in a page of
 * the served bundle (as the audit opens frames), seeked to the golden's frame and measured at
 * 1080p. `change` runs in between: the fixtures use it to break a letter or move a label.
 */
export async function snapshotGolden(
  browser: Browser,
  serveUrl: string,
  spec: GoldenSpec,
  change?: (page: Page) => Promise<void>,
): Promise<ScreenSnapshot> {
  return (await lookAtGolden(browser, serveUrl, spec, {change})).snapshot;
}

export type GoldenLook = {change?: (page: Page) => Promise<void>; still?: boolean};

/** One golden looked at on a page of its own. */
export async function lookAtGolden(
  browser: Browser,
  serveUrl: string,
  spec: GoldenSpec,
  options: GoldenLook,
): Promise<{snapshot: ScreenSnapshot; still?: Buffer}> {
  const pages = goldenPages(browser, serveUrl);
  try {
    return await pages.look(spec, options);
  } finally {
    await pages.close();
  }
}

/**
 * Pages for looking at goldens, reused from golden to golden: show() loads the bundle again in the
 * page and mounts the next scene's composition and theme (about 0.9 s a golden, where a new page,
 * context and renderer process made it 1.4 s).
 * A look measures the snapshot and, with `still`, captures the golden's still on the same page:
 * switched to the golden scale and captured as the renderer captures (captureStill). As many pages
 * as looks run side by side; a page a look changed (`change`) or failed on is closed, not reused.
 */
export function goldenPages(browser: Browser, serveUrl: string) {
  const idle: FramePage[] = [];
  const open = new Set<FramePage>();
  return {
    async look(spec: GoldenSpec, options: GoldenLook): Promise<{snapshot: ScreenSnapshot; still?: Buffer}> {
      const composition = {
        compositionId: `${spec.video}-${spec.scene}`,
        props: {theme: spec.theme, fps: 30 as const},
        durationInFrames: spec.durationInFrames,
        fps: 30,
      };
      let page = idle.pop();
      if (page === undefined) {
        page = await openFramePage(browser, serveUrl, {...composition, scale: 1});
        open.add(page);
      } else await page.show(composition);
      let reusable = options.change === undefined;
      try {
        await page.seek(spec.frame);
        if (options.change !== undefined) await options.change(page.page);
        const snapshot = await captureScreenSnapshot(page.page);
        return options.still === true ? {snapshot, still: await page.captureStill(goldenScale)} : {snapshot};
      } catch (error) {
        reusable = false;
        throw error;
      } finally {
        if (reusable) idle.push(page);
        else {
          open.delete(page);
          await page.close();
        }
      }
    },
    async close(): Promise<void> {
      await Promise.all([...open].map((p) => p.close()));
      open.clear();
      idle.length = 0;
    },
  };
}

export function readGoldenSnapshot(root: string, spec: GoldenSpec): ScreenSnapshot {
  const {texts, parts, shapes} = JSON.parse(
    fs.readFileSync(path.join(root, spec.snapshotFile), 'utf8'),
  ) as ScreenSnapshot;
  return shapes === undefined ? {texts, parts} : {texts, parts, shapes};
}

export function writeGoldenSnapshot(root: string, spec: GoldenSpec, snapshot: ScreenSnapshot): void {
  writeAtomically(
    path.join(root, spec.snapshotFile),
    formatSnapshot(
      {video: spec.video, scene: spec.scene, theme: spec.theme, beat: spec.beat, frame: spec.frame},
      snapshot,
    ),
  );
}

/** Every difference between a golden's recorded snapshot and this one, each line naming the golden's place. */
export function compareWithGoldenSnapshot(root: string, spec: GoldenSpec, snapshot: ScreenSnapshot): string[] {
  return compareSnapshots(readGoldenSnapshot(root, spec), snapshot, goldenPlace(spec));
}
