// A model rule broken in a data file throws while the file is imported, before its entry has a
// key: `make()` sees "a bandwidth written as 100 GB/s", `ratio()` sees two conventions. The
// command-line tools name the entry the way `mergeModel` does (`links.nvlink5.perLink.convention`)
// from where the throwing expression is written: the first stack frame in a project file outside
// the model's own helpers, the key on that line (`'c2c.vsPcie': ratio(…)`) or the key that
// exports the constant declared there (`const nvlinkPerLink = make(…)` … `'nvlink5.perLink':
// nvlinkPerLink`), inside the exported object that names the group (`export const links = {`).
import fs from 'node:fs';
import path from 'node:path';

/** The rule each kind of model error breaks (the schema's own issues name theirs). */
const ruleOf: Record<string, string> = {ConventionError: 'conventions', UnitMismatchError: 'dimensions'};

const modelHelpers = /[/\\]src[/\\]model[/\\](derive|make-quantity|quantity|units|format)\.ts$/;

type Frame = {file: string; line: number};

/** Where a model error was written, as `{file, line}` of the first project frame outside the model's helpers. */
export function writtenAt(stack: string, projectRoot: string): Frame | undefined {
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+\.tsx?):(\d+):\d+\)?/g)) {
    const file = (match[1] ?? '').replace(/^file:\/\//, '');
    if (
      !file.startsWith(projectRoot + path.sep) ||
      file.includes(`${path.sep}node_modules${path.sep}`) ||
      modelHelpers.test(file)
    )
      continue;
    return {file, line: Number(match[2])};
  }
  return undefined;
}

/** The model key written at a line (`links.nvlink5.perLink`), or the constant declared there when no key exports it. */
export function entryAt(source: string, line: number): string | undefined {
  const lines = source.split('\n');
  const keyOf = (l: string | undefined) => /['"]([\w.-]+)['"]\s*:/.exec(l ?? '')?.[1];
  let keyLine = line - 1;
  let key = keyOf(lines[keyLine]);
  if (key === undefined) {
    const constant = /\b(?:const|let)\s+(\w+)\s*=/.exec(lines[keyLine] ?? '')?.[1];
    if (constant === undefined) return undefined;
    const exporting = new RegExp(`['"][\\w.-]+['"]\\s*:\\s*${constant}\\s*(,|}|$)`);
    keyLine = lines.findIndex((l) => exporting.test(l));
    key = keyOf(lines[keyLine]);
    if (key === undefined) return `const ${constant}`;
  }
  const group = lines
    .slice(0, keyLine + 1)
    .reverse()
    .map((l) => /^export const (\w+)\s*=/.exec(l)?.[1])
    .find((g) => g !== undefined);
  return group === undefined ? key : `${group}.${key}`;
}

/**
 * One line naming the model entry and the rule for an error a data file threw on import, or
 * undefined when the error is not a model rule (a syntax error, a script error).
 *
 * @example "model: links.c2c.vsPcie: cannot compare each-way with both-ways (rule: conventions) — src/model/data/links.ts:31"
 */
export function modelErrorLine(error: unknown, projectRoot: string): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const entryError = error as Error & {issues?: readonly {field: string; message: string}[]; writtenAs?: string};
  const rule = ruleOf[error.name];
  if (entryError.issues === undefined && rule === undefined) return undefined;
  const at = writtenAt(error.stack ?? '', projectRoot);
  const entry = at === undefined ? undefined : entryAt(fs.readFileSync(at.file, 'utf8'), at.line);
  const where = at === undefined ? '' : ` — ${path.relative(projectRoot, at.file)}:${at.line}`;
  if (entryError.issues === undefined)
    return `model: ${entry === undefined ? '' : `${entry}: `}${error.message} (rule: ${rule})${where}`;
  // `links.nvlink5.perLink.convention` as mergeModel names it; a constant no key exports keeps what was written
  const field = (f: string) =>
    entry !== undefined && entry.includes('.') ? `${entry}.${f}` : `${entry ?? entryError.writtenAs}: ${f}`;
  return `model: ${entryError.issues.map((i) => `${field(i.field)}: ${i.message}`).join('; ')}${where}`;
}
