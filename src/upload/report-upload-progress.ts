import cliProgress from 'cli-progress';

export type ProgressReporter = {update(bytes: number): void; end(): void};

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const clock = (s: number) =>
  Number.isFinite(s) && s >= 0 ? `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}` : '--:--';

/** `12.3/45.6 MB · 2.1 MB/s · 0:15 left`, from bytes sent since `start` (ms) */
export function progressText(bytes: number, total: number, startBytes: number, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? ((bytes - startBytes) / elapsedMs) * 1000 : 0;
  const left = rate > 0 ? (total - bytes) / rate : Infinity;
  return `${mb(bytes)}/${mb(total)} MB · ${mb(rate)} MB/s · ${clock(left)} left`;
}

/**
 * A progress bar with bytes, rate and time remaining (cli-progress) on a terminal; on a
 * non-terminal, a plain line every `intervalSeconds` and one at the end.
 */
export function makeUploadProgress(
  id: string,
  total: number,
  stream: NodeJS.WriteStream = process.stderr,
  intervalSeconds = 10,
): ProgressReporter {
  const started = performance.now();
  let first: number | undefined;
  let last = 0;
  const text = (bytes: number) => progressText(bytes, total, first ?? 0, performance.now() - started);
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar(
      {stream, format: `${id} [{bar}] {percentage}% · {detail}`, barsize: 24, hideCursor: true, fps: 5},
      cliProgress.Presets.legacy,
    );
    bar.start(total, 0, {detail: text(0)});
    return {
      update(bytes) {
        first ??= bytes;
        last = bytes;
        bar.update(bytes, {detail: text(bytes)});
      },
      end() {
        bar.update(last, {detail: text(last)});
        bar.stop();
      },
    };
  }
  let printed = -Infinity;
  return {
    update(bytes) {
      first ??= bytes;
      last = bytes;
      const now = performance.now();
      if (now - printed >= intervalSeconds * 1000) {
        printed = now;
        stream.write(`${id} ${Math.floor((100 * bytes) / Math.max(1, total))}% · ${text(bytes)}\n`);
      }
    },
    end() {
      stream.write(`${id} ${Math.floor((100 * last) / Math.max(1, total))}% · ${text(last)}\n`);
    },
  };
}

export const silentProgress = (): ProgressReporter => ({update: () => undefined, end: () => undefined});
