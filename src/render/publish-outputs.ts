import fs from 'node:fs';
import path from 'node:path';
import {removeOnExit} from './cleanup-on-exit';
import {pidIn, sweepDead} from './render-temp';

/**
 * A render writes its whole set into a staging folder inside the video's folder (same disk,
 * so the renames are atomic) and publishes it in one step: every file renamed into place, the
 * manifest last. A failure before that step leaves the earlier set untouched; a kill during it
 * leaves files the manifest's hashes do not confirm, which the upload refuses (load-upload-job.ts).
 */
export type Staging = {dir: string; path(name: string): string; publish(names: readonly string[], manifest: string): void; discard(): void};

const stagingPattern = /^\.render-(\d+)$/;
/** What renders before the staging folder left beside the outputs: partials, segment folders, sidecar temps. */
const legacyPattern = /^(?:\..+\.(\d+)\.(?:segments|partial\.mp4)|.+\.(\d+)\.tmp)$/;

/** Removes what killed renders (their process gone) left in a video's folder. */
export function sweepVideoFolder(dir: string): string[] {
  return sweepDead(dir, (name) => pidIn(stagingPattern, name) ?? pidIn(legacyPattern, name));
}

export function openStaging(videoDir: string): Staging {
  fs.mkdirSync(videoDir, {recursive: true});
  sweepVideoFolder(videoDir);
  const dir = path.join(videoDir, `.render-${process.pid}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir);
  const forget = removeOnExit(dir);
  const discard = () => {
    fs.rmSync(dir, {recursive: true, force: true});
    forget();
  };
  return {
    dir,
    path: (name) => path.join(dir, name),
    publish(names, manifest) {
      for (const name of [...names, manifest]) fs.renameSync(path.join(dir, name), path.join(videoDir, name));
      discard();
    },
    discard,
  };
}
