import path from 'node:path';
import ts from 'typescript';

/**
 * Every file but a fixture parsed once per worker (the same text gives the same syntax tree):
 * each fixture is compiled twice, and several fixtures import the same scripts, React and
 * Remotion declarations. Each program still type-checks everything itself.
 */
const parsed = new Map<string, ts.SourceFile>();

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
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    if (path.resolve(file) === fixture) return getSourceFile(file, languageVersion, onError, shouldCreate);
    const key = `${JSON.stringify(languageVersion)}:${path.resolve(file)}`;
    let source = parsed.get(key);
    if (source === undefined) {
      source = getSourceFile(file, languageVersion, onError, shouldCreate);
      if (source !== undefined) parsed.set(key, source);
    }
    return source;
  };
  const program = ts.createProgram([fixture], {...config.options, noEmit: true}, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file !== undefined && path.resolve(d.file.fileName) === fixture)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 160));
}
