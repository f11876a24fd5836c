// The Remotion CLI (`npx remotion render|still|compositions|studio`) evaluates remotion.config.ts
// in Node before it bundles or starts a browser; this runs `npm run check -- --quiet` there, so
// a broken script or model stops it with the same lines `npm run check` prints, and no banner,
// code frame or stack around them (README, Troubleshooting).
import {spawnSync} from 'node:child_process';
import path from 'node:path';
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
  return resolveBrowserOrExit(projectRoot).origin === 'remotion-download' ? problemsOf(projectRoot, 'src/cli/ensure-browser.ts') : undefined;
}

function problemsOf(projectRoot: string, cli: string, ...args: string[]): string | undefined {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, cli), ...args], {
    cwd: projectRoot, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'},
  });
  if (result.status === 0) return undefined;
  const out = `${result.stdout}${result.stderr}`.trim();
  return out === '' ? `✖ ${cli} failed (${result.error?.message ?? `exit ${String(result.status ?? result.signal)}`})` : out;
}

/** Exits 1 with the check's lines when a bundling Remotion command would start on a broken script or model, or without a browser. */
export function validateBeforeBundle(argv: readonly string[] = process.argv, projectRoot: string = process.cwd()): void {
  const command = remotionCommand(argv);
  if (command === undefined || !bundlingCommands.has(command)) return;
  const problems = scriptProblems(projectRoot) ?? (browserCommands.has(command) ? browserProblems(projectRoot) : undefined);
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
