import type {RenderProgress} from './render-video';
import type {WorkerState} from './workers/work-item';

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

/** The workers' line: what each is rendering. */
export function workersLine(states: readonly WorkerState[]): string {
  return `workers: ${states.map((s) => `${s.worker} ${s.doing ?? 'idle'}`).join(' · ')}`;
}

export type RenderBoard = {update(id: string, p: RenderProgress): void; end(): void};

/**
 * The progress of several videos rendered at once: one bar per video and a line saying what
 * each worker renders. On a terminal the block is redrawn in place; otherwise it is printed
 * every `intervalSeconds`, and each video's final line once when the render ends.
 */
export function makeRenderBoard(ids: readonly string[], states: () => readonly WorkerState[], stream: NodeJS.WriteStream = process.stderr,
  intervalSeconds = 10): RenderBoard {
  const latest = new Map<string, RenderProgress>();
  const start = performance.now();
  let lastPrint = -Infinity;
  let drawn = 0;
  const lines = () => [...ids.flatMap((id) => {
    const p = latest.get(id);
    return p === undefined ? [] : [progressLine(id, p)];
  }), workersLine(states())];
  const draw = () => {
    const text = lines();
    const width = (stream.columns ?? 160) - 1;
    stream.write(`${drawn > 0 ? `\x1b[${drawn}A` : ''}${text.map((l) => `\x1b[2K${l.slice(0, width)}`).join('\n')}\n`);
    drawn = text.length;
  };
  return {
    update(id, p) {
      latest.set(id, p);
      const now = (performance.now() - start) / 1000;
      if (stream.isTTY) {
        if (now - lastPrint < 0.25) return;
        lastPrint = now;
        draw();
      } else if (now - lastPrint >= intervalSeconds) {
        lastPrint = now;
        for (const line of lines()) stream.write(line + '\n');
      }
    },
    end() {
      if (stream.isTTY) {
        draw();
        return;
      }
      for (const id of ids) {
        const p = latest.get(id);
        if (p !== undefined) stream.write(progressLine(id, p) + '\n');
      }
    },
  };
}
