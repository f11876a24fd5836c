import fs from 'node:fs';
import path from 'node:path';
import {z} from 'zod';
import type {ItemTiming, SerialTiming} from './render-segmented';

/**
 * What a whole render measured, for the replayed scaling curve (`npm run bench -- --replay
 * --from <file>`): every work item it rendered (captures and wall time), the parts no worker
 * runs (bundle, workers' start and stop, joins, verification, thumbnails), its worker count and
 * its wall time. `npm run render` writes it to `<out>/render-timings.json` when it rendered
 * whole videos; scenes served by the cache are not items (`reusedScenes` counts them).
 */
export const renderTimingsSchema = z.object({
  workers: z.number().int().min(1),
  cores: z.number().int().min(1),
  wallSeconds: z.number().nonnegative(),
  bundleSeconds: z.number().nonnegative(),
  startSeconds: z.number().nonnegative(),
  closeSeconds: z.number().nonnegative(),
  items: z.array(
    z.object({label: z.string(), captures: z.number().int().nonnegative(), seconds: z.number().nonnegative()}),
  ),
  serial: z.array(z.object({what: z.string(), seconds: z.number().nonnegative()})),
  reusedScenes: z.number().int().nonnegative(),
  videos: z.array(z.string()),
});
export type RenderTimings = z.infer<typeof renderTimingsSchema>;

export const renderTimingsFile = 'render-timings.json';

/** Written beside the videos through a temporary name, so a reader never sees half a file. */
export function writeRenderTimings(outDir: string, timings: RenderTimings): string {
  const file = path.join(outDir, renderTimingsFile);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(renderTimingsSchema.parse(timings), null, 2) + '\n');
  fs.renameSync(temp, file);
  return file;
}

export function readRenderTimings(file: string): RenderTimings {
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
  const parsed = renderTimingsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--from ${file}: ${issue?.path.join('.') || '(top)'}: ${issue?.message}`);
  }
  return parsed.data;
}

/** Collects a render's timings as it runs. */
export function timingsRecorder(workers: number, cores: number) {
  const began = performance.now();
  const items: ItemTiming[] = [];
  const serial: SerialTiming[] = [];
  const parts = {bundleSeconds: 0, startSeconds: 0, closeSeconds: 0, reusedScenes: 0};
  const videos: string[] = [];
  return {
    parts,
    /** times `run` as a serial part named `what` */
    async serial<T>(what: string, run: () => Promise<T>): Promise<T> {
      const start = performance.now();
      try {
        return await run();
      } finally {
        serial.push({what, seconds: (performance.now() - start) / 1000});
      }
    },
    addVideo(id: string, result: {items?: ItemTiming[]; serial?: SerialTiming[]; reused?: string[]}) {
      videos.push(id);
      items.push(...(result.items ?? []));
      serial.push(...(result.serial ?? []));
      parts.reusedScenes += result.reused?.length ?? 0;
    },
    finish(): RenderTimings {
      return {
        workers,
        cores,
        wallSeconds: (performance.now() - began) / 1000,
        ...parts,
        items: [...items].sort((a, b) => a.label.localeCompare(b.label)),
        serial,
        videos,
      };
    },
  };
}
