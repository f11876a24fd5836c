// Provenance on screen: every resolved text of every video, beat by beat, against the model's qualifiers.
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {qualifiersOf} from '../../src/model/provenance';
import {referencedKeys} from '../../src/script/references';
import {provenanceProblems} from '../../src/timeline/check-provenance';
import {checkDefinition} from '../../src/timeline/resolve-video';

const resolved = videos.map((definition) => {
  const result = checkDefinition(definition);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result;
});

describe.each(resolved.map((r) => [r.video.id, r] as const))('%s', (_, r) => {
  it('shows every measured or published-otherwise quantity with its qualifier in the same beat', () => {
    expect(provenanceProblems(r.timeline, r.references)).toEqual([]);
  });

  it('fails when a qualifier is removed from the text that carries it', () => {
    const carriers = r.timeline.scenes.flatMap((s) => s.texts).filter((t) => t.source.includes(':qualifier}'));
    if (r.video.id === 'nvlink-nvswitch') return expect(carriers).toEqual([]); // shows no measurement
    expect(carriers.length).toBeGreaterThan(0);
    let caught = 0;
    for (const carrier of carriers) {
      const stripped = {
        ...r.timeline,
        scenes: r.timeline.scenes.map((s) => ({
          ...s,
          texts: s.texts.map((t) =>
            t === carrier
              ? {...t, text: t.text.replace(/measured on (B200|H800)|rack's [^)]*÷ (its )?\d+( Grace CPUs)?/g, '')}
              : t,
          ),
        })),
      };
      const shown = referencedKeys(carrier.source).flatMap((k) =>
        qualifiersOf(r.references[k] ?? ({kind: 'spec'} as never)),
      );
      expect(shown.length, carrier.id).toBeGreaterThan(0);
      // unless another text of the same beat repeats the qualifier, the check now names this scene
      const problems = provenanceProblems(stripped, r.references);
      const others =
        r.timeline.scenes
          .find((s) => s.id === carrier.sceneId)
          ?.texts.filter((t) => t !== carrier && shown.some((q) => t.text.includes(q))) ?? [];
      if (others.length === 0) {
        expect(
          problems.some((p) => p.sceneId === carrier.sceneId),
          carrier.id,
        ).toBe(true);
        caught++;
      }
    }
    expect(caught).toBeGreaterThan(0);
  });
});
