import fs from 'node:fs';
import path from 'node:path';
import {removeOnExit} from './cleanup-on-exit';
import {writeAtomically} from './files';
import {isAlive} from './process-alive';
import {pidIn, sweepDead} from './render-temp';

/**
 * A render writes its whole set into a staging folder inside the video's folder (same disk,
 * so the renames are atomic) and publishes it as a set, through a journal:
 *
 * 1. the set is complete and verified in `.render-<pid>/`;
 * 2. `.publish-<pid>.json` is written (atomically): the staging folder and the files, manifest last;
 * 3. each file is renamed into place, the manifest last;
 * 4. the journal is removed, then the staging folder.
 *
 * The journal's appearance is the commit point. A render killed before it published nothing;
 * killed after it (between two renames), its set is finished by the next start in that folder
 * (the next render, or the upload's check), which renames what is still staged and says so.
 * So the folder holds the old set or the new one, and a mixture only while a journal says that
 * a publish is under way; the upload refuses to read a folder in that state.
 */
export type Staging = {
  dir: string;
  path(name: string): string;
  publish(names: readonly string[], manifest: string): void;
  discard(): void;
};

const stagingPattern = /^\.render-(\d+)$/;
const journalPattern = /^\.publish-(\d+)\.json$/;
/** What renders before the staging folder left beside the outputs: partials, segment folders, sidecar temps. */
const legacyPattern = /^(?:\..+\.(\d+)\.(?:segments|partial\.mp4)|.+\.(\d+)\.tmp)$/;

type Journal = {staging: string; files: string[]};

const readJournal = (file: string): Journal | undefined => {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8')) as Journal;
    return typeof j.staging === 'string' && Array.isArray(j.files) && j.files.every((f) => typeof f === 'string')
      ? j
      : undefined;
  } catch {
    return undefined;
  }
};

/** Renames the journal's files still staged into place (in order, the manifest last), then removes the journal and the staging folder. */
function finish(videoDir: string, journalName: string, journal: Journal): void {
  const staging = path.join(videoDir, path.basename(journal.staging));
  for (const name of journal.files.map((f) => path.basename(f))) {
    const staged = path.join(staging, name);
    if (fs.existsSync(staged)) fs.renameSync(staged, path.join(videoDir, name));
  }
  fs.rmSync(path.join(videoDir, journalName), {force: true});
  fs.rmSync(staging, {recursive: true, force: true});
}

/**
 * Finishes the publishes that killed renders (their process gone) left under way in `videoDir`;
 * returns one sentence per finished set, naming its files. A journal that cannot be read (the
 * render died while writing it, so before any rename) is removed with its staging folder.
 */
export function finishInterruptedPublishes(videoDir: string): string[] {
  if (!fs.existsSync(videoDir)) return [];
  const finished: string[] = [];
  for (const entry of fs.readdirSync(videoDir)) {
    const pid = pidIn(journalPattern, entry);
    if (pid === undefined || isAlive(pid)) continue;
    const journal = readJournal(path.join(videoDir, entry));
    if (journal === undefined) {
      fs.rmSync(path.join(videoDir, entry), {force: true});
      continue;
    }
    finish(videoDir, entry, journal);
    finished.push(
      `${videoDir}: finished publishing ${journal.files.join(', ')} (render ${pid} was stopped in the middle of publishing this set)`,
    );
  }
  return finished;
}

/** The publish under way in `videoDir` by a live process, if any (its journal's pid). */
export function publishUnderWay(videoDir: string): number | undefined {
  if (!fs.existsSync(videoDir)) return undefined;
  return fs
    .readdirSync(videoDir)
    .map((e) => pidIn(journalPattern, e))
    .find((pid) => pid !== undefined && isAlive(pid));
}

/** Finishes killed renders' publishes, then removes what killed renders (their process gone) left in a video's folder. */
export function sweepVideoFolder(dir: string, log: (line: string) => void = (l) => console.error(l)): string[] {
  for (const line of finishInterruptedPublishes(dir)) log(line);
  return sweepDead(dir, (name) => pidIn(stagingPattern, name) ?? pidIn(legacyPattern, name));
}

export function openStaging(videoDir: string, log?: (line: string) => void): Staging {
  fs.mkdirSync(videoDir, {recursive: true});
  sweepVideoFolder(videoDir, log);
  const dir = path.join(videoDir, `.render-${process.pid}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir);
  const forget = removeOnExit(dir);
  let committed = false;
  const discard = () => {
    if (committed) return; // the journal owns the staged set now: the next start finishes it
    fs.rmSync(dir, {recursive: true, force: true});
    forget();
  };
  return {
    dir,
    path: (name) => path.join(dir, name),
    publish(names, manifest) {
      const files = [...names, manifest];
      for (const name of files)
        if (!fs.existsSync(path.join(dir, name)))
          throw new Error(`cannot publish ${videoDir}: ${name} is missing from the staged set`);
      const journalName = `.publish-${process.pid}.json`;
      writeAtomically(
        path.join(videoDir, journalName),
        JSON.stringify({staging: path.basename(dir), files} satisfies Journal),
      );
      // from here on the set is published: an exit or error before the renames end leaves the staged set to the journal
      committed = true;
      forget();
      finish(videoDir, journalName, {staging: path.basename(dir), files});
    },
    discard,
  };
}
