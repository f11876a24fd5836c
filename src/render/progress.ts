import type {RenderProgress} from './render-video';
import type {WorkerState} from './workers/work-item';

const clock = (s: number) =>
  Number.isFinite(s) ? `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}` : '--:--';

/** A video's bar on the board: its own counts (its time left depends on the shared queue, so the total line says it). */
export function videoLine(id: string, p: RenderProgress): string {
  const width = 24;
  const done = Math.round((width * p.encoded) / Math.max(1, p.frames));
  return `${id.padEnd(16)} [${'#'.repeat(done)}${'.'.repeat(width - done)}] captured ${p.captured}/${p.toCapture} · encoded ${p.encoded}/${p.frames}`;
}

/** All videos together: captures are the work, so the rate and the time left count captured frames. */
export function totalLine(all: readonly RenderProgress[], elapsedSeconds: number): string {
  const captured = all.reduce((n, p) => n + p.captured, 0);
  const toCapture = all.reduce((n, p) => n + p.toCapture, 0);
  const rate = elapsedSeconds > 0 ? captured / elapsedSeconds : 0;
  return `${'all'.padEnd(16)} captured ${captured}/${toCapture} · ${rate.toFixed(1)} captures/s · ${clock(elapsedSeconds)} so far · ${clock(rate > 0 ? (toCapture - captured) / rate : Infinity)} left`;
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
export function makeRenderBoard(
  ids: readonly string[],
  states: () => readonly WorkerState[],
  stream: NodeJS.WriteStream = process.stderr,
  intervalSeconds = 10,
): RenderBoard {
  const latest = new Map<string, RenderProgress>();
  const start = performance.now();
  let lastPrint = -Infinity;
  let drawn = 0;
  const lines = () => [
    ...ids.flatMap((id) => {
      const p = latest.get(id);
      return p === undefined ? [] : [videoLine(id, p)];
    }),
    totalLine([...latest.values()], (performance.now() - start) / 1000),
    workersLine(states()),
  ];
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
      for (const line of lines().slice(0, -1)) stream.write(line + '\n');
    },
  };
}
