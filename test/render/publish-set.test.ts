import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {finishInterruptedPublishes, openStaging, publishUnderWay} from '../../src/render/publish-outputs';
import {interruptedSentence, segmentCacheFor} from '../../src/render/render-command';
import {projectRoot} from '../../src/render/render-session';

const names = ['v.mp4', 'thumbnail.png', 'captions.srt', 'manifest.json'];
const contents = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((f) => [
        f,
        fs.statSync(path.join(dir, f)).isDirectory() ? 'dir' : fs.readFileSync(path.join(dir, f), 'utf8'),
      ]),
  );
const oldSet = (dir: string) => {
  fs.mkdirSync(dir, {recursive: true});
  for (const name of names) fs.writeFileSync(path.join(dir, name), `old ${name}`);
};

describe('a set is published as a set (#46)', () => {
  for (const after of [1, 2, 3]) {
    it(`a render SIGKILLed after ${after} of the 4 publish renames: the next start finishes the new set, never a mixture`, () => {
      const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'publish-set-')), 'video');
      oldSet(dir);
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'test/render/fixtures/publish-and-die.ts', dir, String(after)],
        {cwd: projectRoot, encoding: 'utf8'},
      );
      expect(child.signal).toBe('SIGKILL');
      // the killed render left the mixture behind its journal, which says a publish is under way
      const left = contents(dir);
      expect(Object.keys(left).filter((f) => f.startsWith('.publish-'))).toHaveLength(1);
      expect(names.filter((n) => left[n] === `new ${n}`)).toHaveLength(after);
      expect(publishUnderWay(dir)).toBeUndefined(); // its process is gone
      // the next render's start (or the upload's check) finishes it and says what it published
      const lines: string[] = [];
      openStaging(dir, (l) => lines.push(l)).discard();
      expect(contents(dir)).toEqual(Object.fromEntries(names.map((n) => [n, `new ${n}`]).sort()));
      expect(lines).toEqual([
        `${dir}: finished publishing v.mp4, thumbnail.png, captions.srt, manifest.json (render ${child.pid} was stopped in the middle of publishing this set)`,
      ]);
    }, 60_000);
  }

  it('a render killed before its journal (while staging) publishes nothing: the old set stays whole', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'publish-set-')), 'video');
    oldSet(dir);
    fs.mkdirSync(path.join(dir, '.render-999999999'));
    fs.writeFileSync(path.join(dir, '.render-999999999', 'v.mp4'), 'new v.mp4');
    expect(finishInterruptedPublishes(dir)).toEqual([]);
    openStaging(dir).discard();
    expect(contents(dir)).toEqual(Object.fromEntries(names.map((n) => [n, `old ${n}`]).sort()));
  });

  it('an interrupted render says exactly what it published', () => {
    expect(interruptedSentence([])).toBe(
      'Render interrupted: no partial file was published; earlier outputs are untouched.',
    );
    expect(interruptedSentence(['out/grace-blackwell/ (grace-blackwell.mp4, its sidecars and manifest.json)'])).toBe(
      'Render interrupted after publishing out/grace-blackwell/ (grace-blackwell.mp4, its sidecars and manifest.json); nothing else was published, other earlier outputs are untouched.',
    );
  });
});

describe('--draft and the segment cache (#46)', () => {
  it('a draft render neither reads nor stores cached segments, and says so; the default render uses the cache', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'draft-cache-'));
    expect(segmentCacheFor({cache: true, draft: true}, dir)).toEqual({
      cache: undefined,
      note: '--draft: every scene is rendered fresh, none read from or stored in the segment cache (draft captures are not reproducible from run to run).',
    });
    expect(segmentCacheFor({cache: false, draft: false}, dir)).toEqual({cache: undefined});
    expect(segmentCacheFor({cache: true, draft: false}, dir).cache?.dir).toBe(dir);
  });
});
