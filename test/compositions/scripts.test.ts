import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {checkDefinition} from '../../src/timeline/resolve-video';

const expected: Record<string, number> = {'grace-blackwell': 6390, 'inside-the-sm': 5640, 'nvlink-nvswitch': 5580};

describe.each(videos.map((v) => [v.script.id, v] as const))('script %s', (id, definition) => {
  it('passes every rule of check', () => {
    const result = checkDefinition(definition);
    expect(result.issues).toEqual([]);
  });

  it('resolves to its fixed length at 24, 30 and 60 fps', () => {
    for (const fps of [24, 30, 60]) {
      const result = checkDefinition(definition, fps);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(result.timeline.durationInFrames).toBe(((expected[id] ?? 0) / 30) * fps);
      const last = result.timeline.scenes.at(-1);
      expect(last?.to).toBe(result.timeline.durationInFrames);
    }
  });
});
