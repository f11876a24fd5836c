// The Remotion CLI (`npx remotion render|still|compositions|studio`) evaluates remotion.config.ts
// in Node before it bundles or starts a browser; this runs `npm run check -- --quiet` there, so
// a broken script or model stops it with the same lines `npm run check` prints, and no banner,
// code frame or stack around them (README, Troubleshooting).
import {spawnSync} from 'node:child_process';
import path from 'node:path';

/** The Remotion CLI commands that bundle the project (help, versions, browser … do not). */
const bundlingCommands = new Set(['render', 'still', 'compositions', 'studio', 'preview', 'benchmark']);

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
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src/cli/check.ts'), '--quiet'], {
    cwd: projectRoot, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0', NODE_OPTIONS: ''},
  });
  if (result.status === 0) return undefined;
  const out = `${result.stdout}${result.stderr}`.trim();
  return out === '' ? `✖ the scripts could not be checked (${result.error?.message ?? `exit ${String(result.status ?? result.signal)}`})` : out;
}

/** Exits 1 with the check's lines when a bundling Remotion command would start on a broken script or model. */
export function validateBeforeBundle(argv: readonly string[] = process.argv, projectRoot: string = process.cwd()): void {
  const command = remotionCommand(argv);
  if (command === undefined || !bundlingCommands.has(command)) return;
  const problems = scriptProblems(projectRoot);
  if (problems === undefined) return;
  process.stderr.write(`${problems}\n`);
  process.exit(1);
}
