import fs from 'node:fs';
import path from 'node:path';
import {z} from 'zod';
import {itemTimingSchema, partTimingSchema, type ItemTiming, type PartTiming} from './work-timings';

/**
 * What a whole render measured, for the replayed scaling curve (`npm run bench -- --replay
 * --from <file>`): every work item it ran (chunks and thumbnails, in the order submitted, each
 * with its video and scene, captures and run time on its slot), every part the main process
 * ran (joins of a scene's chunks, the join of a video's scenes, its verification, each with
 * what it belongs to), the parts before and after all of them (bundle, workers' start and
 * stop), its worker count and its wall time. `npm run render` writes it to
 * `<out>/render-timings.json` when it rendered whole videos; scenes served by the cache are
 * not items (`reusedScenes` counts them).
 */
export const renderTimingsSchema = z.object({
  format: z.literal(2),
  workers: z.number().int().min(1),
  cores: z.number().int().min(1),
  wallSeconds: z.number().nonnegative(),
  bundleSeconds: z.number().nonnegative(),
  startSeconds: z.number().nonnegative(),
  closeSeconds: z.number().nonnegative(),
  items: z.array(itemTimingSchema),
  parts: z.array(partTimingSchema),
  reusedScenes: z.number().int().nonnegative(),
  videos: z.array(z.string()),
});
export type RenderTimings = z.infer<typeof renderTimingsSchema>;

/** The file sessions 42–43 wrote: items by label only, main-process parts and thumbnails as named "serial" parts. */
const legacyTimingsSchema = renderTimingsSchema.omit({format: true, items: true, parts: true}).extend({
  items: z.array(z.object({label: z.string(), captures: z.number().int().nonnegative(), seconds: z.number()})),
  serial: z.array(z.object({what: z.string(), seconds: z.number().nonnegative()})),
});

export const renderTimingsFile = 'render-timings.json';

/** Written beside the videos through a temporary name, so a reader never sees half a file. */
export function writeRenderTimings(outDir: string, timings: RenderTimings): string {
  const file = path.join(outDir, renderTimingsFile);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(renderTimingsSchema.parse(timings), null, 2) + '\n');
  fs.renameSync(temp, file);
  return file;
}

/** A recorded render, and what was assumed to read it (an older file: see `upgradeLegacy`). */
export function readRenderTimings(file: string): {timings: RenderTimings; assumed: string[]} {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`--from ${file}: no such file (a whole render writes <out>/${renderTimingsFile})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`--from ${file}: not JSON`);
  }
  const legacy = typeof json === 'object' && json !== null && !('format' in json) && 'serial' in json;
  const parsed = (legacy ? legacyTimingsSchema : renderTimingsSchema).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--from ${file}: ${issue?.path.join('.') || '(top)'}: ${issue?.message}`);
  }
  if (!legacy) return {timings: parsed.data as RenderTimings, assumed: []};
  try {
    return upgradeLegacy(parsed.data as z.infer<typeof legacyTimingsSchema>);
  } catch (error) {
    throw new Error(`--from ${file}: ${(error as Error).message}`);
  }
}

const legacyLabel = /^(.+): scene (\S+)(?: (\d+)\/(\d+))?$/;
const legacyChunkJoin = /^join (\S+)'s (\d+) chunks$/;

/**
 * Reads a file of sessions 42–43 (no `format`): a chunk's video and scene come from its label
 * (`<video>: scene <scene> i/n`); the "serial" parts were recorded video by video in the order
 * of `videos`, each video's ending with its `verify`, so the k-th group is the k-th video's
 * (each chunk join is checked to name a scene of that video with that many chunks); its
 * thumbnails were timed from their submission after the video's end, queue wait included, and
 * become items of that length (an upper bound of their run).
 */
export function upgradeLegacy(old: z.infer<typeof legacyTimingsSchema>): {timings: RenderTimings; assumed: string[]} {
  const items: ItemTiming[] = old.items.map((item, i) => {
    const match = legacyLabel.exec(item.label);
    if (match === null)
      throw new Error(`items.${i}.label: "${item.label}" is not "<video>: scene <scene>[ i/n]" (an older file)`);
    return {...item, kind: 'chunk', video: match[1] as string, scene: match[2] as string, weight: item.captures};
  });
  const chunksOf = (video: string, scene: string) => items.filter((i) => i.video === video && i.scene === scene).length;
  const parts: PartTiming[] = [];
  let group = 0;
  const thumbnails: number[] = [];
  for (const [i, s] of old.serial.entries()) {
    if (s.what === 'thumbnail') {
      thumbnails.push(s.seconds);
      continue;
    }
    const video = old.videos[group];
    if (video === undefined) throw new Error(`serial.${i}: "${s.what}" comes after every video's verify`);
    const join = legacyChunkJoin.exec(s.what);
    if (join !== null) {
      const scene = join[1] as string;
      if (chunksOf(video, scene) !== Number(join[2]))
        throw new Error(`serial.${i}: "${s.what}" names no scene of ${video} with that many chunks`);
      parts.push({kind: 'join-chunks', video, scene, seconds: s.seconds});
    } else if (/^join \d+ scenes$/.test(s.what)) parts.push({kind: 'join-scenes', video, seconds: s.seconds});
    else if (s.what === 'verify') {
      parts.push({kind: 'verify', video, seconds: s.seconds});
      group++;
    } else throw new Error(`serial.${i}: unknown part "${s.what}"`);
  }
  thumbnails.forEach((seconds, i) =>
    items.push({
      label: `thumbnail ${i + 1}`,
      kind: 'thumbnail',
      video: old.videos[i] ?? 'unknown',
      captures: 0,
      weight: 0,
      seconds,
    }),
  );
  const {workers, cores, wallSeconds, bundleSeconds, startSeconds, closeSeconds, reusedScenes, videos} = old;
  return {
    timings: {
      format: 2,
      workers,
      cores,
      wallSeconds,
      bundleSeconds,
      startSeconds,
      closeSeconds,
      items,
      parts,
      reusedScenes,
      videos,
    },
    assumed: [
      'an older file (no "format"): the main-process parts are given to the videos in the order of "videos", each group ending with its verify',
      'its items are in label order, not the order submitted: ties of equal captures may be taken in another order than the render took them; weighted by captures, as that render was',
      ...(thumbnails.length > 0
        ? [
            `its ${thumbnails.length} thumbnails were timed with their wait in the queue (${thumbnails.map((t) => t.toFixed(1)).join(', ')} s): replayed as items of that length, an upper bound (which video each was is not known; a thumbnail gates no other part)`,
          ]
        : []),
    ],
  };
}

/** Collects a render's timings as it runs; `videos` in the order their items were submitted. */
export function timingsRecorder(workers: number, cores: number, videos: readonly string[]) {
  const began = performance.now();
  const byVideo = new Map<string, {items: ItemTiming[]; thumbnail: ItemTiming[]; parts: PartTiming[]}>();
  const parts = {bundleSeconds: 0, startSeconds: 0, closeSeconds: 0, reusedScenes: 0};
  const entry = (id: string) => {
    if (!byVideo.has(id)) byVideo.set(id, {items: [], thumbnail: [], parts: []});
    return byVideo.get(id) as {items: ItemTiming[]; thumbnail: ItemTiming[]; parts: PartTiming[]};
  };
  return {
    parts,
    /** a video's chunks (in the order submitted) and main-process parts */
    addVideo(id: string, result: {items?: ItemTiming[]; parts?: PartTiming[]; reused?: string[]}) {
      entry(id).items.push(...(result.items ?? []));
      entry(id).parts.push(...(result.parts ?? []));
      parts.reusedScenes += result.reused?.length ?? 0;
    },
    /** a video's thumbnail, submitted right after its chunks */
    addThumbnail(id: string, label: string, seconds: number) {
      entry(id).thumbnail.push({label, kind: 'thumbnail', video: id, captures: 0, weight: 0, seconds});
    },
    finish(): RenderTimings {
      const recorded = videos.filter((id) => byVideo.has(id));
      return {
        format: 2,
        workers,
        cores,
        wallSeconds: (performance.now() - began) / 1000,
        ...parts,
        items: recorded.flatMap((id) => [...entry(id).items, ...entry(id).thumbnail]),
        parts: recorded.flatMap((id) => entry(id).parts),
        videos: recorded,
      };
    },
  };
}
