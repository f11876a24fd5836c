// Remotion's own CLI refuses a broken script before it bundles or starts a browser, with the lines
// `npm run check -- --quiet` prints: a real `remotion compositions` run in a temporary copy of the
// project (its real remotion.config.ts) with one script broken.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {propsProblem, remotionCommand} from '../../src/cli/validate-before-bundle';

const root = path.resolve(import.meta.dirname, '../..');
const script = 'compositions/nvlink-nvswitch/script.ts';
let copy = '';

/** `remotion compositions` in the copy with the script edited, its exit code and output lines. */
function compositionsWith(edit: (source: string) => string): {status: number | null; lines: string[]} {
  const original = fs.readFileSync(path.join(root, script), 'utf8');
  fs.writeFileSync(path.join(copy, script), edit(original));
  const r = spawnSync(path.join(root, 'node_modules/.bin/remotion'), ['compositions'], {
    cwd: copy,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
    timeout: 120_000,
  });
  return {status: r.status, lines: `${r.stdout}${r.stderr}`.trim().split('\n')};
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'remotion-cli-refuses-'));
  for (const entry of ['remotion.config.ts', 'tsconfig.json', 'package.json', 'src', 'compositions', 'assets']) {
    fs.cpSync(path.join(root, entry), path.join(copy, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
});
afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));

describe('npx remotion compositions on a broken script', () => {
  it('a rule broken: the check lines, exit 1, no bundle, no stack', () => {
    const r = compositionsWith((s) => s.replace("text: 'NVLink and NVSwitch'", "text: 'NVLink {nvlink5}'"));
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([
      '✖ 1 of 3 scripts have errors: nvlink-nvswitch (1 error)',
      expect.stringMatching(
        /^ {2}nvlink-nvswitch: scenes\[0\]\.beats\[0\]\.labels\[0\]\.text: \{nvlink5\} is a group, not a quantity: use one of .*\(rule: references resolve\)$/,
      ),
    ]);
  }, 120_000);

  it('a syntax error: one line naming file:line:col, exit 1', () => {
    const r = compositionsWith((s) => s.replace("text: 'NVLink and NVSwitch',", "text: 'NVLink and NVSwitch',,"));
    expect(r.status).toBe(1);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatch(
      /^✖ a script or the model could not be loaded: .*compositions\/nvlink-nvswitch\/script\.ts:\d+:\d+/,
    );
  }, 120_000);
});

describe('npx remotion render|still with bad --props (#46)', () => {
  it('a theme outside the palette: one line naming the prop and its values, exit 1, before Chromium starts', () => {
    const r = spawnSync(
      path.join(root, 'node_modules/.bin/remotion'),
      ['still', 'nvlink-nvswitch', '--props', '{"theme":"sepia"}', path.join(copy, 'x.png')],
      {cwd: copy, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}, timeout: 120_000},
    );
    expect(r.status).toBe(1);
    expect(`${r.stdout}${r.stderr}`.trim().split('\n')).toEqual([
      '✖ --props: theme "sepia" is refused: theme must be "dark" or "light"',
    ]);
    expect(fs.existsSync(path.join(copy, 'x.png'))).toBe(false);
  }, 120_000);

  it('every form: inline or =, a file, not JSON, not an object; good props pass', () => {
    const argv = (...a: string[]) => ['node', 'remotion', 'render', 'grace-blackwell', ...a];
    expect(propsProblem(argv('--props={"fps":25}'))).toBe('✖ --props: fps 25 is refused: fps must be 24, 30 or 60');
    const file = path.join(copy, 'props.json');
    fs.writeFileSync(file, '{"theme":"sepia"}');
    expect(propsProblem(argv('--props', file))).toBe(
      '✖ --props: theme "sepia" is refused: theme must be "dark" or "light"',
    );
    expect(propsProblem(argv('--props', 'nope'))).toBe(
      '✖ --props must be a JSON object or a JSON file, such as --props \'{"theme":"light"}\'; got "nope"',
    );
    expect(propsProblem(argv('--props', '[1]'))).toBe(
      '✖ --props must be a JSON object, such as --props \'{"theme":"light"}\'; got "[1]"',
    );
    expect(propsProblem(argv('--props', '{"theme":"light","fps":60}'))).toBeUndefined();
    expect(propsProblem(argv())).toBeUndefined();
  });
});

describe('remotionCommand', () => {
  it('is the first argument that is not an option', () => {
    expect(remotionCommand(['node', 'remotion', 'render', 'grace-blackwell'])).toBe('render');
    expect(remotionCommand(['node', 'remotion', '--log=verbose', 'still'])).toBe('still');
    expect(remotionCommand(['node', 'remotion'])).toBeUndefined();
  });
});
