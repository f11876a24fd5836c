import type {RenderProgress} from './render-video';

const clock = (s: number) => (Number.isFinite(s) ? `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}` : '--:--');

/** One progress line: frames captured/encoded, frames per second, time remaining. */
export function progressLine(id: string, p: RenderProgress): string {
  const fps = p.elapsedSeconds > 0 ? p.encoded / p.elapsedSeconds : 0;
  const remaining = fps > 0 ? (p.frames - p.encoded) / fps : Infinity;
  const width = 24;
  const done = Math.round((width * p.encoded) / Math.max(1, p.frames));
  return `${id.padEnd(16)} [${'#'.repeat(done)}${'.'.repeat(width - done)}] captured ${p.captured}/${p.toCapture} · encoded ${p.encoded}/${p.frames} · ${fps.toFixed(1)} fps · ${clock(remaining)} left`;
}

/** A live line on a TTY; plain lines every `intervalSeconds` otherwise. */
export function makeProgressReporter(id: string, stream: NodeJS.WriteStream = process.stderr, intervalSeconds = 10): {update(p: RenderProgress): void; end(): void} {
  let lastPrint = -Infinity;
  let last: RenderProgress | undefined;
  return {
    update(p) {
      last = p;
      if (stream.isTTY) {
        if (p.elapsedSeconds - lastPrint < 0.25 && p.encoded < p.frames) return;
        lastPrint = p.elapsedSeconds;
        stream.write(`\r${progressLine(id, p).slice(0, (stream.columns ?? 160) - 1)}`);
      } else if (p.elapsedSeconds - lastPrint >= intervalSeconds) {
        lastPrint = p.elapsedSeconds;
        stream.write(progressLine(id, p) + '\n');
      }
    },
    end() {
      if (last !== undefined) stream.write((stream.isTTY ? '\r' : '') + progressLine(id, last) + '\n');
    },
  };
}
