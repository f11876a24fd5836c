import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Quantity} from '../model/quantity';
import {importClosure} from './import-closure';
import type {ResolvedScene, Timeline} from '../timeline/timeline-types';

/** Everything a scene segment's frames depend on besides its own slice of the script. */
export type SegmentContext = {
  /** hash of the code, model data and assets (scene scripts excluded: their content enters per scene) */
  codeHash: string;
  references: Readonly<Record<string, Quantity>>;
  settings: Record<string, string | number | boolean>;
  remotionVersion: string;
  browserVersion: string;
};

/** A scene's slice, in frames relative to the scene, so that moving it alone does not change it. */
function sceneSlice(scene: ResolvedScene) {
  const rel = (f: number | null) => (f === null ? null : f - scene.from);
  return {
    id: scene.id,
    index: scene.index,
    chapter: scene.chapter,
    frames: scene.durationInFrames,
    entrance:
      scene.entrance === null ? null : {...scene.entrance, from: rel(scene.entrance.from), to: rel(scene.entrance.to)},
    beats: scene.beats.map((b) => ({
      id: b.id,
      from: rel(b.from),
      motionEnd: rel(b.motionEnd),
      to: rel(b.to),
      motion: b.motion ?? null,
      focus: b.focus,
    })),
    texts: scene.texts.map((t) => ({
      id: t.id,
      kind: t.kind,
      text: t.text,
      lines: t.lines,
      appear: rel(t.appear),
      visibleFrom: rel(t.visibleFrom),
      exitStart: rel(t.exitStart),
      exitEnd: rel(t.exitEnd),
      settledFrom: rel(t.settledFrom),
      counting: t.counting,
    })),
  };
}

/**
 * The cache key of one scene's segment: its slice of the script (with, when it enters by
 * continuing the previous scene's picture, that scene's slice too), the video-level values drawn in
 * it (the progress bar's chapter ticks and beat steps, the video's length), every reference value,
 * the code and assets, the render settings and the Remotion and browser versions.
 */
export function segmentKey(timeline: Timeline, scene: ResolvedScene, context: SegmentContext): string {
  const progressBar = {
    total: timeline.durationInFrames,
    chapters: timeline.chapters.map((c) => c.from),
    steps: timeline.scenes.flatMap((s) => s.beats.map((b) => b.from)).filter((f) => f < scene.to),
    offset: scene.from,
  };
  // An entrance starts from the previous scene's last picture: what that scene shows enters this key too.
  const previous =
    scene.entrance === null ? null : timeline.scenes.find((s) => s.id === scene.entrance?.previousSceneId);
  const material = {
    version: 1,
    video: timeline.videoId,
    fps: timeline.fps,
    scene: sceneSlice(scene),
    progressBar,
    continues: previous === undefined || previous === null ? null : sceneSlice(previous),
    references: Object.keys(context.references)
      .sort()
      .map((k) => [k, context.references[k]]),
    codeHash: context.codeHash,
    settings: context.settings,
    remotion: context.remotionVersion,
    browser: context.browserVersion,
  };
  return crypto.createHash('sha256').update(JSON.stringify(material)).digest('hex');
}

const isScript = (relative: string) => /^compositions\/[^/]+\/script\.ts$/.test(relative);

/** Where a segment's bytes come from: the browser bundle's entry and the Node code that captures and encodes a segment. */
export const segmentCodeEntries = ['src/index.ts', 'src/render/render-segmented.ts'];

/**
 * sha256 over the code a video's frames can depend on (paths and contents, sorted): the files
 * the bundle's entry and the segment renderer import (followed through relative imports, so the
 * command-line tools, the audit, the upload and the sidecar writers do not count), the assets
 * and the lockfile. The video's scene script is excluded (its content enters each scene's key),
 * and so are the other videos' folders (a video imports only src/ and its own folder).
 */
export function hashProjectCode(root: string, videoId?: string): string {
  const excluded = (relative: string) => {
    if (isScript(relative)) return true;
    const folder = /^compositions\/([^/]+)\//.exec(relative)?.[1];
    return videoId !== undefined && folder !== undefined && folder !== videoId;
  };
  const files = importClosure(root, segmentCodeEntries).filter((f) => !excluded(f));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else files.push(relative);
    }
  };
  walk('assets');
  files.push('package-lock.json');
  const hash = crypto.createHash('sha256');
  for (const file of files.sort())
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}
