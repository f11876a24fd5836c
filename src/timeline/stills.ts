import {rules} from '../script/rules';
import {mergeIntervals} from './resolve-timeline';
import type {Interval, ResolvedScene, Timeline} from './timeline-types';

/**
 * The still rule (issue #41, docs/design.md §Stage grammar): inside a scene the drawing layer
 * never stands still for more than `rules.maxStillSeconds`, unless a beat says why (`still`), at
 * most `rules.maxStillsPerVideo` times per video. Title scenes (a `composition.reason`) aside.
 *
 * Computed from the timeline, not from pixels: the drawing moves during its scene's entrance,
 * during every declared motion, and over the transition of a beat whose `focus` differs from the
 * previous beat's. Texts entering and leaving do not count, nor does a beat's transition that
 * changes nothing but its texts: a beat that changes the drawing declares a motion.
 */
export type Still = {
  sceneId: string;
  /** the beat showing when the still starts */
  beatId: string;
  /** frames [from, to) */
  from: number;
  to: number;
  seconds: number;
  /** the beat overlapping the still that declares `still`, and its reason; null: undeclared */
  declaredBy: string | null;
  reason: string | null;
};

export type StillProblem = {sceneId: string; beatId: string; message: string};

/** The frames where a scene's drawing layer may move: entrance, declared motion, focus changes. */
export function drawingMotion(scene: ResolvedScene, transitionFrames: number): Interval[] {
  const intervals: Interval[] = [];
  if (scene.entrance !== null) intervals.push({from: scene.entrance.from, to: scene.entrance.to});
  scene.beats.forEach((b, i) => {
    if (b.motion !== undefined) intervals.push({from: b.from, to: b.motionEnd});
    const before = i === 0 ? [] : (scene.beats[i - 1]?.focus ?? []);
    if (i > 0 && before.join() !== b.focus.join())
      intervals.push({from: b.from, to: Math.min(scene.to, b.from + transitionFrames)});
  });
  return mergeIntervals(intervals.filter((x) => x.to > x.from));
}

/** Every run of a scene's frames where the drawing stands still longer than the rule allows. */
export function drawingStills(timeline: Timeline): Still[] {
  const limit = rules.maxStillSeconds * timeline.fps;
  return timeline.scenes
    .filter((s) => s.compositionReason === null)
    .flatMap((scene) => {
      const runs: Interval[] = [];
      let cursor = scene.from;
      for (const m of drawingMotion(scene, timeline.transitionFrames)) {
        if (m.from > cursor) runs.push({from: cursor, to: m.from});
        cursor = Math.max(cursor, m.to);
      }
      if (cursor < scene.to) runs.push({from: cursor, to: scene.to});
      return runs
        .filter((r) => r.to - r.from > limit)
        .map((r) => {
          const showing = scene.beats.filter((b) => b.from <= r.from).at(-1) ?? scene.beats[0];
          const declaring = scene.beats.find((b) => b.still !== null && b.from < r.to && b.to > r.from);
          return {
            sceneId: scene.id,
            beatId: showing?.id ?? '',
            from: r.from,
            to: r.to,
            seconds: (r.to - r.from) / timeline.fps,
            declaredBy: declaring?.id ?? null,
            reason: declaring?.still ?? null,
          };
        });
    });
}

/** What breaks the still rule: undeclared stills, more declared stills than allowed, a `still` where nothing stands still. */
export function stillProblems(timeline: Timeline, stills: readonly Still[] = drawingStills(timeline)): StillProblem[] {
  const problems: StillProblem[] = [];
  const video = timeline.videoId;
  for (const s of stills.filter((x) => x.declaredBy === null)) {
    problems.push({
      sceneId: s.sceneId,
      beatId: s.beatId,
      message: `${video}/${s.sceneId}/${s.beatId}: the drawing stands still ${s.seconds.toFixed(1)} s (frames ${s.from}–${s.to - 1}); at most ${rules.maxStillSeconds} s, or a beat says why with \`still\` (rule: still)`,
    });
  }
  const declared = stills.filter((x) => x.declaredBy !== null);
  if (declared.length > rules.maxStillsPerVideo) {
    for (const s of declared.slice(rules.maxStillsPerVideo)) {
      problems.push({
        sceneId: s.sceneId,
        beatId: s.declaredBy ?? s.beatId,
        message: `${video}/${s.sceneId}/${s.declaredBy}: ${declared.length} declared stills in the video (${declared.map((d) => `${d.sceneId}/${d.declaredBy}`).join(', ')}); at most ${rules.maxStillsPerVideo} (rule: still)`,
      });
    }
  }
  for (const scene of timeline.scenes.filter((s) => s.compositionReason === null)) {
    for (const b of scene.beats.filter((x) => x.still !== null)) {
      if (!stills.some((s) => s.sceneId === scene.id && s.declaredBy === b.id)) {
        problems.push({
          sceneId: scene.id,
          beatId: b.id,
          message: `${video}/${scene.id}/${b.id}: declares \`still\` but the drawing does not stand still over ${rules.maxStillSeconds} s there; remove it (rule: still)`,
        });
      }
    }
  }
  return problems;
}
