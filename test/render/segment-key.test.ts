import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {model} from '../../src/model/model';
import {importClosure} from '../../src/render/import-closure';
import {hashProjectCode, segmentCodeEntries, segmentKey, type SegmentContext} from '../../src/render/segment-key';
import {checkDefinition, resolveVideo} from '../../src/timeline/resolve-video';
import type {Timeline} from '../../src/timeline/timeline-types';
import type {VideoInput} from '../../src/script/schema';

const found = videos.find((v) => v.script.id === 'grace-blackwell');
if (found === undefined) throw new Error('missing');
const definition = found;

function timelineWith(edit: (script: VideoInput) => void): Timeline {
  const script = structuredClone(definition.script) as VideoInput;
  edit(script);
  const result = checkDefinition({...definition, script});
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.timeline;
}

const context: SegmentContext = {
  codeHash: 'code',
  references: resolveVideo(definition).references,
  settings: {theme: 'dark', scale: 1, fps: 30, crf: 18},
  remotionVersion: '4.0.529',
  browserVersion: 'Chromium 156',
};
const keys = (t: Timeline, c: SegmentContext = context) => t.scenes.map((s) => segmentKey(t, s, c));
/** A scene's place in the video, found by its id: tests name scenes, never positions. */
const sceneIndex = (id: string) => {
  const i = resolveVideo(definition).timeline.scenes.findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`grace-blackwell has no scene ${id}`);
  return i;
};

describe('segment keys', () => {
  const base = timelineWith(() => undefined);

  it('are stable: the same inputs give the same keys', () => {
    expect(keys(base)).toEqual(keys(timelineWith(() => undefined)));
    expect(new Set(keys(base)).size).toBe(base.scenes.length);
  });

  it('a one-caption edit changes exactly one scene key (a scene the next scene does not continue)', () => {
    const alone = base.scenes.findIndex(
      (s, i) => base.scenes[i + 1]?.entrance === null || i === base.scenes.length - 1,
    );
    const scene = base.scenes[alone];
    if (scene === undefined) throw new Error('every scene is continued by the next');
    const edited = timelineWith((s) => {
      const beat = s.scenes.find((x) => x.id === scene.id)?.beats.at(-1);
      if (beat === undefined) throw new Error(`no beat in ${scene.id}`);
      beat.caption = {
        text: 'An edited caption on a picture that ends here',
        source: 'book: Chapter 2, The CPU and GPU Superchip',
      };
    });
    const changed = keys(base).map((k, i) => k !== keys(edited)[i]);
    expect(changed.filter(Boolean)).toHaveLength(1);
    expect(changed[sceneIndex(scene.id)]).toBe(true);
  });

  it('an edit to a scene that the next scene continues (its entrance starts from that picture) changes both keys', () => {
    const continuing = base.scenes.findIndex((s) => s.entrance !== null);
    expect(continuing).toBeGreaterThan(0);
    const edited = timelineWith((s) => {
      const previous = s.scenes[continuing - 1];
      const last = previous?.beats.at(-1);
      if (last === undefined) throw new Error('no beat');
      last.caption = {
        text: 'An edited caption on the picture that carries over',
        source: 'book: Chapter 2, The CPU and GPU Superchip',
      };
    });
    const changed = keys(base).map((k, i) => k !== keys(edited)[i]);
    expect(changed.flatMap((c, i) => (c ? [i] : []))).toEqual([continuing - 1, continuing]);
  });

  it('moving a beat inside a scene changes that scene and the scenes after it (the progress bar steps move)', () => {
    const edited = timelineWith((s) => {
      const beat = s.scenes.find((x) => x.id === 'grace-cpu')?.beats.find((b) => b.id === 'job');
      if (beat === undefined) throw new Error('no beat job in grace-cpu');
      beat.at += 0.5;
    });
    const changed = keys(base).map((k, i) => k !== keys(edited)[i]);
    const at = sceneIndex('grace-cpu');
    expect(changed.slice(0, at).some(Boolean)).toBe(false);
    expect(changed.slice(at).every(Boolean)).toBe(true);
  });

  it('changes with every other input: code, references, settings, versions', () => {
    const variants: SegmentContext[] = [
      {...context, codeHash: 'other'},
      {...context, references: {...context.references, 'race.readSize': {...model['gb200.gpuHbm']!, value: 1}}},
      {...context, settings: {...context.settings, theme: 'light'}},
      {...context, settings: {...context.settings, crf: 20}},
      {...context, remotionVersion: '4.0.530'},
      {...context, browserVersion: 'Chromium 157'},
    ];
    const c2c = sceneIndex('nvlink-c2c');
    for (const v of variants) expect(keys(base, v)[c2c]).not.toBe(keys(base)[c2c]);
  });

  it('the code hash follows imports: covers the model data and the encoder, ignores scene scripts, other videos and the command-line tools', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codehash-'));
    const files: Record<string, string> = {
      'src/index.ts': "import {v} from '../compositions/index';\nexport {model} from './model/data';",
      'src/model/data.ts': 'export const model = 1;',
      'compositions/index.ts': "import './v';\nimport './w/Scene';",
      'compositions/v/index.tsx':
        "import {script} from './script';\nimport {Scene} from './Scene';\nimport React from 'react';",
      'compositions/v/script.ts': 'export const script = 1;',
      'compositions/v/Scene.tsx': 'export const Scene = 1;',
      'compositions/w/Scene.tsx': 'export const Scene = 2;',
      'src/render/render-segmented.ts': "import {args} from './encode-settings';",
      'src/render/encode-settings.ts': 'export const args = [];',
      'src/cli/render.ts': "import '../render/render-segmented';",
      'assets/a.txt': 'x',
      'package-lock.json': '{}',
    };
    for (const [f, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, f)), {recursive: true});
      fs.writeFileSync(path.join(root, f), text);
    }
    const changes = (file: string, text: string, videoId = 'v') => {
      const before = hashProjectCode(root, videoId);
      fs.writeFileSync(path.join(root, file), text);
      return hashProjectCode(root, videoId) !== before;
    };
    expect(changes('compositions/v/script.ts', 'export const script = 2;')).toBe(false);
    expect(changes('compositions/w/Scene.tsx', 'export const Scene = 3;')).toBe(false);
    expect(changes('src/cli/render.ts', "import '../render/render-segmented'; // edited")).toBe(false);
    expect(changes('src/model/data.ts', 'export const model = 2;')).toBe(true);
    expect(changes('compositions/v/Scene.tsx', 'export const Scene = 4;')).toBe(true);
    expect(changes('src/render/encode-settings.ts', "export const args = ['-crf'];")).toBe(true);
    expect(changes('assets/a.txt', 'y')).toBe(true);
    expect(changes('compositions/w/Scene.tsx', 'export const Scene = 5;', 'w')).toBe(true);
    // an import that resolves to no file is an error, never a silently smaller key
    fs.writeFileSync(path.join(root, 'src/model/data.ts'), "import './missing';");
    expect(() => hashProjectCode(root, 'v')).toThrow(
      'import closure: src/model/data.ts imports ./missing, which is no file',
    );
  });

  it("the real project's code hash covers the encoder and the drawings but not the command-line tools", () => {
    const closure = importClosure(process.cwd(), segmentCodeEntries);
    expect(closure).toEqual(
      expect.arrayContaining([
        'src/render/encode-settings.ts',
        'src/render/render-video.ts',
        'src/Root.tsx',
        'src/model/model.ts',
        'compositions/inside-the-sm/script.ts',
        'src/visual/tokens.ts',
      ]),
    );
    expect(closure.filter((f) => /^src\/(cli|upload|audit)\//.test(f))).toEqual([]);
  });
});
