import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {VideoDefinition} from '../script/video-definition';
import {resolveVideo} from '../timeline/resolve-video';
import type {Timeline} from '../timeline/timeline-types';
import {runBench, timelineMiddles, trivialPlan, wholeTimeline, type BenchRow, type BenchSubject} from './bench';
import {bundleProject, projectRoot, type RenderSession} from './render-session';
import {revisionTree, type RevisionTree} from './revision-tree';

/**
 * `npm run bench -- --against <rev>`: this checkout's videos and another commit's, rendered side
 * by side in one run through this checkout's pipeline (same browser, same capture plan, same
 * encode), interleaved and repeated. Only the videos differ: the commit's scripts and scenes,
 * bundled from its own tree, resolved by its own timeline code (in a child process). Each video
 * is reported by its whole-video captures (from the plans, exact) and by its held render's
 * frames per second against the paint limit (the trivial composition), measured on the middle
 * frames of every scene, or on the whole videos with `--full`.
 */
export type AgainstRow = {
  video: string;
  /** whole-video captured frames by plan: the other commit, this checkout */
  captured: {before: number; after: number};
  frames: {before: number; after: number};
  /** the measured held renders (sample or full) */
  before: BenchRow;
  after: BenchRow;
};

export type AgainstResult = {tree: RevisionTree; paintLimit: BenchRow; rows: AgainstRow[]; full: boolean};

export async function benchAgainst(
  session: RenderSession,
  rev: string,
  videos: readonly VideoDefinition[],
  options: {full: boolean; rounds: number; perScene: number},
  log: (line: string) => void,
): Promise<AgainstResult> {
  const tree = revisionTree(rev);
  const before = revisionTimelines(tree);
  log(`bundling ${tree.sha.slice(0, 12)} from ${path.relative(projectRoot, tree.dir)}`);
  const otherUrl = await bundleProject(undefined, undefined, tree.dir);
  try {
    const plan = (t: Timeline) =>
      options.full ? wholeTimeline(t, false) : timelineMiddles(t, false, options.perScene);
    const trivial: BenchSubject = {name: 'trivial', compositionId: 'bench-trivial', plan: trivialPlan(90)};
    const subjects: BenchSubject[] = [trivial];
    const pairs: {id: string; old: Timeline; now: Timeline}[] = [];
    for (const v of videos) {
      const id = String(v.script.id);
      const old = before.get(id);
      if (old === undefined) {
        log(`${id}: not in ${tree.sha.slice(0, 12)}, left out`);
        continue;
      }
      const now = resolveVideo(v).timeline;
      pairs.push({id, old, now});
      subjects.push({name: `${id} before`, compositionId: id, plan: plan(old), serveUrl: otherUrl});
      subjects.push({name: `${id} after`, compositionId: id, plan: plan(now)});
      // whole videos take minutes: the paint limit is measured again after every pair (the machine drifts)
      if (options.full) subjects.push(trivial);
    }
    const measured = await runBench(session, subjects, options.rounds, log);
    const row = (name: string) => measured.find((r) => r.name === name) as BenchRow;
    return {
      tree,
      full: options.full,
      paintLimit: row('trivial'),
      rows: pairs.map(({id, old, now}) => ({
        video: id,
        captured: {
          before: wholeTimeline(old, false).captured.length,
          after: wholeTimeline(now, false).captured.length,
        },
        frames: {before: old.durationInFrames, after: now.durationInFrames},
        before: row(`${id} before`),
        after: row(`${id} after`),
      })),
    };
  } finally {
    fs.rmSync(otherUrl, {recursive: true, force: true});
  }
}

/** The other commit's videos resolved by its own code, in a child process: id → timeline. */
export function revisionTimelines(tree: RevisionTree): Map<string, Timeline> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'against-')), 'timelines.json');
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'src/render/revision-timelines.ts'), tree.dir, out],
      {cwd: tree.dir, stdio: ['ignore', 'ignore', 'pipe']},
    );
    const rows = JSON.parse(fs.readFileSync(out, 'utf8')) as {id: string; timeline: Timeline}[];
    return new Map(rows.map((r) => [r.id, r.timeline]));
  } catch (error) {
    const stderr = String((error as {stderr?: Buffer}).stderr ?? '')
      .trim()
      .split('\n')
      .slice(-3)
      .join(' ');
    throw new Error(
      `--against ${tree.sha.slice(0, 12)}: its videos could not be resolved (${stderr || (error as Error).message})`,
    );
  } finally {
    fs.rmSync(path.dirname(out), {recursive: true, force: true});
  }
}
