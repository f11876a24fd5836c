import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {PNG} from 'pngjs';
import {videos} from '../../compositions/index';
import {
  compareWithGoldenSnapshot,
  goldenPages,
  lookAtGolden,
  readGoldenSnapshot,
  snapshotGolden,
} from '../../src/audit/golden-snapshot';
import {
  browserMismatchNotice,
  compareWithGolden,
  goldenPlace,
  goldenSpecs,
  goldenTolerance,
  readGoldenBrowser,
  renderGolden,
  type GoldenSpec,
} from '../../src/render/goldens';
import {projectRoot} from '../../src/render/render-session';
import {browserVersionOf, resolveBrowser} from '../../src/render/resolve-browser';
import {auditSession, browserSession, compositionOf} from './session';

// Goldens, one per scene per video per theme at the scene's last frame: the text, geometry and
// shape snapshot (.json) is compared exactly on any Chromium; the pixels (.png) only on the
// Chromium major version the video's goldens were made with, and otherwise one line says so
// (docs/design.md §Goldens).
const specs = goldenSpecs(videos);
const outputDir = path.join(projectRoot, 'test/__output__/goldens');
const remake = 'if the change is meant, remake them with `npm run goldens:update -- <video>` and review the diff';
const running = browserVersionOf(resolveBrowser(projectRoot).browserExecutable);
const notices = new Map(
  videos.map((v) => {
    const id = String(v.script.id);
    return [id, browserMismatchNotice(readGoldenBrowser(projectRoot, id), running, id)] as const;
  }),
);
for (const notice of notices.values()) if (notice !== null) console.warn(notice);

async function snapshotNow(spec: GoldenSpec, change?: (page: Page) => Promise<void>) {
  const {browser, serveUrl} = await auditSession();
  return snapshotGolden(browser, serveUrl, spec, change);
}

describe('golden stills: one per scene per video per theme', () => {
  it('every scene of every video has a golden still and snapshot in each theme', () => {
    const missing = specs
      .flatMap((s) => [s.file, s.snapshotFile])
      .filter((f) => !fs.existsSync(path.join(projectRoot, f)));
    expect(missing, 'run `npm run goldens:update` to make them').toEqual([]);
  });

  // each golden is measured and then captured at the golden scale on one page; they run side by side
  // (the browser project's maxConcurrency) on pages loaded once and reused from golden to golden
  let pages: ReturnType<typeof goldenPages> | undefined;
  afterAll(() => pages?.close());
  it.concurrent.for(specs.map((s) => [`${s.video}/${s.scene} ${s.theme}`, s] as const))(
    '%s: text and geometry match the snapshot exactly; pixels match the still (same Chromium)',
    async ([, spec], {expect}) => {
      const {browser, serveUrl} = await auditSession();
      pages ??= goldenPages(browser, serveUrl);
      const pixels = notices.get(spec.video) === null;
      const {snapshot, still} = await pages.look(spec, {still: pixels});
      expect.soft(compareWithGoldenSnapshot(projectRoot, spec, snapshot), remake).toEqual([]);
      if (still === undefined) return;
      const result = compareWithGolden(
        still,
        fs.readFileSync(path.join(projectRoot, spec.file)),
        goldenTolerance.threshold,
      );
      if (result.fraction > goldenTolerance.maxDifferingFraction) {
        fs.mkdirSync(outputDir, {recursive: true});
        const base = path.join(outputDir, `${spec.video}-${spec.scene}-${spec.theme}`);
        fs.writeFileSync(`${base}-actual.png`, still);
        fs.writeFileSync(`${base}-diff.png`, result.diff);
      }
      expect(
        result.fraction,
        `${goldenPlace(spec)}: ${result.differing} of ${result.total} pixels differ (diff image in test/__output__/goldens)`,
      ).toBeLessThanOrEqual(goldenTolerance.maxDifferingFraction);
    },
  );
});

/**
 * The first dark golden (not a title) whose recorded snapshot is today's picture and in which
 * `pick` finds something to break: the fixtures break it in the page and compare with the golden
 * as recorded (none match while a video is being redrawn and its goldens are not yet remade).
 */
async function matchingGolden<T>(
  pick: (snapshot: ReturnType<typeof readGoldenSnapshot>) => T | undefined,
): Promise<{spec: GoldenSpec; found: T}> {
  for (const spec of specs.filter((s) => s.theme === 'dark' && s.scene !== 'title')) {
    const found = pick(readGoldenSnapshot(projectRoot, spec));
    if (found === undefined || compareWithGoldenSnapshot(projectRoot, spec, await snapshotNow(spec)).length > 0)
      continue;
    return {spec, found};
  }
  throw new Error(
    "no golden matches today's picture with what this fixture breaks: remake the goldens (`npm run goldens:update -- <video>`)",
  );
}

describe('the snapshot sees a changed letter and a label moved 2 px, on any Chromium', () => {
  // a label (not the chapter title, not a caption) with a lower-case letter
  let labelFound: ReturnType<typeof findLabel> | undefined;
  const findLabel = () =>
    matchingGolden((snapshot) =>
      snapshot.texts.find(
        (t) =>
          t.id !== 'chapter' && !t.id.endsWith('-caption') && !t.id.startsWith('untracked:') && /[a-z]/.test(t.text),
      ),
    );
  const labelled = async () => {
    const {spec, found} = await (labelFound ??= findLabel());
    return {spec, label: found};
  };

  it('one letter of a label changed: the comparison fails naming the video, scene, beat, frame, text and string', async () => {
    const {spec, label} = await labelled();
    const differences = compareWithGoldenSnapshot(
      projectRoot,
      spec,
      await snapshotNow(spec, (page) =>
        page.evaluate((id) => {
          const el = document.querySelector(`[data-text-id="${CSS.escape(id)}"]`);
          const walker = document.createTreeWalker(el as Node, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
            const at = (n.textContent ?? '').search(/[a-z]/);
            if (at < 0) continue;
            const c = (n.textContent ?? '')[at];
            n.textContent =
              (n.textContent ?? '').slice(0, at) + (c === 'o' ? 'e' : 'o') + (n.textContent ?? '').slice(at + 1);
            return;
          }
        }, label.id),
      ),
    );
    const at = label.text.search(/[a-z]/);
    const changed = label.text.slice(0, at) + (label.text[at] === 'o' ? 'e' : 'o') + label.text.slice(at + 1);
    expect(differences).toContain(`${goldenPlace(spec)}: text "${label.id}": string "${label.text}" → "${changed}"`);
  });

  it('a label moved 2 px to the right: the comparison fails naming the text and its box', async () => {
    const {spec, label} = await labelled();
    const differences = compareWithGoldenSnapshot(
      projectRoot,
      spec,
      await snapshotNow(spec, (page) =>
        page.evaluate((id) => {
          (document.querySelector(`[data-text-id="${CSS.escape(id)}"]`) as HTMLElement).style.marginLeft = '2px';
        }, label.id),
      ),
    );
    expect(differences).toContain(
      `${goldenPlace(spec)}: text "${label.id}": box x ${label.box.x} → ${label.box.x + 2}`,
    );
  });
});

describe('the snapshot sees a shape moved 2 px, resized, recoloured or removed, on any Chromium', () => {
  // a rect drawn inside a named part, big enough to find again by its box
  let shapeFound: ReturnType<typeof findShape> | undefined;
  const findShape = () =>
    matchingGolden((snapshot) =>
      snapshot.shapes?.find(
        (s) =>
          s.part !== '' && !s.part.includes('previous:') && s.shape.startsWith('rect#') && s.box.w > 20 && s.box.h > 20,
      ),
    );
  const target = async () => {
    const {spec, found} = await (shapeFound ??= findShape());
    return {spec, shape: found, part: found.part.split('/').at(-1) ?? ''};
  };
  /** Runs `edit` on the target rect: the rect inside the part (its nearest named part) whose screen box is the recorded one. */
  const changeShape =
    (
      part: string,
      box: {x: number; y: number; w: number; h: number},
      edit: 'move' | 'resize' | 'recolour' | 'remove',
    ) =>
    (page: Page) =>
      page.evaluate(
        ([part, box, edit]) => {
          const rects = Array.from(
            document.querySelectorAll<SVGRectElement>(`[data-drawing] [data-part-id="${CSS.escape(part)}"] rect`),
          ).filter((r) => r.parentElement?.closest('[data-part-id]')?.getAttribute('data-part-id') === part);
          const rect = rects.find((r) => {
            const b = r.getBBox();
            const m = r.getScreenCTM();
            if (m === null) return false;
            const p = new DOMPoint(b.x, b.y).matrixTransform(m);
            const q = new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(m);
            return (
              Math.round(Math.min(p.x, q.x)) === box.x &&
              Math.round(Math.min(p.y, q.y)) === box.y &&
              Math.round(Math.abs(q.x - p.x)) === box.w
            );
          });
          if (rect === undefined) throw new Error(`no rect of part ${part} at ${JSON.stringify(box)}`);
          if (edit === 'move') rect.setAttribute('transform', `translate(2 0) ${rect.getAttribute('transform') ?? ''}`);
          if (edit === 'resize') rect.setAttribute('height', String(rect.height.baseVal.value + 6));
          if (edit === 'recolour') rect.style.setProperty('fill', 'rgb(255, 0, 255)');
          if (edit === 'remove') rect.remove();
        },
        [part, box, edit] as const,
      );

  it('a shape moved 2 px: the comparison fails naming the video, scene, theme, beat, part, shape and its x', async () => {
    const {spec, shape, part} = await target();
    const differences = compareWithGoldenSnapshot(
      projectRoot,
      spec,
      await snapshotNow(spec, changeShape(part, shape.box, 'move')),
    );
    expect(differences).toContain(
      `${goldenPlace(spec)}: part "${shape.part}" ${shape.shape}: box x ${shape.box.x} → ${shape.box.x + 2}`,
    );
  });

  it('a shape resized: the comparison fails naming the part, the shape and its height', async () => {
    const {spec, shape, part} = await target();
    const differences = compareWithGoldenSnapshot(
      projectRoot,
      spec,
      await snapshotNow(spec, changeShape(part, shape.box, 'resize')),
    );
    expect(
      differences.filter((d) =>
        d.startsWith(`${goldenPlace(spec)}: part "${shape.part}" ${shape.shape}: box h ${shape.box.h} → `),
      ),
    ).toHaveLength(1);
  });

  it('a shape recoloured: the comparison fails naming the part, the shape and both fills', async () => {
    const {spec, shape, part} = await target();
    const differences = compareWithGoldenSnapshot(
      projectRoot,
      spec,
      await snapshotNow(spec, changeShape(part, shape.box, 'recolour')),
    );
    const opacity = /^#[0-9a-f]{6}([0-9a-f]{2})$/.exec(shape.fill)?.[1] ?? '';
    expect(differences).toContain(
      `${goldenPlace(spec)}: part "${shape.part}" ${shape.shape}: fill ${shape.fill} → #ff00ff${opacity}`,
    );
  });

  it('a shape removed: the comparison fails naming the part, its count and the shape gone', async () => {
    const {spec, shape, part} = await target();
    const count = readGoldenSnapshot(projectRoot, spec).shapes?.filter((s) => s.part === shape.part).length ?? 0;
    const differences = compareWithGoldenSnapshot(
      projectRoot,
      spec,
      await snapshotNow(spec, changeShape(part, shape.box, 'remove')),
    );
    expect(differences).toContain(`${goldenPlace(spec)}: part "${shape.part}": ${count} shapes → ${count - 1}`);
    expect(
      differences.some((d) =>
        d.startsWith(
          `${goldenPlace(spec)}: part "${shape.part}": gone ${shape.shape} at x ${shape.box.x} y ${shape.box.y}`,
        ),
      ),
    ).toBe(true);
  });
});

describe('determinism', () => {
  // The renderer's still, twice in one browser, gives the same pixels; and those are the pixels
  // the goldens test captures on its snapshot page (lookAtGolden), so that comparing that capture
  // with a golden made by renderStill() compares the renderer's picture.
  it.each(videos.map((v) => [String(v.script.id)] as const))(
    "%s: the same frame rendered twice gives identical pixels, the ones the goldens' page captures",
    async (id) => {
      const session = await browserSession();
      const spec = specs.find((s) => s.video === id && s.theme === 'dark' && s.scene !== 'title');
      if (spec === undefined) throw new Error(id);
      const composition = await compositionOf(`${spec.video}-${spec.scene}`, {theme: spec.theme, fps: 30});
      const first = await renderGolden(session, spec, composition);
      const second = await renderGolden(session, spec, composition);
      expect(second.equals(first)).toBe(true);
      const {browser, serveUrl} = await auditSession();
      const {still} = await lookAtGolden(browser, serveUrl, spec, {still: true});
      const pixelsOf = (png: Buffer) => PNG.sync.read(png).data;
      expect(
        pixelsOf(still as Buffer).equals(pixelsOf(first)),
        `${goldenPlace(spec)}: renderStill() and the page's capture`,
      ).toBe(true);
    },
  );
});
