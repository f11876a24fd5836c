import path from 'node:path';
import {z} from 'zod';

/**
 * The output folder's contract (docs/design.md, "Output folder"): every file one render
 * publishes into `<out>/<id>/`, each named for the render's variant, and the manifest that
 * lists them all with their sha256. Written by `npm run render`, read by `npm run upload`.
 */

/** What a render's variant changes in its files' names: '' for the default (dark, 1080p, 30 fps, full), else e.g. '-light-4k'. */
export type Variant = string;

export type VariantOptions = {theme: 'dark' | 'light'; scale: number; fps: number; draft: boolean; everyFrame: boolean};

export function variantOf(o: VariantOptions): Variant {
  return [o.theme === 'light' ? '-light' : '', o.scale === 2 && !o.draft ? '-4k' : '', o.fps !== 30 ? `-${o.fps}fps` : '',
    o.draft ? '-draft' : '', o.everyFrame ? '-every-frame' : ''].join('');
}

/** The roles of a published set's files; the manifest names itself last. */
export const fileRoles = ['video', 'thumbnail', 'description', 'captionsSrt', 'captionsVtt', 'descriptionsVtt', 'facts'] as const;
export type FileRole = (typeof fileRoles)[number];

/** Every file one render of `id` in `variant` publishes, by role, as names inside the video's folder. */
export function outputNames(id: string, variant: Variant): Record<FileRole | 'manifest', string> {
  return {
    video: `${id}${variant}.mp4`,
    thumbnail: `thumbnail${variant}.png`,
    description: `description${variant}.txt`,
    captionsSrt: `captions${variant}.srt`,
    captionsVtt: `captions${variant}.vtt`,
    descriptionsVtt: `descriptions${variant}.vtt`,
    facts: `facts${variant}.md`,
    manifest: `manifest${variant}.json`,
  };
}

/** outputNames as absolute paths inside `dir` (the video's folder, `<out>/<id>`). */
export function outputFiles(dir: string, id: string, variant: Variant): Record<FileRole | 'manifest', string> {
  const names = outputNames(id, variant);
  return Object.fromEntries(Object.entries(names).map(([role, name]) => [role, path.join(dir, name)])) as Record<FileRole | 'manifest', string>;
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 is 64 lowercase hex digits');

export const manifestSchema = z.object({
  id: z.string().min(1),
  variant: z.string(),
  title: z.string().min(1),
  /** the MP4's name (files.video.name) */
  file: z.string().min(1),
  lengthSeconds: z.number().positive(),
  frames: z.number().int().positive(),
  fps: z.number().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  theme: z.enum(['dark', 'light']),
  /** the MP4's size and sha256 (files.video) */
  bytes: z.number().int().positive(),
  sha256,
  files: z.object(Object.fromEntries(fileRoles.map((role) => [role, z.object({name: z.string().min(1), bytes: z.number().int().nonnegative(), sha256})])) as
    Record<FileRole, z.ZodObject<{name: z.ZodString; bytes: z.ZodNumber; sha256: typeof sha256}>>),
  scriptSha256: sha256,
  modelSha256: sha256,
  remotion: z.string(),
  browser: z.string(),
  renderSeconds: z.number().nonnegative(),
  capturedFrames: z.number().int().nonnegative(),
  repeatedFrames: z.number().int().nonnegative(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The first problem of a parsed manifest as one phrase naming the field and the rule. */
export function manifestProblem(value: unknown): string | undefined {
  const result = manifestSchema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const rule = issue?.message.endsWith('received undefined') ? 'is missing' : issue?.message ?? 'is invalid';
  return `${issue?.path.join('.') || '(top level)'}: ${rule}`;
}
