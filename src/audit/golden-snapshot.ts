import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {writeAtomically} from '../render/files';
import {goldenPlace, goldenScale, type GoldenSpec} from '../render/goldens';
import {openFramePage} from './open-frame-page';
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

/**
 * The snapshot and, with `still`, the golden's still from the same page: after measuring, the
 * page is switched to the golden scale and captured as the renderer captures (one page load for
 * both, where a renderStill() would load the bundle again).
 */
export async function lookAtGolden(
  browser: Browser,
  serveUrl: string,
  spec: GoldenSpec,
  options: {change?: (page: Page) => Promise<void>; still?: boolean},
): Promise<{snapshot: ScreenSnapshot; still?: Buffer}> {
  const page = await openFramePage(browser, serveUrl, {
    compositionId: `${spec.video}-${spec.scene}`,
    props: {theme: spec.theme, fps: 30},
    durationInFrames: spec.durationInFrames,
    fps: 30,
    scale: 1,
  });
  try {
    await page.seek(spec.frame);
    if (options.change !== undefined) await options.change(page.page);
    const snapshot = await captureScreenSnapshot(page.page);
    return options.still === true ? {snapshot, still: await page.captureStill(goldenScale)} : {snapshot};
  } finally {
    await page.close();
  }
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
