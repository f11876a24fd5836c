import fs from 'node:fs';
import path from 'node:path';
import {manifestProblem, outputNames, partialRenderRefusal, type FileRole, type Manifest} from '../render/output-files';
import {sha256File} from '../render/files';
import {finishInterruptedPublishes, publishUnderWay} from '../render/publish-outputs';
import {UploadError} from './explain-api-error';

export type {Manifest} from '../render/output-files';

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

/**
 * Reads one render's set from `<out>/<id>/` (the variant's manifest, see src/render/output-files.ts)
 * and trusts only files whose sha256 the manifest confirms: a file from another render, or one
 * a killed render left half-published, is refused with a sentence naming it.
 */
export function loadUploadJob(out: string, delivery: ScriptDelivery, variant = ''): UploadJob {
  const dir = path.resolve(out, delivery.id);
  const names = outputNames(delivery.id, variant);
  const renderHint = `run \`npm run render -- ${delivery.id}\` first${out === 'out' ? '' : ` with --out ${out}`}, or pass --out with the folder the render used`;
  // a render killed while publishing its set: finish that set first (src/render/publish-outputs.ts)
  for (const line of finishInterruptedPublishes(dir)) console.error(line);
  const publishing = publishUnderWay(dir);
  if (publishing !== undefined)
    throw new UploadError(
      `${delivery.id}: render ${publishing} is publishing a new set in ${dir} right now; run the upload again when it has finished.`,
    );
  const manifestFile = path.join(dir, names.manifest);
  if (!fs.existsSync(manifestFile)) throw new UploadError(`${delivery.id}: no ${manifestFile}: ${renderHint}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new UploadError(`${delivery.id}: ${manifestFile} is not valid JSON: ${renderHint}`);
  }
  const partial = partialRenderRefusal(parsed);
  if (partial !== undefined)
    throw new UploadError(
      `${delivery.id}: ${manifestFile} is refused: ${partial}; the upload sends only a whole video's set, so render ${delivery.id} without --scenes or --frames.`,
    );
  const problem = manifestProblem(parsed);
  if (problem !== undefined)
    throw new UploadError(
      `${delivery.id}: ${manifestFile} is not a manifest this version writes (${problem}): ${renderHint}`,
    );
  const manifest = parsed as Manifest;
  if (manifest.id !== delivery.id) throw new UploadError(`${delivery.id}: ${manifestFile} is for "${manifest.id}"`);
  const confirmed = (role: FileRole, optional = false) => {
    const entry = manifest.files[role];
    const file = path.join(dir, entry.name);
    if (!fs.existsSync(file)) {
      if (optional) return undefined;
      throw new UploadError(`${delivery.id}: no ${file}: ${renderHint}`);
    }
    if (sha256File(file) !== entry.sha256) {
      throw new UploadError(
        `${delivery.id}: ${file} does not match ${names.manifest} (sha256 differs): it is not from the render the manifest describes, so nothing was sent; render ${delivery.id} again.`,
      );
    }
    return file;
  };
  const file = confirmed('video') as string;
  const description = fs.readFileSync(confirmed('description') as string, 'utf8');
  return {
    id: delivery.id,
    out,
    dir,
    manifest,
    file,
    title: manifest.title,
    description,
    tags: [...delivery.tags],
    categoryId: delivery.categoryId,
    language: delivery.language,
    captionsFile: confirmed('captionsSrt') as string,
    thumbnailFile: confirmed('thumbnail', true),
  };
}

/** The `video` resource sent with videos.insert: privacy always explicit, not for kids, no synthetic media. */
export function videoResource(
  job: UploadJob,
  privacy: string,
): {snippet: Record<string, unknown>; status: Record<string, unknown>} {
  return {
    snippet: videoSnippet(job),
    status: {privacyStatus: privacy, selfDeclaredMadeForKids: false, containsSyntheticMedia: false},
  };
}

/** The snippet sent by videos.insert and videos.update (an update replaces the whole snippet). */
export function videoSnippet(job: UploadJob): Record<string, unknown> {
  return {
    title: job.title,
    description: job.description,
    tags: job.tags,
    categoryId: job.categoryId,
    defaultLanguage: job.language,
  };
}
