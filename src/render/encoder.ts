import {spawn, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {killOnExit} from './cleanup-on-exit';
import {bundledBinary} from './ffmpeg';
import {encodeArgs, type EncodeSettings} from './encode-settings';

export type Encoder = {
  /** writes one frame, waiting for the pipe to drain */
  write(frame: Buffer): Promise<void>;
  /** closes the input and waits for the file */
  finish(): Promise<void>;
  /** kills ffmpeg and deletes the partial file */
  abort(): void;
  written(): number;
};

/** The bundled ffmpeg fed on stdin, encoding in parallel with capture into `output` (a temporary path). */
export function startEncoder(settings: EncodeSettings, outputPath: string): Encoder {
  const output = path.resolve(outputPath); // ffmpeg runs in its own folder
  const bin = bundledBinary('ffmpeg');
  fs.mkdirSync(path.dirname(output), {recursive: true});
  const child: ChildProcessWithoutNullStreams = spawn(bin, encodeArgs(settings, output), {cwd: path.dirname(bin)});
  killOnExit(child);
  const stderr: string[] = [];
  child.stderr.on('data', (d: Buffer) => stderr.push(d.toString()));
  let failure: Error | undefined;
  let count = 0;
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (e) => {
      failure = e;
      reject(e);
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        failure = new Error(
          `ffmpeg ${signal === null ? `exited with ${code}` : `was stopped (${signal})`}: ${stderr.join('').trim().split('\n').slice(-4).join(' | ')}`,
        );
        reject(failure);
      }
    });
  });
  exited.catch(() => undefined);
  child.stdin.on('error', () => undefined); // reported through `exited`
  return {
    async write(frame) {
      if (failure !== undefined) throw failure;
      count++;
      if (!child.stdin.write(frame)) {
        await new Promise<void>((resolve, reject) => {
          const onDrain = () => {
            child.off('close', onClose);
            resolve();
          };
          const onClose = () => reject(failure ?? new Error('ffmpeg closed its input early'));
          child.stdin.once('drain', onDrain);
          child.once('close', onClose);
        });
      }
    },
    async finish() {
      child.stdin.end();
      await exited;
    },
    abort() {
      child.kill('SIGKILL');
      fs.rmSync(output, {force: true});
    },
    written: () => count,
  };
}
