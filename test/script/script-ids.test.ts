import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fixtureTypeErrors} from '../types/fixture-type-errors';

const fixture = path.resolve('test/types/script-ids.typecheck.tsx');
const directive = /^\s*(\/\/ @ts-expect-error.*|\{\/\* @ts-expect-error.*\*\/\})$/;

const typeErrors = (text?: string) => fixtureTypeErrors(fixture, text);

describe('ids are types', () => {
  const source = fs.readFileSync(fixture, 'utf8');
  const directives = source.split('\n').filter((line) => directive.test(line)).length;

  it('every misspelt scene, beat, text, value, scene map, part and chart table in the fixture is a tsc error, and the rest compiles', () => {
    expect(directives).toBe(13);
    expect(typeErrors()).toEqual([]);
    const stripped = source
      .split('\n')
      .map((line) => (directive.test(line) ? '' : line))
      .join('\n');
    expect(typeErrors(stripped)).toHaveLength(directives);
  }, 120_000);
});
