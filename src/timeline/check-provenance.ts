import {qualifiersOf} from '../model/provenance';
import type {References} from '../script/references';
import {settledFrame, visibleAt} from './frames';
import type {Timeline} from './timeline-types';

export type ProvenanceProblem = {
  sceneId: string;
  beatId: string;
  textId: string;
  key: string;
  qualifier: string;
  text: string;
};

/** Keys a text shows as numbers (a `{key:qualifier}` reference shows the qualifier, not the number). */
function keysShown(source: string): string[] {
  return [...source.matchAll(/\{([^{}:]*)(?::([^{}]*))?\}/g)]
    .filter(
      (m) =>
        !(m[2] ?? '')
          .split('+')
          .map((x) => x.trim())
          .includes('qualifier'),
    )
    .map((m) => (m[1] ?? '').trim());
}

/**
 * Every quantity shown without its provenance qualifier in the same beat: a measured value
 * (or one computed from a measurement) without "measured on <GPU>", a figure NVIDIA prints
 * otherwise without the origin of ours. The beat's texts are those fully visible at its
 * settled frame; the qualifier may stand in any of them.
 */
export function provenanceProblems(timeline: Timeline, references: References): ProvenanceProblem[] {
  const problems: ProvenanceProblem[] = [];
  for (const scene of timeline.scenes) {
    for (const beat of scene.beats) {
      const frame = settledFrame(beat);
      const visible = scene.texts.filter((t) => visibleAt(t, scene.to, frame));
      for (const t of visible) {
        for (const key of keysShown(t.source)) {
          const q = references[key];
          if (q === undefined) continue;
          for (const qualifier of qualifiersOf(q)) {
            if (!visible.some((v) => v.text.includes(qualifier))) {
              problems.push({sceneId: scene.id, beatId: beat.id, textId: t.id, key, qualifier, text: t.text});
            }
          }
        }
      }
    }
  }
  return dedupe(problems);
}

/** One problem per text, key and qualifier: the first beat where it shows. */
function dedupe(problems: ProvenanceProblem[]): ProvenanceProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const id = `${p.sceneId}/${p.textId}/${p.key}/${p.qualifier}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
