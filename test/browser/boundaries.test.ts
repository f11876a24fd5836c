import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';
import {videos} from '../../compositions/index';
import {projectRoot} from '../../src/render/render-session';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {framesOf} from './session';

/**
 * Every scene boundary that carries the picture over (a scene with `enter`): the scene's first
 * frame equals the previous scene's last frame on the drawing layer (labels and chrome off), so a
 * seam that jumps fails. The tolerance is the goldens' on one browser: pixelmatch threshold 0.1,
 * at most 0.1 % of the pixels differ.
 */
const tolerance = {threshold: 0.1, maxDifferingFraction: 0.001};
const outputDir = path.join(projectRoot, 'test/__output__/boundaries');

describe.each(videos.map((v) => String(v.script.id)))('scene boundaries of %s', (id) => {
  const definition = videos.find((v) => v.script.id === id);
  if (definition === undefined) throw new Error(id);
  const timeline = resolveVideo(definition).timeline;
  const boundaries = timeline.scenes.filter((s) => s.entrance !== null);

  it('draws the first frame of each scene with an entrance as the previous scene left it', async () => {
    expect(boundaries.length).toBeGreaterThan(0);
    const frames = await framesOf(
      id,
      boundaries.flatMap((s) => [s.from - 1, s.from]),
      {theme: 'dark', fps: 30, drawingOnly: true},
    );
    const jumps: string[] = [];
    for (const scene of boundaries) {
      const before = PNG.sync.read(frames.get(scene.from - 1) ?? Buffer.alloc(0));
      const after = PNG.sync.read(frames.get(scene.from) ?? Buffer.alloc(0));
      const diff = new PNG({width: after.width, height: after.height});
      const differing = pixelmatch(before.data, after.data, diff.data, after.width, after.height, {
        threshold: tolerance.threshold,
      });
      const fraction = differing / (after.width * after.height);
      if (fraction > tolerance.maxDifferingFraction) {
        fs.mkdirSync(outputDir, {recursive: true});
        fs.writeFileSync(path.join(outputDir, `${id}-${scene.id}-diff.png`), PNG.sync.write(diff));
        jumps.push(
          `${id}: ${scene.id} (frame ${scene.from}) differs from the previous scene's last frame in ${differing} pixels (${(fraction * 100).toFixed(2)} %)`,
        );
      }
    }
    expect(jumps, 'diff images in test/__output__/boundaries').toEqual([]);
  });
});
