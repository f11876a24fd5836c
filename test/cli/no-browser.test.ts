// No browser on the machine and no network: one sentence, no stack, exit 1, before anything is
// bundled. The lookup is pointed at nothing (PATH = an empty folder, a project copy without
// Remotion's headless shell) and every DNS lookup fails (fixtures/no-network.mjs).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ensureDownloadedBrowser, noBrowserMessage, resolveBrowser} from '../../src/render/resolve-browser';

const root = path.resolve(import.meta.dirname, '../..');
let copy = '';
let emptyBin = '';

function run(args: string[]): {status: number | null; lines: string[]} {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: emptyBin,
    FORCE_COLOR: '0',
    NODE_OPTIONS: `--import ${path.join(root, 'test/cli/fixtures/no-network.mjs')}`,
  };
  delete env.REMOTION_BROWSER_EXECUTABLE;
  const r = spawnSync(process.execPath, args, {cwd: copy, encoding: 'utf8', env, timeout: 180_000});
  return {status: r.status, lines: `${r.stdout}${r.stderr}`.trim().split('\n')};
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'no-browser-'));
  emptyBin = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-bin-'));
  for (const entry of ['remotion.config.ts', 'tsconfig.json', 'package.json', 'src', 'compositions', 'assets']) {
    fs.cpSync(path.join(root, entry), path.join(copy, entry), {recursive: true});
  }
  // node_modules without Remotion's headless shell, if this machine has one
  fs.mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(root, 'node_modules')).filter((e) => e !== '.remotion')) {
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
});
afterAll(() => {
  fs.rmSync(copy, {recursive: true, force: true});
  fs.rmSync(emptyBin, {recursive: true, force: true});
});

const noStack = (lines: string[]) => lines.filter((l) => /^\s+at |ENOTFOUND|triggerUncaughtException/.test(l));

describe('no browser and no network', () => {
  it('the lookup finds nothing with PATH on an empty folder', () => {
    expect(resolveBrowser(copy, {PATH: emptyBin}).origin).toBe('remotion-download');
  });

  it('npm run render: the one sentence, exit 1 (an unhandled getaddrinfo ENOTFOUND stack before)', () => {
    const r = run([
      '--import',
      'tsx',
      'src/cli/render.ts',
      'grace-blackwell',
      '--frames',
      '0-1',
      '--out',
      path.join(copy, 'out'),
    ]);
    expect(r.status).toBe(1);
    expect(noStack(r.lines)).toEqual([]);
    expect(r.lines.filter((l) => l.includes('No browser found'))).toEqual([`✖ ${noBrowserMessage}`]);
    expect(r.lines.filter((l) => l !== 'Bundling…')).toEqual([`✖ ${noBrowserMessage}`]);
  }, 180_000);

  it('npx remotion compositions: the same sentence from remotion.config.ts, exit 1', () => {
    const r = run([path.join(root, 'node_modules/@remotion/cli/remotion-cli.js'), 'compositions']);
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([`✖ ${noBrowserMessage}`]);
  }, 180_000);
});

describe('ensureDownloadedBrowser', () => {
  it('takes the rejection Remotion leaves unhandled and gives the sentence', async () => {
    // as Remotion's download: an inner promise rejected before anything awaits it, then the outer one
    const download = () => {
      const inner = Promise.reject(new Error('getaddrinfo ENOTFOUND remotion.media'));
      return new Promise((_, reject) =>
        setTimeout(() => {
          inner.catch(reject);
        }, 20),
      );
    };
    await expect(
      ensureDownloadedBrowser(
        {browserExecutable: null, chromeMode: 'headless-shell', origin: 'remotion-download'},
        download,
      ),
    ).rejects.toThrow(noBrowserMessage);
  });

  it('does nothing when a browser is on the machine', async () => {
    let called = false;
    await ensureDownloadedBrowser(
      {browserExecutable: '/usr/bin/chromium', chromeMode: 'chrome-for-testing', origin: 'system'},
      async () => {
        called = true;
      },
    );
    expect(called).toBe(false);
  });
});
