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
const render = (...argv: string[]) => renderCommand(videos, parseRenderOptions(argv, ids));

describe('render refuses bad input before bundling or starting a browser', () => {
  it('an output folder in /proc (it used to hang in a mkdir loop), /sys, or a file', async () => {
    await expect(render('--out', '/proc/out')).rejects.toThrow(/^--out \/proc\/out is inside \/proc, the kernel's process filesystem, where no file can be written; choose a folder on a disk\.$/);
    await expect(render('--out', '/sys/out')).rejects.toThrow(/^--out \/sys\/out is inside \/sys/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-')), 'file');
    fs.writeFileSync(file, 'x');
    await expect(render('--out', file)).rejects.toThrow(`--out ${file} is a file, not a folder.`);
  });

  it('a frame range outside the timeline, or an unknown scene', async () => {
    await expect(render('nvlink-nvswitch', '--frames', '99999-100000')).rejects
      .toThrow('--frames 99999-100000 is outside nvlink-nvswitch, which has frames 0-5579 (5580 frames at 30 fps)');
    await expect(render('nvlink-nvswitch', '--scenes', 'nope')).rejects.toThrow(/^nvlink-nvswitch has no scene nope; its scenes: title, /);
  });

  it('reaches the bundling step with good input (the mock above is what stops it)', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(render('nvlink-nvswitch', '--frames', '0-9', '--out', out)).rejects.toThrow('the bundle and the browser were started');
    stderr.mockRestore();
  });
});
