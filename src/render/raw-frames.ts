import {spawn} from 'node:child_process';
import path from 'node:path';
import {bundledBinary} from './ffmpeg';

/** Runs the bundled ffmpeg with `input` written to its stdin and yields its raw yuv420p output frame by frame. */
export async function* rawFrames(inputArgs: string[], input: Buffer[], frameBytes: number): AsyncGenerator<Buffer> {
  const bin = bundledBinary('ffmpeg');
  const child = spawn(
    bin,
    ['-v', 'error', ...inputArgs, '-f', 'image2pipe', '-c:v', 'rawvideo', '-pix_fmt', 'yuv420p', 'pipe:1'],
    {cwd: path.dirname(bin)},
  );
  const stderr: Buffer[] = [];
  child.stderr.on('data', (d: Buffer) => stderr.push(d));
  let spawnError: Error | undefined;
  child.on('error', (e) => {
    spawnError = e; // no binary, or it could not start: `close` follows
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const feeding = (async () => {
    for (const buffer of input) {
      if (!child.stdin.write(buffer)) await new Promise((resolve) => child.stdin.once('drain', resolve));
    }
    child.stdin.end();
  })();
  child.stdin.on('error', () => undefined); // reported by the exit code
  try {
    yield* fixedFrames(child.stdout, frameBytes);
    await feeding;
    const code = await exited;
    if (spawnError !== undefined) throw spawnError;
    if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${Buffer.concat(stderr).toString().trim()}`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** An MP4's frames decoded to raw yuv420p, one Buffer per frame. */
export function decodedFrames(mp4: string, width: number, height: number): AsyncGenerator<Buffer> {
  return rawFrames(['-i', path.resolve(mp4)], [], (width * height * 3) / 2);
}

/** Splits a byte stream into fixed-size frames (a raw video pipe delivers arbitrary chunks). */
export async function* fixedFrames(stream: AsyncIterable<Buffer>, frameBytes: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes < frameBytes) continue;
    let joined = Buffer.concat(pending, pendingBytes);
    while (joined.length >= frameBytes) {
      yield joined.subarray(0, frameBytes);
      joined = joined.subarray(frameBytes);
    }
    pending = joined.length > 0 ? [joined] : [];
    pendingBytes = joined.length;
  }
  if (pendingBytes > 0) throw new Error(`the stream ended inside a frame: ${pendingBytes} of ${frameBytes} bytes`);
}
