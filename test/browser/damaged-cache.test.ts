import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {defaultImageFormat} from '../../src/render/encode-settings';
import {renderSegmented, type SegmentedJob} from '../../src/render/render-segmented';
import {SegmentCache} from '../../src/render/segment-cache';
import {segmentKey} from '../../src/render/segment-key';
import {sha256File} from '../../src/render/files';
import type {Timeline} from '../../src/timeline/timeline-types';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {sharedScheduler} from './session';

// Issue #29 with a real cache: nvlink-nvswitch's two cheapest scenes, title and recap, rendered
// through the segment pipeline into a temporary cache, then the title's entry damaged three
// ways; each time the render must say so by scene, set the entry aside and give back the clean
// render's bytes. Each scene is cut to 30 frames around its first hold (a few captures, then
// stillness): the whole scenes took 65 s clean and 26 s per repair on the shared 2-core machine.
const definition = videos.find((v) => v.script.id === 'nvlink-nvswitch');
if (definition === undefined) throw new Error('nvlink-nvswitch is not registered');
const {timeline: full, references} = resolveVideo(definition);
const piece = (id: string) => {
  const scene = full.scenes.find((s) => s.id === id);
  if (scene === undefined) throw new Error(`nvlink-nvswitch has no scene ${id}`);
  const hold = full.holds.find((h) => h.from >= scene.from + 10 && h.from + 20 <= scene.to) ?? {from: scene.from + 10};
  return {...scene, from: hold.from - 10, to: hold.from + 20, durationInFrames: 30};
};
const scenes = [piece('title'), piece('recap')];
const short: Timeline = {...full, scenes, durationInFrames: scenes.reduce((t, s) => t + s.durationInFrames, 0)};
const [title, recap] = scenes as [Timeline['scenes'][number], Timeline['scenes'][number]];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'damaged-cache-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
const warnings: string[] = [];
const cache = new SegmentCache(path.join(dir, 'cache'), undefined, (line) => warnings.push(line));
const context = {
  codeHash: 'damaged-cache-test',
  references,
  settings: {crf: 18},
  remotionVersion: 'test',
  browserVersion: 'test',
};
const job = (output: string): SegmentedJob => ({
  compositionId: 'nvlink-nvswitch',
  timeline: short,
  props: {theme: 'dark', fps: 30},
  scale: 1,
  everyFrame: false,
  concurrency: 1,
  encode: {crf: 18, preset: 'veryfast', imageFormat: defaultImageFormat},
  output,
  cache,
  context,
});
const render = async (name: string) => {
  const output = path.join(dir, 'out', `${name}.mp4`);
  fs.mkdirSync(path.dirname(output), {recursive: true});
  warnings.length = 0;
  const result = await renderSegmented(await sharedScheduler(), job(output), () => undefined);
  return {...result, sha256: sha256File(output), warnings: [...warnings]};
};

const titleKey = segmentKey(short, title, context);
const recapKey = segmentKey(short, recap, context);
const record = (key: string) => path.join(cache.dir, `${key}.json`);
const aside = () =>
  fs.existsSync(path.join(cache.dir, 'damaged')) ? fs.readdirSync(path.join(cache.dir, 'damaged')).sort() : [];

describe('a damaged entry in a real segment cache', () => {
  let clean = '';

  it('a clean render stores both scenes; a second one reuses them, byte for byte', async () => {
    const cold = await render('clean');
    expect(cold.rendered).toEqual(['title', 'recap']);
    clean = cold.sha256;
    const warm = await render('warm');
    expect(warm).toMatchObject({reused: ['title', 'recap'], rendered: [], sha256: clean, warnings: []});
  });

  const damages: [string, () => void, RegExp][] = [
    [
      'its segment MP4 truncated',
      () => fs.truncateSync(cache.videoPath(titleKey), 4096),
      /its MP4 has \d+ bytes, its record says \d+/,
    ],
    [
      'its record replaced by JSON null',
      () => fs.writeFileSync(record(titleKey), 'null'),
      /its record is not an entry \(null\)/,
    ],
    [
      "the recap's entry copied under its key, the record made to match",
      () => {
        fs.copyFileSync(cache.videoPath(recapKey), cache.videoPath(titleKey));
        const copied = JSON.parse(fs.readFileSync(record(recapKey), 'utf8')) as Record<string, unknown>;
        fs.writeFileSync(record(titleKey), JSON.stringify({...copied, key: titleKey, frames: title.durationInFrames}));
      },
      /its MP4 was made for another key \([0-9a-f]{12}…\)/,
    ],
  ];

  for (const [index, [what, damage, problem]] of damages.entries()) {
    it(`the title's entry with ${what}: reported by scene, set aside, re-rendered to the clean bytes`, async () => {
      expect(clean).not.toBe('');
      fs.rmSync(path.join(cache.dir, 'damaged'), {recursive: true, force: true});
      damage();
      const repaired = await render(`repaired-${index}`);
      expect(repaired.warnings).toHaveLength(1);
      expect(repaired.warnings[0]).toMatch(
        new RegExp(`^Segment cache: scene title: ${problem.source}; re-rendering\\.$`),
      );
      expect(aside()).toEqual([`${titleKey}.json`, `${titleKey}.mp4`]);
      expect(repaired).toMatchObject({rendered: ['title'], reused: ['recap'], sha256: clean});
    });
  }
});
