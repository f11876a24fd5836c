// The companion pages' data, from the scripts: beats as steps with their settled frames, what is
// on screen, parts with their model facts, chart tables that name real scenes, the fact sheet.
import {describe, expect, it} from 'vitest';
import {siteVideos} from '../../src/site/build-site';
import {beatIndexAtFrame, beatIndexOfHash, type StepBeat} from '../../src/site/use-beat-stepper';

const data = siteVideos('/nonexistent-render-dir');

describe.each(data.map((v) => [v.id, v] as const))('%s page data', (_id, video) => {
  const beats = video.chapters.flatMap((c, chapterIndex) =>
    c.beats.map((b, beatIndex) => ({...b, chapterIndex, beatIndex})),
  ) as StepBeat[];

  it('gives every beat a settled frame inside it and a unique #scene/beat anchor', () => {
    for (const b of beats) {
      expect(b.frame).toBeGreaterThanOrEqual(b.from);
      expect(b.frame).toBeLessThan(b.to);
    }
    expect(new Set(beats.map((b) => b.anchor)).size).toBe(beats.length);
    expect(beatIndexOfHash(beats, `#${beats[3]?.anchor}`)).toBe(3);
    expect(beatIndexOfHash(beats, '#no/such')).toBe(0);
    expect(beatIndexAtFrame(beats, beats[5]?.frame ?? 0)).toBe(5);
  });

  it('lists the chapter first and the caption last on screen, and every part is a label on screen', () => {
    for (const b of beats) {
      expect(b.onScreen[0]?.kind).toBe('chapter');
      const kinds = b.onScreen.map((t) => t.kind);
      expect(kinds.indexOf('caption') === -1 || kinds.indexOf('caption') === kinds.length - 1).toBe(true);
      expect(b.parts.map((p) => p.id)).toEqual(b.onScreen.filter((t) => t.kind === 'label').map((t) => t.id));
    }
  });

  it('gives a part the facts its label references, each with a kind and, for spec and measured values, a source', () => {
    const facts = beats.flatMap((b) => b.parts.flatMap((p) => p.facts));
    expect(facts.length).toBeGreaterThan(5);
    for (const f of facts) {
      expect(f.shownAs).toMatch(/\d/);
      if (f.kind === 'spec' || f.kind === 'measured') expect(f.source?.title, f.key).toBeTruthy();
      if (f.source?.url !== undefined) expect(f.source.url).toMatch(/^https:\/\//); // a source may be a press interview or public logs, without an address
    }
  });

  it('has chart tables for real scenes, every value formatted from the model', () => {
    expect(video.tables.length).toBeGreaterThan(0);
    for (const t of video.tables) {
      expect(video.chapters.map((c) => c.sceneId)).toContain(t.sceneId);
      for (const row of t.rows) {
        expect(row).toHaveLength(t.columns.length);
        for (const cell of row.slice(1)) expect(cell.fact?.shownAs).toBe(cell.text);
      }
    }
  });

  it('has a fact sheet whose every row is shown somewhere', () => {
    expect(video.facts.length).toBeGreaterThan(5);
    for (const f of video.facts) expect(f.beats.every((b) => beats.some((x) => x.anchor === b))).toBe(true);
  });
});

it('the warps chart table has one row per warp count, saturating at full', () => {
  const sm = data.find((v) => v.id === 'inside-the-sm');
  const table = sm?.tables.find((t) => t.sceneId === 'how-many-warps');
  expect(table?.rows.length).toBeGreaterThan(10);
  expect(table?.rows.at(-1)?.[1]?.text).toBe('100%');
});

it('every beat of every script describes its picture (shown with the transcript, written to descriptions.vtt)', () => {
  const missing = data.flatMap((v) =>
    v.chapters.flatMap((c) => c.beats.filter((b) => b.describe === undefined).map((b) => `${v.id}#${b.anchor}`)),
  );
  expect(missing).toEqual([]);
});
