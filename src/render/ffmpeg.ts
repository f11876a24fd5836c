import {spawn} from 'node:child_process';
import path from 'node:path';
import {RenderInternals} from '@remotion/renderer';

/** Remotion's bundled ffmpeg / ffprobe (inside @remotion/compositor-*): no system ffmpeg needed. */
export function bundledBinary(type: 'ffmpeg' | 'ffprobe'): string {
  return RenderInternals.getExecutablePath({type, indent: false, logLevel: 'error', binariesDirectory: null});
}

/** Runs a bundled binary to completion; rejects with its stderr on a non-zero exit. */
export function runBinary(type: 'ffmpeg' | 'ffprobe', args: string[]): Promise<Buffer> {
  const bin = bundledBinary(type);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {cwd: path.dirname(bin), stdio: ['ignore', 'pipe', 'pipe']});
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else
        reject(
          new Error(
            `${type} exited with ${code}: ${Buffer.concat(err).toString().trim().split('\n').slice(-5).join('\n')}`,
          ),
        );
    });
  });
}

export async function ffprobeJson(args: string[]): Promise<Record<string, unknown>> {
  return JSON.parse(
    (await runBinary('ffprobe', ['-v', 'error', '-print_format', 'json', ...args])).toString(),
  ) as Record<string, unknown>;
}
