import fs from 'node:fs';
import path from 'node:path';
import {UploadError} from './explain-api-error';

/** The fields of `<out>/<id>/manifest.json` the upload relies on (written by `npm run render`). */
export type Manifest = {
  id: string;
  title: string;
  file: string;
  lengthSeconds: number;
  frames: number;
  fps: number;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
};

/** What the script says about delivery (src/script/schema.ts `delivery`). */
export type ScriptDelivery = {id: string; tags: readonly string[]; categoryId: string; language: string};

/** Everything one video's upload needs, read from `<out>/<id>/` and its script; no network. */
export type UploadJob = {
  id: string;
  out: string;
  dir: string;
  manifest: Manifest;
  file: string;
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  language: string;
  captionsFile: string;
  /** absent until the render writes thumbnail.png: the thumbnail step is then skipped with a warning */
  thumbnailFile: string | undefined;
};

const manifestKeys = ['id', 'title', 'file', 'lengthSeconds', 'frames', 'fps', 'width', 'height', 'bytes', 'sha256'] as const;

export function loadUploadJob(out: string, delivery: ScriptDelivery): UploadJob {
  const dir = path.resolve(out, delivery.id);
  const renderHint = `run \`npm run render -- ${delivery.id}\` first${out === 'out' ? '' : ` with --out ${out}`}, or pass --out with the folder the render used`;
  const manifestFile = path.join(dir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new UploadError(`${delivery.id}: no ${manifestFile}: ${renderHint}`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw new UploadError(`${delivery.id}: ${manifestFile} is not valid JSON: ${renderHint}`);
  }
  const missing = manifestKeys.filter((k) => manifest[k] === undefined);
  if (missing.length > 0) throw new UploadError(`${delivery.id}: ${manifestFile} lacks ${missing.join(', ')}: ${renderHint}`);
  if (manifest.id !== delivery.id) throw new UploadError(`${delivery.id}: ${manifestFile} is for "${manifest.id}"`);
  const need = (name: string) => {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) throw new UploadError(`${delivery.id}: no ${file}: ${renderHint}`);
    return file;
  };
  const file = need(manifest.file);
  const description = fs.readFileSync(need('description.txt'), 'utf8');
  const thumbnail = path.join(dir, 'thumbnail.png');
  return {
    id: delivery.id, out, dir, manifest, file,
    title: manifest.title,
    description,
    tags: [...delivery.tags],
    categoryId: delivery.categoryId,
    language: delivery.language,
    captionsFile: need('captions.srt'),
    thumbnailFile: fs.existsSync(thumbnail) ? thumbnail : undefined,
  };
}

/** The `video` resource sent with videos.insert: privacy always explicit, not for kids, no synthetic media. */
export function videoResource(job: UploadJob, privacy: string): {snippet: Record<string, unknown>; status: Record<string, unknown>} {
  return {
    snippet: videoSnippet(job),
    status: {privacyStatus: privacy, selfDeclaredMadeForKids: false, containsSyntheticMedia: false},
  };
}

/** The snippet sent by videos.insert and videos.update (an update replaces the whole snippet). */
export function videoSnippet(job: UploadJob): Record<string, unknown> {
  return {title: job.title, description: job.description, tags: job.tags, categoryId: job.categoryId, defaultLanguage: job.language};
}
