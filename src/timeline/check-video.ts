import type {z} from 'zod';
import type {Quantity} from '../model/quantity';
import {referenceProblems, resolveText, type References} from '../script/references';
import {typedNumbers} from '../script/number-guard';
import {countWords, rules, secondsNeeded} from '../script/rules';
import {videoSchema, type Video} from '../script/schema';
import {captionId} from '../script/script-ids';
import {wrapCaption} from '../script/wrap-caption';
import {provenanceProblems} from './check-provenance';
import {visibleUntil} from './frames';
import {resolveTimeline} from './resolve-timeline';
import {drawingStills, stillProblems, type Still} from './stills';
import type {ResolvedText, Timeline} from './timeline-types';

export type CheckIssue = {path: string; message: string};

export type ReadingRow = {
  sceneId: string;
  textId: string;
  text: string;
  words: number;
  onScreen: number;
  needed: number;
  ok: boolean;
};

/**
 * `pending`: what the rules listed in `rules.pendingRules` find (reported by `npm run check`, not
 * failing it yet); `stills`: every run of the drawing standing still longer than the still rule allows.
 */
export type CheckResult =
  | {
      ok: true;
      video: Video;
      timeline: Timeline;
      reading: ReadingRow[];
      issues: [];
      pending: CheckIssue[];
      stills: Still[];
    }
  | {ok: false; videoId: string; issues: CheckIssue[]; reading: ReadingRow[]; pending?: CheckIssue[]; stills?: Still[]};

/** Whether a rule's findings fail the check now, or are reported only (`rules.pendingRules`). */
export function isPending(rule: string): boolean {
  return rules.pendingRules.includes(rule);
}

/** `scenes[3].beats[1].at` from a zod path. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : (i === 0 ? '' : '.') + String(p))).join('');
}

/**
 * Every rule of the scene-script schema, structural and textual, against the references the
 * script may use (model, its constants, its video's computed values).
 */
export function checkVideo(
  input: unknown,
  context: References,
  fps = 30,
  namesWithDigits: readonly string[] = [],
): CheckResult {
  const videoId =
    typeof input === 'object' && input !== null && 'id' in input ? String((input as {id: unknown}).id) : 'script';
  const parsed = videoSchema.safeParse(input);
  if (!parsed.success) return {ok: false, videoId, issues: zodIssues(parsed.error), reading: []};
  const video = parsed.data;
  const references: References = {...context, ...video.constants};
  const issues: CheckIssue[] = [
    ...collisions(context, video.constants),
    ...textIssues(video, references, namesWithDigits),
  ];
  // every rule a text breaks is reported in one run: only a reference that does not resolve stops the timing rules
  if (issues.some((i) => i.message.endsWith('(rule: references resolve)')))
    return {ok: false, videoId, issues, reading: []};
  const timeline = resolveTimeline(video, references, fps);
  const reading = readingRows(timeline);
  for (const row of reading.filter((r) => !r.ok)) {
    issues.push({
      path: textPath(video, row.sceneId, row.textId),
      message: `"${row.text}" is fully visible ${row.onScreen.toFixed(1)} s; ${row.words} words need ${row.needed.toFixed(1)} s (rule: reading time)`,
    });
  }
  for (const p of provenanceProblems(timeline, references)) {
    issues.push({
      path: textPath(video, p.sceneId, p.textId),
      message: `"${p.text}" shows ${p.key} in beat ${p.beatId} without "${p.qualifier}" in the same beat; add {${p.key}:qualifier} to a text of that beat (rule: provenance shown)`,
    });
  }
  const stills = drawingStills(timeline);
  const pending: CheckIssue[] = [];
  for (const p of stillProblems(timeline, stills)) {
    const issue = {path: beatPath(video, p.sceneId, p.beatId), message: p.message};
    (isPending('still') ? pending : issues).push(issue);
  }
  if (issues.length > 0) return {ok: false, videoId, issues, reading, pending, stills};
  return {ok: true, video, timeline, reading, issues: [], pending, stills};
}

function zodIssues(error: z.ZodError): CheckIssue[] {
  return error.issues.map((i) => {
    const rule =
      i.code === 'unrecognized_keys'
        ? ' (rule: strict schema, no unknown keys)'
        : i.code === 'custom' || i.message.includes('(rule: ')
          ? ''
          : ' (rule: schema)';
    return {path: formatPath(i.path), message: i.message + rule};
  });
}

function collisions(context: References, constants: Record<string, Quantity>): CheckIssue[] {
  return Object.keys(constants)
    .filter((k) => k in context)
    .map((k) => ({
      path: `constants.${k}`,
      message: `${k} is already a model or computed value (rule: unique references)`,
    }));
}

/** Every text of the script with its path: chapters, titles, summary, captions, labels, descriptions. */
function textsOf(video: Video): {path: string; text: string; caption: boolean; chapter: boolean}[] {
  const texts = [
    {path: 'title', text: video.title, caption: false, chapter: false},
    {path: 'subtitle', text: video.subtitle, caption: false, chapter: false},
    {path: 'delivery.summary', text: video.delivery.summary, caption: false, chapter: false},
    ...(video.delivery.thumbnailHook === undefined
      ? []
      : [{path: 'delivery.thumbnailHook', text: video.delivery.thumbnailHook, caption: false, chapter: false}]),
  ];
  video.scenes.forEach((scene, s) => {
    texts.push({path: `scenes[${s}].chapter`, text: scene.chapter, caption: false, chapter: true});
    scene.beats.forEach((beat, b) => {
      if (beat.caption !== undefined) {
        const captionText = typeof beat.caption === 'string' ? beat.caption : beat.caption.text;
        texts.push({path: `scenes[${s}].beats[${b}].caption`, text: captionText, caption: true, chapter: false});
      }
      if (beat.describe !== undefined)
        texts.push({path: `scenes[${s}].beats[${b}].describe`, text: beat.describe, caption: false, chapter: false});
      (beat.labels ?? []).forEach((l, i) =>
        texts.push({path: `scenes[${s}].beats[${b}].labels[${i}].text`, text: l.text, caption: false, chapter: false}),
      );
    });
  });
  return texts;
}

function textIssues(video: Video, references: References, namesWithDigits: readonly string[]): CheckIssue[] {
  const issues: CheckIssue[] = [];
  for (const t of textsOf(video)) {
    for (const problem of referenceProblems(t.text, references))
      issues.push({path: t.path, message: `${problem.message} (rule: references resolve)`});
    for (const n of typedNumbers(t.text, namesWithDigits)) {
      issues.push({
        path: t.path,
        message: `number "${n}" is typed into the text; reference a model value, a script constant or a computed value (rule: no typed numbers)`,
      });
    }
    if (issues.some((i) => i.path === t.path && i.message.endsWith('(rule: references resolve)'))) continue;
    const text = resolveText(t.text, references);
    if (t.caption) {
      const lines = wrapCaption(text);
      if (lines.length > rules.captionMaxLines || lines.some((l) => l.length > rules.captionLineLength)) {
        issues.push({
          path: t.path,
          message: `caption wraps to ${lines.length} lines of up to ${rules.captionLineLength} characters; at most ${rules.captionMaxLines} (rule: caption length)`,
        });
      }
    }
    if (t.chapter && text.length > rules.maxChapterTitle) {
      issues.push({
        path: t.path,
        message: `chapter title has ${text.length} characters; at most ${rules.maxChapterTitle} (rule: chapters)`,
      });
    }
  }
  return issues;
}

/** Time each text is fully visible against the time its words need. */
export function readingRows(timeline: Timeline): ReadingRow[] {
  return timeline.scenes.flatMap((scene) =>
    scene.texts.map((t) => {
      const words = countWords(t.text);
      const onScreen = visibleSeconds(t, scene.to, timeline.fps);
      const needed = secondsNeeded(words);
      return {sceneId: scene.id, textId: t.id, text: t.text, words, onScreen, needed, ok: onScreen + 1e-9 >= needed};
    }),
  );
}

function visibleSeconds(t: ResolvedText, sceneEnd: number, fps: number): number {
  const end = visibleUntil(t, sceneEnd);
  return Math.max(0, end - t.settledFrom) / fps;
}

function beatPath(video: Video, sceneId: string, beatId: string): string {
  const s = video.scenes.findIndex((x) => x.id === sceneId);
  const b = video.scenes[s]?.beats.findIndex((x) => x.id === beatId) ?? -1;
  return b < 0 ? `scenes[${s}]` : `scenes[${s}].beats[${b}]`;
}

function textPath(video: Video, sceneId: string, textId: string): string {
  const s = video.scenes.findIndex((x) => x.id === sceneId);
  const scene = video.scenes[s];
  if (scene === undefined) return sceneId;
  for (const [b, beat] of scene.beats.entries()) {
    if (captionId(beat.id) === textId) return `scenes[${s}].beats[${b}].caption`;
    const l = (beat.labels ?? []).findIndex((x) => x.id === textId);
    if (l >= 0) return `scenes[${s}].beats[${b}].labels[${l}]`;
  }
  return `scenes[${s}]`;
}
