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
  return [
    o.theme === 'light' ? '-light' : '',
    o.scale === 2 && !o.draft ? '-4k' : '',
    o.fps !== 30 ? `-${o.fps}fps` : '',
    o.draft ? '-draft' : '',
    o.everyFrame ? '-every-frame' : '',
  ].join('');
}

/** The roles of a published set's files; the manifest names itself last. */
export const fileRoles = [
  'video',
  'thumbnail',
  'description',
  'captionsSrt',
  'captionsVtt',
  'descriptionsVtt',
  'facts',
] as const;
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
  return Object.fromEntries(Object.entries(names).map(([role, name]) => [role, path.join(dir, name)])) as Record<
    FileRole | 'manifest',
    string
  >;
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 is 64 lowercase hex digits');
const fileEntry = z.object({name: z.string().min(1), bytes: z.number().int().nonnegative(), sha256});

/** What every manifest says, a full render's or a partial one's. */
const renderFields = {
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
  scriptSha256: sha256,
  modelSha256: sha256,
  remotion: z.string(),
  browser: z.string(),
  renderSeconds: z.number().nonnegative(),
  capturedFrames: z.number().int().nonnegative(),
  repeatedFrames: z.number().int().nonnegative(),
};

export const manifestSchema = z.object({
  ...renderFields,
  files: z.object(Object.fromEntries(fileRoles.map((role) => [role, fileEntry])) as Record<FileRole, typeof fileEntry>),
});

export type Manifest = z.infer<typeof manifestSchema>;

/**
 * A `--scenes` or `--frames` render: a piece of the video, for a look or a test, never for the
 * upload. Its variant starts with the selection (`--frames-0-89`, `--title+memory`) and its
 * manifest lists its one file, the MP4; `lengthSeconds` and `frames` are the piece's own.
 */
export type Selection = {scenes: string[]} | {frames: {first: number; last: number}};

export const partialManifestSchema = z.object({
  ...renderFields,
  partial: z.object({
    scenes: z.array(z.string().min(1)).min(1).optional(),
    /** the video's frames the piece holds, first and last inclusive, in order */
    ranges: z.array(z.object({first: z.number().int().nonnegative(), last: z.number().int().nonnegative()})).min(1),
  }),
  files: z.object({video: fileEntry}),
});

export type PartialManifest = z.infer<typeof partialManifestSchema>;

/** The variant of a partial render: the selection, then the render's own variant ('--frames-0-89', '--title-light'). */
export function partialVariant(selection: Selection, variant: Variant): Variant {
  const part =
    'scenes' in selection ? selection.scenes.join('+') : `frames-${selection.frames.first}-${selection.frames.last}`;
  return `--${part}${variant}`;
}

/** The names a partial render publishes: its MP4 and its manifest, nothing a full render writes. */
export function partialOutputNames(id: string, variant: Variant): {video: string; manifest: string} {
  const {video, manifest} = outputNames(id, variant);
  return {video, manifest};
}

/** What a parsed manifest is if it is a partial render's, as a phrase for the upload's refusal; undefined for any other value. */
export function partialRenderRefusal(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('partial' in value)) return undefined;
  const part = partialManifestSchema.safeParse(value).data?.partial;
  const what =
    part === undefined
      ? ''
      : part.scenes !== undefined
        ? ` (scenes ${part.scenes.join(', ')})`
        : ` (frames ${part.ranges.map((r) => `${r.first}-${r.last}`).join(', ')})`;
  return `it describes a partial render${what}, a piece of the video made with --scenes or --frames, with no thumbnail, captions or description`;
}

/** The first problem of a parsed manifest as one phrase naming the field and the rule. */
export function manifestProblem(value: unknown): string | undefined {
  const result = manifestSchema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const rule = issue?.message.endsWith('received undefined') ? 'is missing' : (issue?.message ?? 'is invalid');
  return `${issue?.path.join('.') || '(top level)'}: ${rule}`;
}
