// The scene-end record (src/visual/scene-end.ts): computed once per set of values, read only as
// its own scene's end or the end of the scene just before the reader, typed by the script.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fixtureTypeErrors} from '../types/fixture-type-errors';
import type {Quantity} from '../../src/model/quantity';
import type {References} from '../../src/script/references';
import {defineSceneEnd, readOwnEnd, readPreviousEnd} from '../../src/visual/scene-end';

const quantity = (value: number) => ({value}) as unknown as Quantity;
const values: References = {'gb200.gpus': quantity(2), 'grace.cores': quantity(72)};
const scenes = ['title', 'grace-cpu', 'nvlink-c2c', 'dual-die-gpu'];

describe('scene-end record', () => {
  it('is computed once per set of values, from those values, and the same record is read by both scenes', () => {
    let computed = 0;
    const end = defineSceneEnd('video', 'nvlink-c2c', (value: (key: string) => number) => {
      computed++;
      return {gpus: Array.from({length: value('gb200.gpus')}, (_, i) => ({x: 100 * i, y: 0, w: 90, h: 50}))};
    });
    const own = readOwnEnd(end, 'nvlink-c2c', values);
    const next = readPreviousEnd(end, scenes, 'dual-die-gpu', values);
    expect(next).toBe(own);
    expect(own.gpus).toHaveLength(2);
    expect(computed).toBe(1);
    const other: References = {...values, 'gb200.gpus': quantity(4)};
    expect(readOwnEnd(end, 'nvlink-c2c', other).gpus).toHaveLength(4);
    expect(computed).toBe(2);
  });

  it('names the scene and the key when it reads a value the video does not have', () => {
    const end = defineSceneEnd('video', 'grace-cpu', (value: (key: string) => number) => value('grace.core'));
    expect(() => readOwnEnd(end, 'grace-cpu', values)).toThrow(
      'video: the end of scene grace-cpu reads unknown value grace.core',
    );
  });

  it('refuses the end of any scene but the reader own or the one just before it, naming both', () => {
    const end = defineSceneEnd('video', 'grace-cpu', () => 1);
    expect(readPreviousEnd(end, scenes, 'nvlink-c2c', values)).toBe(1);
    expect(() => readPreviousEnd(end, scenes, 'dual-die-gpu', values)).toThrow(
      'video: scene dual-die-gpu reads the end of grace-cpu, but the scene before it is nvlink-c2c',
    );
    expect(() => readPreviousEnd(end, scenes, 'title', values)).toThrow(
      'video: scene title has no previous scene, yet reads the end of grace-cpu',
    );
    expect(() => readOwnEnd(end, 'nvlink-c2c', values)).toThrow(
      'video: scene nvlink-c2c draws from the end of another scene, grace-cpu',
    );
  });
});

const fixture = path.resolve('test/visual/scene-end.typecheck.ts');
const directive = /^\s*\/\/ @ts-expect-error.*$/;

const typeErrors = (text?: string) => fixtureTypeErrors(fixture, text);

describe('scene-end record types', () => {
  it('a wrong scene, a wrong previous scene, an unknown value key or field is a tsc error; the rest compiles', () => {
    const source = fs.readFileSync(fixture, 'utf8');
    const directives = source.split('\n').filter((line) => directive.test(line)).length;
    expect(directives).toBe(7);
    expect(typeErrors()).toEqual([]);
    const stripped = source
      .split('\n')
      .map((line) => (directive.test(line) ? '' : line))
      .join('\n');
    expect(typeErrors(stripped)).toHaveLength(directives);
  }, 120_000);
});
