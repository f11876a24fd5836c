import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {revisionTimelines} from '../../src/render/against-bench';
import {wholeTimeline} from '../../src/render/bench';
import {projectRoot} from '../../src/render/render-session';
import {revisionTree} from '../../src/render/revision-tree';
import {resolveVideo} from '../../src/timeline/resolve-video';

// bench --against <rev>: another commit as a tree on disk, its videos resolved by its own code.
const git = (...args: string[]) => execFileSync('git', args, {cwd: projectRoot, encoding: 'utf8'}).trim();
const clean = git('status', '--porcelain', '--untracked-files=no', '--', 'compositions', 'src') === '';

describe('revision tree (bench --against)', () => {
  const tree = revisionTree('HEAD');

  it('is the commit as git stores it, with this checkout’s node_modules linked in', () => {
    expect(tree.sha).toBe(git('rev-parse', 'HEAD'));
    for (const file of ['compositions/index.ts', 'src/timeline/resolve-video.ts', 'package.json'])
      expect(fs.readFileSync(path.join(tree.dir, file), 'utf8')).toBe(
        execFileSync('git', ['show', `HEAD:${file}`], {cwd: projectRoot, encoding: 'utf8'}),
      );
    expect(fs.realpathSync(path.join(tree.dir, 'node_modules'))).toBe(
      fs.realpathSync(path.join(projectRoot, 'node_modules')),
    );
  });

  it('resolves the commit’s videos in a child process: the three, at their pinned lengths', () => {
    const timelines = revisionTimelines(tree);
    expect([...timelines.keys()]).toEqual(['grace-blackwell', 'inside-the-sm', 'nvlink-nvswitch']);
    // 3:33, 3:08 and 3:06 at 30 fps
    expect([...timelines.values()].map((t) => t.durationInFrames)).toEqual([6390, 5640, 5580]);
    if (!clean) return; // uncommitted edits: HEAD's videos are not this checkout's (CI runs on a clean clone)
    for (const v of videos) {
      const here = wholeTimeline(resolveVideo(v).timeline, false);
      const there = wholeTimeline(timelines.get(String(v.script.id))!, false);
      expect(there.captured, String(v.script.id)).toEqual(here.captured);
      expect(there.source).toEqual(here.source);
    }
  }, 60_000);

  it('refuses a revision that is not a commit in one sentence', () => {
    expect(() => revisionTree('no-such-branch-xyz')).toThrow(
      /^--against no-such-branch-xyz: no such commit in this repository/,
    );
    expect(() => revisionTree('--help')).toThrow(/--against takes a commit/);
  });
});
