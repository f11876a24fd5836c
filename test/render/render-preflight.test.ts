import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {videos} from '../../compositions/index';
import {renderCommand} from '../../src/render/render-command';
import {parseRenderOptions} from '../../src/render/render-options';

// Any bundling or browser start fails the test: every refusal below must come before it.
vi.mock('../../src/render/render-session', async (original) => ({
  ...(await original<typeof import('../../src/render/render-session')>()),
  openBundle: () => Promise.reject(new Error('the bundle and the browser were started')),
}));

const ids = videos.map((v) => String(v.script.id));
const render = async (...argv: string[]) => renderCommand(videos, parseRenderOptions(argv, ids));

describe('render refuses bad input before bundling or starting a browser', () => {
  it('an output folder in /proc (it used to hang in a mkdir loop), /sys, or a file', async () => {
    await expect(render('--out', '/proc/out')).rejects.toThrow(
      /^--out \/proc\/out is inside \/proc, the kernel's process filesystem, where no file can be written; choose a folder on a disk\.$/,
    );
    await expect(render('--out', '/sys/out')).rejects.toThrow(/^--out \/sys\/out is inside \/sys/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-')), 'file');
    fs.writeFileSync(file, 'x');
    await expect(render('--out', file)).rejects.toThrow(`--out ${file} is a file, not a folder.`);
  });

  it('a frame range outside the timeline, or an unknown scene', async () => {
    await expect(render('nvlink-nvswitch', '--frames', '99999-100000')).rejects.toThrow(
      '--frames 99999-100000 is outside nvlink-nvswitch, which has frames 0-5579 (5580 frames at 30 fps)',
    );
    await expect(render('nvlink-nvswitch', '--scenes', 'nope')).rejects.toThrow(
      /^nvlink-nvswitch has no scene nope; its scenes: title, /,
    );
  });

  it('an empty --scenes or --out, a --concurrency above the cores, and above 1 with a full Chromium named by REMOTION_BROWSER_EXECUTABLE (#46)', async () => {
    await expect(render('nvlink-nvswitch', '--scenes', '')).rejects.toThrow(
      /^--scenes needs at least one scene id \(comma-separated, e\.g\. --scenes title,recap\), got ""$/,
    );
    await expect(render('nvlink-nvswitch', '--scenes', 'title,,recap')).rejects.toThrow(
      '--scenes has an empty scene id in "title,,recap": separate ids by single commas',
    );
    await expect(render('nvlink-nvswitch', '--out', '')).rejects.toThrow(
      /^--out needs a folder, got an empty name \(the default is out\)$/,
    );
    const cores = os.availableParallelism();
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
    await expect(
      render('nvlink-nvswitch', '--frames', '0-9', '--out', out, '--concurrency', String(cores + 1)),
    ).rejects.toThrow(
      `--concurrency ${cores + 1} is more than the ${cores} core(s) here; use at most ${cores} (tabs beyond the cores only wait for each other).`,
    );
    const fullChromium = path.join(out, 'chromium');
    fs.writeFileSync(fullChromium, '');
    vi.stubEnv('REMOTION_BROWSER_EXECUTABLE', fullChromium);
    try {
      await expect(
        render('nvlink-nvswitch', '--frames', '0-9', '--out', out, '--concurrency', '2', '--workers', '1'),
      ).rejects.toThrow(
        /^--concurrency above 1 is refused with a full Chromium: Remotion has reported corrupt frames there/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('--workers above the cores and the items is capped, and says so (the workers start when they get an item)', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(render('nvlink-nvswitch', '--frames', '0-9', '--out', out, '--workers', '999')).rejects.toThrow(
      'the bundle and the browser were started',
    );
    const cores = os.availableParallelism();
    expect(stderr.mock.calls.map((c) => String(c[0]))).toContain(
      `Rendering with 1 worker(s) (--workers 999, capped by ${cores} core(s) and 1 item(s) to render; each starts when it first gets an item)`,
    );
    stderr.mockRestore();
  });

  it('reaches the bundling step with good input (the mock above is what stops it)', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(render('nvlink-nvswitch', '--frames', '0-9', '--out', out)).rejects.toThrow(
      'the bundle and the browser were started',
    );
    stderr.mockRestore();
  });
});
