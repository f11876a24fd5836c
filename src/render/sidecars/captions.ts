import {serializeSrt} from '@remotion/captions';
import {countWords, rules, secondsNeeded} from '../../script/rules';
import {wrapCaption} from '../../script/wrap-caption';
import type {Timeline} from '../../timeline/timeline-types';

export type Cue = {startMs: number; endMs: number; lines: string[]};

/**
 * The text track of a silent video: every text enters when it first appears on screen, in
 * order; cues never overlap; at most two lines of 42 characters; a longer text becomes
 * successive cues within its time on screen.
 */
export function buildCues(timeline: Timeline): Cue[] {
  const ms = (frame: number) => Math.round((frame / timeline.fps) * 1000);
  const texts = timeline.scenes
    .flatMap((scene) => scene.texts.map((t) => ({t, end: t.exitEnd ?? scene.to})))
    .sort((a, b) => a.t.appear - b.t.appear || (a.t.kind === 'caption' ? 1 : 0) - (b.t.kind === 'caption' ? 1 : 0));
  // Texts that appear on the same frame share cues, packed whole, two lines at a time.
  const groups: {appear: number; end: number; texts: string[][]}[] = [];
  for (const {t, end} of texts) {
    const lines = wrapCaption(t.text, rules.captionLineLength);
    const last = groups[groups.length - 1];
    if (last !== undefined && last.appear === t.appear) {
      last.texts.push(lines);
      last.end = Math.max(last.end, end);
    } else groups.push({appear: t.appear, end, texts: [lines]});
  }
  const cues: Cue[] = [];
  groups.forEach((g, i) => {
    const next = groups[i + 1];
    const end = Math.min(g.end, next?.appear ?? g.end);
    const chunks = packLines(g.texts, rules.captionMaxLines);
    // Each chunk stays up for a share of the group's time in proportion to the reading time the script rules give it.
    const weights = chunks.map((lines) => secondsNeeded(countWords(lines.join(' '))));
    const total = weights.reduce((a, b) => a + b, 0);
    const span = Math.max(1, end - g.appear);
    let before = 0;
    chunks.forEach((lines, c) => {
      const from = g.appear + Math.floor((span * before) / total);
      before += weights[c] ?? 0;
      const to = g.appear + Math.floor((span * before) / total);
      if (to > from) cues.push({startMs: ms(from), endMs: ms(to), lines});
    });
  });
  return cues;
}

/**
 * Packs texts (each already wrapped into lines) into chunks of at most `maxLines` lines, in
 * order, never splitting a text that fits in one chunk; a longer text is cut into chunks of
 * `maxLines`, the last of which may be shared with the next text.
 */
export function packLines(texts: readonly string[][], maxLines: number): string[][] {
  const chunks: string[][] = [];
  for (const lines of texts) {
    const last = chunks[chunks.length - 1];
    if (lines.length <= maxLines && last !== undefined && last.length + lines.length <= maxLines) {
      last.push(...lines);
      continue;
    }
    for (let k = 0; k < lines.length; k += maxLines) chunks.push(lines.slice(k, k + maxLines));
  }
  return chunks;
}

export function toSrt(cues: Cue[]): string {
  return serializeSrt({
    lines: cues.map((c) => [
      {text: c.lines.join('\n'), startMs: c.startMs, endMs: c.endMs, timestampMs: c.startMs, confidence: 1},
    ]),
  });
}

const vttTime = (ms: number) => {
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const s = Math.floor((ms % 60000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

export function toVtt(cues: Cue[]): string {
  const body = cues
    .map((c, i) => `${i + 1}\n${vttTime(c.startMs)} --> ${vttTime(c.endMs)}\n${c.lines.join('\n')}\n`)
    .join('\n');
  return `WEBVTT\n\n${body}`;
}
