import {parseSrt} from '@remotion/captions';
import {describe, expect, it} from 'vitest';
// @ts-expect-error webvtt-parser ships no types
import {WebVTTParser} from 'webvtt-parser';
import {videos} from '../../compositions/index';
import {buildCues, packLines, toSrt, toVtt} from '../../src/render/sidecars/captions';
import {rules} from '../../src/script/rules';
import {wrapCaption} from '../../src/script/wrap-caption';
import {chapterLines, chapterProblems, chapterStamp} from '../../src/render/sidecars/chapters';
import {buildDescription, maxDescriptionBytes, silentNote} from '../../src/render/sidecars/description';
import {buildFacts} from '../../src/render/sidecars/facts';
import {claimsShown, claimSourceOf} from '../../src/render/sidecars/claims';
import {checkDefinition} from '../../src/timeline/resolve-video';

const resolved = videos.map((definition) => {
  const result = checkDefinition(definition);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return {definition, video: result.video, timeline: result.timeline, references: result.references};
});

describe('caption packing', () => {
  it('packs whole texts two lines at a time and splits only a text longer than two lines', () => {
    expect(packLines([['title'], ['sub one', 'sub two']], 2)).toEqual([['title'], ['sub one', 'sub two']]);
    expect(packLines([['a'], ['b'], ['c']], 2)).toEqual([['a', 'b'], ['c']]);
    expect(packLines([['a'], ['1', '2', '3'], ['b']], 2)).toEqual([['a'], ['1', '2'], ['3', 'b']]);
  });
});

describe('chapters', () => {
  it('prints YouTube timestamps', () => {
    expect(chapterStamp(0)).toBe('00:00');
    expect(chapterStamp(74)).toBe('01:14');
    expect(chapterStamp(3725)).toBe('1:02:05');
  });
  it.each(resolved.map((r) => [r.video.id, r] as const))(
    '%s: chapters follow YouTube rules, one per scene from 00:00',
    (_, r) => {
      expect(chapterProblems(r.timeline)).toEqual([]);
      const lines = chapterLines(r.timeline);
      expect(lines).toHaveLength(r.video.scenes.length);
      expect(lines[0]).toMatch(/^00:00 /);
    },
  );
  it('refuses a chapter shorter than 10 s', () => {
    const r = resolved[0];
    if (r === undefined) throw new Error('no video');
    const short = {
      ...r.timeline,
      chapters: [
        ...r.timeline.chapters.slice(0, 2),
        {
          title: 'x',
          from: (r.timeline.chapters[1]?.from ?? 0) + 30,
          startSeconds: (r.timeline.chapters[1]?.startSeconds ?? 0) + 1,
        },
      ],
    };
    expect(chapterProblems(short).join()).toMatch(/lasts 1 s; YouTube needs at least 10 s/);
  });
});

describe.each(resolved.map((r) => [r.video.id, r] as const))('sidecars of %s', (_, r) => {
  it('description: title, summary, the silent note, chapters, sources; ≤ 5,000 bytes; no < or >', () => {
    const text = buildDescription(r.video, r.timeline, r.references);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(maxDescriptionBytes);
    expect(text).not.toMatch(/[<>]/);
    expect(text.split('\n')[0]).toBe(r.video.title);
    expect(text).toContain(silentNote);
    for (const line of chapterLines(r.timeline)) expect(text).toContain(line);
    expect(text).toMatch(/https:\/\//);
    expect(text).not.toMatch(/\{[a-z]/); // every reference resolved
  });

  it('captions: every on-screen text enters when it first appears; cues never overlap; ≤ 2 lines of 42', () => {
    const cues = buildCues(r.timeline);
    for (let i = 1; i < cues.length; i++) expect(cues[i]?.startMs).toBeGreaterThanOrEqual(cues[i - 1]?.endMs ?? 0);
    for (const c of cues) {
      expect(c.lines.length).toBeLessThanOrEqual(2);
      for (const line of c.lines) expect(line.length).toBeLessThanOrEqual(42);
      expect(c.endMs).toBeGreaterThan(c.startMs);
    }
    const all = cues.flatMap((c) => c.lines).join(' ');
    for (const scene of r.timeline.scenes) for (const t of scene.texts) expect(all).toContain(t.text.split(' ')[0]);
    const firstAppearances = r.timeline.scenes.flatMap((s) =>
      s.texts.map((t) => Math.round((t.appear / r.timeline.fps) * 1000)),
    );
    const starts = new Set(cues.map((c) => c.startMs));
    for (const ms of firstAppearances) expect(starts.has(ms)).toBe(true);
  });

  it('captions: a text of at most two lines stands whole in one cue', () => {
    const cues = buildCues(r.timeline);
    for (const scene of r.timeline.scenes) {
      for (const t of scene.texts) {
        const lines = wrapCaption(t.text, rules.captionLineLength);
        if (lines.length > 2) continue;
        const holder = cues.find((c) => c.lines.join('\n').includes(lines.join('\n')));
        expect(holder, `${scene.id}: "${t.text}" split across cues`).toBeDefined();
      }
    }
  });

  it('SRT and VTT parse back (VTT with a strict parser) to the same cues', () => {
    const cues = buildCues(r.timeline);
    const srt = parseSrt({input: toSrt(cues)});
    expect(srt.captions).toHaveLength(cues.length);
    expect(srt.captions[0]?.startMs).toBe(cues[0]?.startMs);
    const vtt = new WebVTTParser().parse(toVtt(cues), 'subtitles');
    expect(vtt.errors).toEqual([]);
    expect(vtt.cues).toHaveLength(cues.length);
    expect(Math.round(vtt.cues[1].startTime * 1000)).toBe(cues[1]?.startMs);
  });

  it('facts.md lists every referenced number with its value, kind and source', () => {
    const facts = buildFacts(r.video, r.references);
    expect(facts).not.toContain('missing');
    expect(facts).toMatch(/\| `[a-z0-9.]+` \| .+ \| (spec|measured|derived|example) \|/i);
  });

  it('facts.md "Claims shown" lists every caption and every sourced label with its beat and source', () => {
    const facts = buildFacts(r.video, r.references);
    const claims = facts.slice(facts.indexOf('## Claims shown'));
    expect(claims.length).toBeGreaterThan(0);
    const captions = r.timeline.scenes.flatMap((scene) =>
      scene.texts.filter((t) => t.kind === 'caption').map((t) => ({t, scene})),
    );
    expect(captions.length).toBeGreaterThan(0);
    for (const {t, scene} of captions)
      expect(claims).toContain(`| ${t.text.replace(/\|/g, '\\|')} | ${scene.id}/${t.beatId} |`);
    const rows = claims
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| text') && !l.startsWith('|---'));
    for (const row of rows)
      expect(row, row).toMatch(/\| (\[.+\]\(https:\/\/.+\)|Fregly, AI Systems Performance Engineering .+|.+) \|$/);
    expect(rows.length).toBe(claimsShown(r.video, r.references).length);
  });

  it('the description lists the source of every claim shown, not only of the numbers', () => {
    const text = buildDescription(r.video, r.timeline, r.references);
    expect(text).toContain('Sources of the numbers and claims shown:');
    for (const c of claimsShown(r.video, r.references)) expect(text).toContain(claimSourceOf(c.source).title);
  });
});

it('the description names the book once for its advice, and a claim-only source such as the CUDA unified-memory guide', () => {
  const r = resolved.find((x) => x.video.id === 'grace-blackwell');
  if (r === undefined) throw new Error('missing');
  const text = buildDescription(r.video, r.timeline, r.references);
  expect(text.match(/Fregly, AI Systems Performance Engineering/g)?.length).toBeGreaterThanOrEqual(1);
  expect(text).toContain('Unified Memory: cudaMemPrefetchAsync, cudaMemAdvise');
});

it('the facts sheet of grace-blackwell shows the path race bound and its source', () => {
  const r = resolved.find((x) => x.video.id === 'grace-blackwell');
  if (r === undefined) throw new Error('missing');
  const facts = buildFacts(r.video, r.references);
  expect(facts).toContain('`race.graceTime` | ~257 ms');
  expect(facts).toContain('`path.graceOverC2c` | ~390 GB/s each way');
});
