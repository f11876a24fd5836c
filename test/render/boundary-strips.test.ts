// The storyboard's --boundaries mode: which frames a boundary strip samples.
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {boundaryStrips, formatOffset} from '../../src/render/boundary-strips';
import {resolveVideo} from '../../src/timeline/resolve-video';

describe('boundary strips', () => {
  it.each(videos.map((v) => [v.script.id, v] as const))(
    '%s: one strip per scene entrance, at −0.5 s, the cut, +0.4 s and +0.8 s',
    (_, definition) => {
      const t = resolveVideo(definition).timeline;
      const strips = boundaryStrips(t);
      expect(strips.map((s) => s.sceneId)).toEqual(t.scenes.filter((s) => s.entrance !== null).map((s) => s.id));
      for (const strip of strips) {
        const scene = t.scenes.find((s) => s.id === strip.sceneId);
        expect(strip.frames.map((f) => f.frame - (scene?.from ?? NaN))).toEqual([-15, 0, 12, 24]);
        // the first tile shows the previous scene, the others this scene's entrance
        expect(
          t.scenes.find(
            (s) => strip.frames[0] !== undefined && strip.frames[0].frame >= s.from && strip.frames[0].frame < s.to,
          )?.id,
        ).toBe(strip.previousSceneId);
      }
    },
  );

  it('every video has at least one boundary that carries its picture over', () => {
    for (const definition of videos)
      expect(boundaryStrips(resolveVideo(definition).timeline).length).toBeGreaterThan(0);
  });

  it('captions offsets with a real minus sign', () => {
    expect([-0.5, 0, 0.4, 0.8].map(formatOffset)).toEqual(['−0.5 s', '0 s', '+0.4 s', '+0.8 s']);
  });
});
