// The Remotion CLI (`npx remotion render|still|compositions|studio`) evaluates remotion.config.ts
// in Node before it bundles or starts a browser; this runs `npm run check -- --quiet` there, so
// a broken script or model stops it with the same lines `npm run check` prints, and no banner,
// code frame or stack around them (README, Troubleshooting).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {compositionPropsSchema} from '../composition-props';
import {resolveBrowser, type BrowserChoice} from '../render/resolve-browser';

/** The Remotion CLI commands that bundle the project (help, versions, browser … do not). */
const bundlingCommands = new Set(['render', 'still', 'compositions', 'studio', 'preview', 'benchmark']);
/** Those that open a browser at once (Studio opens one only when asked to render). */
const browserCommands = new Set(['render', 'still', 'compositions', 'benchmark']);

/** The command of a Remotion CLI invocation: its first argument that is not an option. */
export function remotionCommand(argv: readonly string[]): string | undefined {
  return argv.slice(2).find((a) => !a.startsWith('-'));
}

/**
 * The lines to print when the scripts or the model do not pass, else undefined. The check runs
 * in a child Node process (tsx), because the config is bundled by esbuild and evaluated
 * synchronously: a syntax error in a script must not break the config's own bundling.
 */
export function scriptProblems(projectRoot: string): string | undefined {
  return problemsOf(projectRoot, 'src/cli/check.ts', '--quiet');
}

/**
 * When no browser is on this machine, Remotion's download done in a child process, so that a
 * failed one (no network) is the one no-browser sentence instead of Remotion's stack trace.
 */
export function browserProblems(projectRoot: string): string | undefined {
  return resolveBrowserOrExit(projectRoot).origin === 'remotion-download'
    ? problemsOf(projectRoot, 'src/cli/ensure-browser.ts')
    : undefined;
}

function problemsOf(projectRoot: string, cli: string, ...args: string[]): string | undefined {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, cli), ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  if (result.status === 0) return undefined;
  const out = `${result.stdout}${result.stderr}`.trim();
  return out === ''
    ? `✖ ${cli} failed (${result.error?.message ?? `exit ${String(result.status ?? result.signal)}`})`
    : out;
}

/** The value of `--props` (`--props X` or `--props=X`), if given. */
function propsArgument(argv: readonly string[]): string | undefined {
  for (const [i, a] of argv.entries()) {
    if (a === '--props') return argv[i + 1] ?? '';
    if (a.startsWith('--props=')) return a.slice('--props='.length);
  }
  return undefined;
}

/**
 * What is wrong with `--props` (inline JSON or a JSON file, merged by Remotion over the
 * compositions' defaults), in one sentence naming the prop and its allowed values; else undefined.
 * Remotion itself would start Chromium and fail inside the page with a stack.
 */
export function propsProblem(argv: readonly string[], cwd: string = process.cwd()): string | undefined {
  const text = propsArgument(argv);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    const file = path.resolve(cwd, text);
    value = JSON.parse(text.trim().startsWith('{') || !fs.existsSync(file) ? text : fs.readFileSync(file, 'utf8'));
  } catch {
    return `✖ --props must be a JSON object or a JSON file, such as --props '{"theme":"light"}'; got ${JSON.stringify(text)}`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `✖ --props must be a JSON object, such as --props '{"theme":"light"}'; got ${JSON.stringify(text)}`;
  const result = compositionPropsSchema.partial().safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? 'props';
  return `✖ --props: ${field} ${JSON.stringify((value as Record<string, unknown>)[String(issue?.path[0])])} is refused: ${issue?.message ?? 'invalid'}`;
}

/** Exits 1 with the check's lines when a bundling Remotion command would start on a broken script or model, or without a browser. */
export function validateBeforeBundle(
  argv: readonly string[] = process.argv,
  projectRoot: string = process.cwd(),
): void {
  const command = remotionCommand(argv);
  if (command === undefined || !bundlingCommands.has(command)) return;
  const problems =
    propsProblem(argv, projectRoot) ??
    scriptProblems(projectRoot) ??
    (browserCommands.has(command) ? browserProblems(projectRoot) : undefined);
  if (problems === undefined) return;
  process.stderr.write(`${problems}\n`);
  process.exit(1);
}

/** The browser choice for the config, or exit 1 with its one line (REMOTION_BROWSER_EXECUTABLE naming no file). */
export function resolveBrowserOrExit(projectRoot: string = process.cwd()): BrowserChoice {
  try {
    return resolveBrowser(projectRoot);
  } catch (error) {
    process.stderr.write(`✖ ${(error as Error).message}\n`);
    process.exit(1);
  }
}
