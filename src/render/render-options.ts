import {Command, InvalidArgumentError} from 'commander';
import {themeNames, type ThemeName} from '../visual/tokens';
import {crfRange, defaultImageFormat, draftImageFormat} from './encode-settings';
import {strictCommand, videoIdsOf} from './strict-command';

export type RenderOptions = {
  ids: string[];
  theme: ThemeName;
  scale: number;
  fps: 24 | 30 | 60;
  out: string;
  concurrency: number;
  /** worker processes, each with its own browser; undefined: chosen from cores and free memory */
  workers: number | undefined;
  draft: boolean;
  scenes: string[] | undefined;
  frames: {from: number; to: number} | undefined;
  everyFrame: boolean;
  crf: number;
  imageFormat: 'jpeg' | 'png';
  /** reuse scene segments from the cache (false: --no-cache) */
  cache: boolean;
};

const integer = (name: string, allowed?: number[]) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || (allowed !== undefined && !allowed.includes(n))) {
    throw new InvalidArgumentError(
      `${name} must be ${allowed === undefined ? 'a whole number ≥ 1' : `one of ${allowed.join(', ')}`}`,
    );
  }
  return n;
};

const integerFrom = (name: string, range: {min: number; max: number}, why: string) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < range.min || n > range.max) {
    throw new InvalidArgumentError(
      `${name} must be a whole number from ${range.min} to ${range.max} (${why}), got "${value}"`,
    );
  }
  return n;
};

/** Parses `npm run render -- [ids…] [options]`; unknown ids and options get a message listing the valid ones. */
export function parseRenderOptions(argv: string[], validIds: readonly string[]): RenderOptions {
  const program = new Command('render')
    .description('Render the videos to YouTube-ready MP4s with their sidecar files')
    .argument('[ids...]', `videos to render (default: all): ${validIds.join(', ')}`)
    .option(
      '--theme <theme>',
      `colour theme: ${themeNames.join(' | ')}`,
      (v) => {
        if (!(themeNames as readonly string[]).includes(v))
          throw new InvalidArgumentError(`theme must be ${themeNames.join(' or ')}`);
        return v;
      },
      'dark',
    )
    .option('--scale <n>', 'output scale: 1 (1920×1080) or 2 (3840×2160)', integer('--scale', [1, 2]), 1)
    .option('--fps <n>', 'frames per second (lengths stay fixed): 24, 30 or 60', integer('--fps', [24, 30, 60]), 30)
    .option('--out <dir>', 'output folder', 'out')
    .option('--concurrency <n>', 'browser tabs capturing in parallel', integer('--concurrency'), 1)
    .option(
      '--workers <n>',
      'worker processes rendering scene segments in parallel, each with its own browser (default: chosen from cores and free memory; 1: all in this process)',
      integer('--workers'),
    )
    .option('--draft', 'half size, fast preset, for a quick look', false)
    .option('--scenes <ids>', 'render just these scenes (comma-separated) as one short MP4')
    .option('--frames <a-b>', 'render just this inclusive frame range (for tests and spot checks)')
    .option(
      '--every-frame',
      'capture every frame instead of capturing each hold once and each loop for one period',
      false,
    )
    .option('--no-cache', 'render every scene fresh instead of reusing cached scene segments')
    .option(
      '--crf <n>',
      `x264 quality, ${crfRange.min}–${crfRange.max} (lower is better)`,
      integerFrom('--crf', crfRange, `x264's range; lower is better, ${crfRange.max} is the worst`),
      18,
    )
    .option(
      '--image-format <format>',
      `captured frame format: jpeg | png (default: ${defaultImageFormat}, ${draftImageFormat} with --draft)`,
    );
  strictCommand(program).parse(argv, {from: 'user'});
  const o = program.opts<Record<string, unknown>>();
  const ids = videoIdsOf(program, validIds);
  const imageFormat =
    typeof o.imageFormat === 'string' ? o.imageFormat : o.draft === true ? draftImageFormat : defaultImageFormat;
  if (imageFormat !== 'jpeg' && imageFormat !== 'png') throw new Error('--image-format must be jpeg or png');
  return {
    ids: ids.length > 0 ? ids : [...validIds],
    theme: o.theme as ThemeName,
    scale: o.scale as number,
    fps: o.fps as 24 | 30 | 60,
    out: outFolder(String(o.out)),
    concurrency: o.concurrency as number,
    workers: typeof o.workers === 'number' ? o.workers : undefined,
    draft: o.draft === true,
    scenes: typeof o.scenes === 'string' ? sceneList(o.scenes) : undefined,
    frames: typeof o.frames === 'string' ? parseRange(o.frames) : undefined,
    everyFrame: o.everyFrame === true,
    crf: o.crf as number,
    imageFormat,
    cache: o.cache !== false,
  };
}

/** `--scenes a,b`: at least one id, no empty one (`--scenes ''` or `a,,b` is a slip, not "every scene"). */
function sceneList(text: string): string[] {
  const ids = text.split(',').map((s) => s.trim());
  if (ids.every((s) => s === ''))
    throw new Error(`--scenes needs at least one scene id (comma-separated, e.g. --scenes title,recap), got "${text}"`);
  if (ids.includes('')) throw new Error(`--scenes has an empty scene id in "${text}": separate ids by single commas`);
  return ids;
}

/** `--out ''` would render into the current folder (the repository root): refused. */
function outFolder(text: string): string {
  if (text.trim() === '') throw new Error('--out needs a folder, got an empty name (the default is out)');
  return text;
}

function parseRange(text: string): {from: number; to: number} {
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (match === null) throw new Error(`--frames takes a range such as 0-89, got "${text}"`);
  const from = Number(match[1]);
  const to = Number(match[2]) + 1;
  if (to <= from) throw new Error(`--frames ${text}: the end comes before the start`);
  return {from, to};
}
