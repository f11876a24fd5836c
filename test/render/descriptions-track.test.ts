// descriptions.vtt: one cue per described beat, from the beat's first frame to the next beat,
// parsed back with a strict WebVTT parser.
import {describe, expect, it} from 'vitest';
// @ts-expect-error webvtt-parser ships no types
import {WebVTTParser} from 'webvtt-parser';
import {graceBlackwell} from '../../compositions/grace-blackwell/index';
import {buildDescriptionCues, toDescriptionsVtt} from '../../src/render/sidecars/descriptions';
import type {VideoInput} from '../../src/script/schema';
import {resolveVideo} from '../../src/timeline/resolve-video';

type Beat = {id: string; describe?: string};
const script = structuredClone(graceBlackwell.script) as unknown as {scenes: {beats: Beat[]}[]};
/** the beat's id without digits (the number guard refuses GH200-like words in a description) */
const name = (b: Beat) => b.id.replace(/[0-9]/g, '');
const beats = script.scenes.flatMap((s) => s.beats);
beats.forEach((b, i) => {
  b.describe = i === 1 ? undefined : `Drawing of beat ${name(b)} ({c2c.bothWays})`;
});
const timeline = resolveVideo({...graceBlackwell, script: script as unknown as VideoInput}).timeline;

describe('descriptions track', () => {
  it('has a cue per described beat, beat to next beat, references resolved', () => {
    const cues = buildDescriptionCues(timeline);
    expect(cues).toHaveLength(beats.length - 1);
    const first = timeline.scenes[0]?.beats[0];
    expect(cues[0]).toEqual({
      startMs: 0,
      endMs: Math.round(((first?.to ?? 0) / 30) * 1000),
      lines: [expect.stringMatching(/^Drawing of beat open \([\d.]+ GB\/s both ways\)$/)],
    });
    for (let i = 1; i < cues.length; i++) expect(cues[i]?.startMs).toBeGreaterThanOrEqual(cues[i - 1]?.endMs ?? 0);
    expect(cues.at(-1)?.endMs).toBe(Math.round((timeline.durationInFrames / 30) * 1000));
  });

  it('parses back as WebVTT kind descriptions', () => {
    const vtt = new WebVTTParser().parse(toDescriptionsVtt(timeline), 'descriptions');
    expect(vtt.errors).toEqual([]);
    expect(vtt.cues).toHaveLength(beats.length - 1);
    expect(vtt.cues[1].text).toMatch(new RegExp(`^Drawing of beat ${name(beats[2] as Beat)} \\(`));
  });
});
