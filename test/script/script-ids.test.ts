import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const fixture = path.resolve('test/types/script-ids.typecheck.tsx');
const directive = /^\s*(\/\/ @ts-expect-error.*|\{\/\* @ts-expect-error.*\*\/\})$/;

/** Type errors of the fixture, compiled with the project's options, optionally with its text replaced. */
function typeErrors(text?: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.resolve('tsconfig.json'),
    {},
    {...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined},
  );
  if (config === undefined) throw new Error('tsconfig.json did not parse');
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => (text !== undefined && path.resolve(file) === fixture ? text : read(file));
  const program = ts.createProgram([fixture], {...config.options, noEmit: true}, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file !== undefined && path.resolve(d.file.fileName) === fixture)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 160));
}

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
