import {resolveText, type References} from '../script/references';
import {rules} from '../script/rules';
import type {Beat, Scene, Video} from '../script/schema';
import {captionId} from '../script/script-ids';
import {wrapCaption} from '../script/wrap-caption';
import {settledFrame} from './frames';
import type {Interval, ResolvedBeat, ResolvedEntrance, ResolvedScene, ResolvedText, Timeline} from './timeline-types';

/**
 * The only place where seconds become frames. Rounding is cumulative (every frame number is
 * rounded from absolute seconds), so a video is exactly its fixed length at any fps.
 *
 * @example resolveTimeline(video, references, 30).durationInFrames // 6390 for 213 s
 */
export function resolveTimeline(video: Video, references: References, fps: number): Timeline {
  const frame = (seconds: number) => Math.round(seconds * fps);
  let sceneStart = 0;
  const scenes = video.scenes.map((scene, index) => {
    const resolved = resolveScene(scene, index, sceneStart, references, frame, video.scenes[index - 1]?.id, fps);
    sceneStart += scene.seconds;
    return resolved;
  });
  const durationInFrames = frame(sceneStart);
  const motion = mergeIntervals(scenes.flatMap(motionOf));
  const holds = scenes.flatMap((s) => gaps({from: s.from, to: s.to}, motion));
  const thumbnailBeat = scenes.flatMap((s) => s.beats).find((b) => b.thumbnail);
  return {
    videoId: video.id,
    title: video.title,
    subtitle: video.subtitle,
    fps,
    durationInFrames,
    transitionFrames: frame(rules.transitionSeconds),
    scenes,
    chapters: scenes.map((s) => ({title: s.chapter, from: s.from, startSeconds: s.from / fps})),
    motion,
    holds,
    thumbnailFrame: thumbnailBeat === undefined ? 0 : settledFrame(thumbnailBeat),
  };
}

function resolveScene(
  scene: Scene,
  index: number,
  start: number,
  references: References,
  frame: (s: number) => number,
  previousSceneId: string | undefined,
  fps: number,
): ResolvedScene {
  const from = frame(start);
  const to = frame(start + scene.seconds);
  const entrance: ResolvedEntrance | null =
    scene.enter === undefined || previousSceneId === undefined
      ? null
      : {
          kind: scene.enter.kind,
          from,
          to: Math.min(to, frame(start + scene.enter.seconds)),
          carries: [...scene.enter.carries],
          previousSceneId,
        };
  // Texts wait for the carried picture to land: a text never enters while its parts are still on their way.
  const landed = entrance?.to ?? from;
  const beatFrom = (b: Beat) => frame(start + b.at);
  const beats: ResolvedBeat[] = scene.beats.map((b, i) => {
    const next = scene.beats[i + 1];
    const moving = Math.max(rules.transitionSeconds, b.motion?.seconds ?? 0);
    return {
      id: b.id,
      sceneId: scene.id,
      at: b.at,
      from: beatFrom(b),
      motionEnd: Math.min(to, frame(start + b.at + moving)),
      textsLanded: beatFrom(b),
      to: next === undefined ? to : beatFrom(next),
      motion: b.motion,
      builds: [...(b.motion?.builds ?? [])],
      periodFrames: b.motion?.period === undefined ? null : Math.round(b.motion.period * fps),
      still: b.still ?? null,
      focus: b.focus === undefined ? [] : [b.focus].flat(),
      thumbnail: b.thumbnail === true,
      describe: b.describe === undefined ? undefined : resolveText(b.describe, references),
    };
  });
  const exitAt = (until: string | undefined) => {
    const beat = until === undefined ? undefined : scene.beats.find((b) => b.id === until);
    return beat === undefined ? null : beatFrom(beat);
  };
  const transition = (f: number) => Math.min(to, f + frame(rules.transitionSeconds));
  const texts: ResolvedText[] = [];
  const captions: ResolvedText[] = [];
  scene.beats.forEach((b, i) => {
    const beat = beats[i] as ResolvedBeat;
    const appear = Math.max(beat.from, landed);
    const visibleFrom = transition(appear);
    for (const label of b.labels ?? []) {
      const exitStart = exitAt(label.until);
      const text = resolveText(label.text, references);
      // A label lands with its object: after the motion that builds its part, or after the motion that produces it.
      const labelAppear = Math.min(
        to,
        Math.max(
          appear,
          label.of === undefined ? appear : builtAt(beats, i, label.of),
          label.result === true ? beat.motionEnd : appear,
        ),
      );
      const labelVisible = transition(labelAppear);
      texts.push({
        id: label.id,
        kind: 'label',
        sceneId: scene.id,
        beatId: b.id,
        source: label.text,
        text,
        lines: [text],
        appear: labelAppear,
        visibleFrom: labelVisible,
        exitStart,
        exitEnd: exitStart === null ? null : transition(exitStart),
        settledFrom: label.counting === true ? Math.max(labelVisible, beat.motionEnd) : labelVisible,
        counting: label.counting === true,
        of: label.of ?? null,
        result: label.result === true,
      });
    }
    if (b.caption !== undefined) {
      const source = typeof b.caption === 'string' ? b.caption : b.caption.text;
      const exitStart = exitAt(typeof b.caption === 'string' ? undefined : b.caption.until);
      const text = resolveText(source, references);
      captions.push({
        id: captionId(b.id),
        kind: 'caption',
        sceneId: scene.id,
        beatId: b.id,
        source,
        text,
        lines: wrapCaption(text),
        appear,
        visibleFrom,
        exitStart,
        exitEnd: exitStart === null ? null : transition(exitStart),
        settledFrom: visibleFrom,
        counting: false,
        of: null,
        result: false,
      });
    }
  });
  for (const beat of beats) {
    beat.textsLanded = Math.max(
      beat.from,
      ...[...texts, ...captions].filter((t) => t.beatId === beat.id).map((t) => t.visibleFrom),
    );
  }
  // The caption is one slot: a new caption's entrance starts the previous one's exit.
  captions.forEach((c, i) => {
    const next = captions[i + 1];
    if (next !== undefined && (c.exitStart === null || next.appear < c.exitStart)) {
      c.exitStart = next.appear;
      c.exitEnd = transition(next.appear);
    }
  });
  return {
    id: scene.id,
    index,
    chapter: resolveText(scene.chapter, references),
    entrance,
    compositionReason: scene.composition?.reason ?? null,
    from,
    durationInFrames: to - from,
    to,
    beats,
    texts: [...texts, ...captions],
  };
}

/**
 * The frame a part is drawn by, seen from beat `index`: the end of the motion of that beat or the
 * latest earlier beat that builds it; the scene's start (0) when none does. A part that only a
 * later beat builds is refused by the schema (rule: labels land with their object).
 */
function builtAt(beats: ResolvedBeat[], index: number, part: string): number {
  const builder = beats
    .slice(0, index + 1)
    .reverse()
    .find((b) => b.builds.includes(part));
  return builder === undefined ? 0 : builder.motionEnd;
}

function motionOf(scene: ResolvedScene): Interval[] {
  return [
    ...(scene.entrance === null ? [] : [{from: scene.entrance.from, to: scene.entrance.to}]),
    ...scene.beats.map((b) => ({from: b.from, to: b.motionEnd})),
    ...scene.texts.map((t) => ({from: t.appear, to: t.visibleFrom})),
    ...scene.texts.flatMap((t) =>
      t.exitStart === null || t.exitEnd === null ? [] : [{from: t.exitStart, to: t.exitEnd}],
    ),
  ].filter((i) => i.to > i.from);
}

/** Sorted, overlapping or touching intervals joined. */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.from - b.from);
  const merged: Interval[] = [];
  for (const i of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && i.from <= last.to) last.to = Math.max(last.to, i.to);
    else merged.push({...i});
  }
  return merged;
}

/** The parts of `range` not covered by `covered` (merged, sorted). */
function gaps(range: Interval, covered: Interval[]): Interval[] {
  const result: Interval[] = [];
  let cursor = range.from;
  for (const c of covered) {
    if (c.to <= cursor || c.from >= range.to) continue;
    if (c.from > cursor) result.push({from: cursor, to: c.from});
    cursor = Math.max(cursor, c.to);
  }
  if (cursor < range.to) result.push({from: cursor, to: range.to});
  return result;
}

/** True when frame f lies in a motion interval. */
export function isMoving(timeline: Timeline, f: number): boolean {
  return timeline.motion.some((i) => f >= i.from && f < i.to);
}
