import path from 'node:path';
import ts from 'typescript';

/**
 * Type errors of one fixture file, compiled with the project's tsconfig options, optionally with
 * its text replaced (to prove each `@ts-expect-error` line is an error on its own).
 */
export function fixtureTypeErrors(fixture: string, text?: string): string[] {
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
