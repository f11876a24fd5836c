import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {openStaging} from '../../src/render/publish-outputs';
import {descendants, parentPid} from '../../src/render/memory-peak';
import {isAlive} from '../../src/render/process-alive';
import {openRenderTemp, tempPrefix} from '../../src/render/render-temp';
import {projectRoot} from '../../src/render/render-session';

// A real `npm run render` process (one node process, so the signal reaches the render itself),
// killed once its staging folder exists, that is while it captures frames. `group`: the signal
// goes to the whole process group, as a terminal's Ctrl-C does (the workers get it too).
type Killed = {tmp: string; videoDir: string; pid: number; code: number | null; stderr: string; processes: number[]};
async function killWhileCapturing(
  signal: NodeJS.Signals,
  args: string[] = ['--frames', '0-59'],
  group = false,
): Promise<Killed> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `signal-${signal}-`));
  const tmp = path.join(root, 'tmp');
  const out = path.join(root, 'out');
  fs.mkdirSync(tmp);
  const child = spawn(
    'nice',
    ['-n', '10', process.execPath, '--import', 'tsx', 'src/cli/render.ts', 'inside-the-sm', ...args, '--out', out],
    {cwd: projectRoot, env: {...process.env, TMPDIR: tmp}, detached: true, stdio: ['ignore', 'ignore', 'pipe']},
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const videoDir = path.join(out, 'inside-the-sm');
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  // nice execs node in place: the child's pid is the render's pid
  const pid = child.pid as number;
  while (!(fs.existsSync(videoDir) && fs.readdirSync(videoDir).some((f) => f === `.render-${pid}`)))
    await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 3000)); // the browsers are capturing, ffmpeg encoding
  const processes = descendants(pid, parentsNow()).filter((p) => p !== pid); // workers, browsers, ffmpeg
  process.kill(group ? -pid : pid, signal);
  const code = await exited;
  return {tmp, videoDir, pid, code, stderr, processes};
}

/** Every process's parent now, from /proc. */
function parentsNow(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const parent = parentPid(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (parent !== null) parents.set(Number(entry), parent);
    } catch {
      // ended meanwhile
    }
  }
  return parents;
}

const stillRunning = async (pids: number[]) => {
  for (let i = 0; i < 150 && pids.some(isAlive); i++) await new Promise((r) => setTimeout(r, 100));
  return pids.filter(isAlive);
};

describe('a killed render leaves nothing behind', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal}: its temporary folder (bundle, browser profile), staging folder and partial file are removed`, async () => {
      const {tmp, videoDir, stderr} = await killWhileCapturing(signal);
      expect(stderr).toContain('Render interrupted: no partial file was published; earlier outputs are untouched.');
      // nothing in TMPDIR but tsx's own compile cache: no bundle, browser profile or assets folder
      expect(fs.readdirSync(tmp).filter((f) => !f.startsWith('tsx-'))).toEqual([]);
      expect(fs.readdirSync(videoDir)).toEqual([]);
    }, 240_000);
  }

  it("SIGKILL: what it left (its browser too) is swept by the next render's start, and no partial sits at the output path", async () => {
    const {tmp, videoDir, pid, processes} = await killWhileCapturing('SIGKILL');
    expect(fs.readdirSync(tmp)).toContain(`${tempPrefix}${pid}`);
    expect(fs.readdirSync(videoDir)).toEqual([`.render-${pid}`]);
    // what the next render does first
    openRenderTemp(tmp).close();
    openStaging(videoDir).discard();
    expect(fs.readdirSync(tmp).filter((f) => !f.startsWith('tsx-'))).toEqual([]);
    expect(fs.readdirSync(videoDir)).toEqual([]);
    expect(await stillRunning(processes)).toEqual([]);
  }, 240_000);

  it('Ctrl-C (SIGINT to the group) during a render with 2 workers: every worker and browser ends, nothing is left', async () => {
    const {tmp, videoDir, stderr, processes} = await killWhileCapturing(
      'SIGINT',
      ['--workers', '2', '--no-cache', '--draft'],
      true,
    );
    expect(processes.length).toBeGreaterThanOrEqual(4);
    expect(stderr).toContain('Render interrupted: no partial file was published; earlier outputs are untouched.');
    expect(await stillRunning(processes)).toEqual([]);
    expect(fs.readdirSync(tmp).filter((f) => !f.startsWith('tsx-'))).toEqual([]);
    expect(fs.readdirSync(videoDir)).toEqual([]);
  }, 240_000);

  it('SIGKILL of the parent of 2 workers: the workers notice, close their browsers and exit; the next start sweeps the rest', async () => {
    const {tmp, videoDir, pid, processes} = await killWhileCapturing('SIGKILL', [
      '--workers',
      '2',
      '--no-cache',
      '--draft',
    ]);
    expect(processes.length).toBeGreaterThanOrEqual(4);
    expect(await stillRunning(processes)).toEqual([]);
    openRenderTemp(tmp).close();
    openStaging(videoDir).discard();
    expect(fs.readdirSync(tmp).filter((f) => !f.startsWith('tsx-'))).toEqual([]);
    expect(fs.readdirSync(videoDir)).toEqual([]);
    expect(pid).toBeGreaterThan(0);
  }, 240_000);
});

describe('Ctrl-C reaches the render whatever runs it (#46)', () => {
  it('`npm run render` with every core saturated, Ctrl-C (SIGINT to the group) twice in a row: the render itself stops cleanly, no runner SIGKILLs it', async () => {
    // a busy loop per core at the render's own priority, from the moment the render captures until it has
    // exited: the render's event loop answers Ctrl-C late, as on a loaded machine (one per core saturates
    // them; the suite's other worker adds its own load). Not while npm, tsx and the bundler start: that
    // only took the cores from the suite's other worker.
    let burners: ChildProcess[] = [];
    const stopBurners = () => {
      for (const burner of burners) burner.kill('SIGKILL');
      burners = [];
    };
    try {
      for (let round = 0; round < 2; round++) {
        const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ctrl-c-'));
        const tmp = path.join(root, 'tmp');
        const out = path.join(root, 'out');
        fs.mkdirSync(tmp);
        const npm = spawn(
          'npm',
          ['run', '--silent', 'render', '--', 'inside-the-sm', '--frames', '0-59', '--workers', '1', '--out', out],
          {cwd: projectRoot, env: {...process.env, TMPDIR: tmp}, detached: true, stdio: ['ignore', 'ignore', 'pipe']},
        );
        let stderr = '';
        npm.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        const exited = new Promise<number | null>((resolve) => npm.on('close', (code) => resolve(code)));
        const videoDir = path.join(out, 'inside-the-sm');
        while (!(fs.existsSync(videoDir) && fs.readdirSync(videoDir).some((f) => /^\.render-\d+$/.test(f))))
          await new Promise((r) => setTimeout(r, 200));
        burners = Array.from({length: os.availableParallelism()}, () =>
          spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}),
        );
        await new Promise((r) => setTimeout(r, 2000));
        process.kill(-(npm.pid as number), 'SIGINT'); // the terminal's Ctrl-C: npm, its shell, node and the browser's group leader all get it
        await exited;
        stopBurners();
        expect(stderr).toContain('Render interrupted: no partial file was published; earlier outputs are untouched.');
        expect(fs.readdirSync(tmp).filter((f) => !f.startsWith('tsx-'))).toEqual([]);
        expect(fs.readdirSync(videoDir)).toEqual([]);
      }
    } finally {
      stopBurners();
    }
  }, 600_000);
});

describe('a full disk mid-render', () => {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'full-disk-'));
  let mounted = false;
  const mount = () => execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=40k', 'tmpfs', mountPoint], {stdio: 'ignore'});
  try {
    mount(); // only to learn whether mount is permitted here
    execFileSync('umount', [mountPoint]);
    mounted = true;
  } catch {
    // not root, or no mount in this container
  }
  it.skipIf(!mounted)(
    'is one sentence naming the path and "no space left", and nothing is published (skipped where mount is not permitted)',
    () => {
      mount();
      try {
        const result = spawnSync(
          'nice',
          [
            '-n',
            '10',
            process.execPath,
            '--import',
            'tsx',
            'src/cli/render.ts',
            'inside-the-sm',
            '--frames',
            '0-29',
            '--out',
            mountPoint,
          ],
          {cwd: projectRoot, encoding: 'utf8'},
        );
        const lines = result.stderr.split('\n').filter((l) => l.includes('✖') || l.includes('ffmpeg'));
        expect(lines).toEqual([
          `✖ Render failed: no space left on the device at ${mountPoint}; nothing was published, earlier outputs are untouched. Free some space or choose another --out.`,
        ]);
        expect(fs.readdirSync(path.join(mountPoint, 'inside-the-sm'))).toEqual([]);
      } finally {
        execFileSync('umount', [mountPoint]);
      }
    },
    240_000,
  );
});
