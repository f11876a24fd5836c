import fs from 'node:fs';
import path from 'node:path';
import {renderStill, selectComposition, type HeadlessBrowser} from '@remotion/renderer';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';
import type {VideoConfig} from 'remotion';
import type {VideoDefinition} from '../script/video-definition';
import {lastFrame} from '../timeline/frames';
import {resolveVideo} from '../timeline/resolve-video';
import type {ThemeName} from '../visual/tokens';
import type {BrowserChoice} from './resolve-browser';

/** Goldens are committed small: a quarter of 1080p keeps the repository light. */
export const goldenScale = 0.25;
export const goldensDir = 'test/goldens';

/**
 * Per-pixel tolerance (pixelmatch threshold) and the fraction of pixels allowed to differ, on the
 * Chromium the goldens were made with. On another major version the pixels are not compared at
 * all (one line says so and how to remake them); the text and geometry snapshot beside each PNG
 * is compared exactly on any Chromium.
 */
export const goldenTolerance = {threshold: 0.1, maxDifferingFraction: 0.001} as const;

export type GoldenSpec = {
  video: string;
  scene: string;
  theme: ThemeName;
  /** the frame of the scene's composition (its last) */
  frame: number;
  /** the beat showing at that frame */
  beat: string;
  /** the scene's length, the composition's duration */
  durationInFrames: number;
  /** the PNG, relative to the project */
  file: string;
  /** the text and geometry snapshot beside it (.json) */
  snapshotFile: string;
};

/** One golden per scene per video per theme: the scene's last frame, when everything in it has settled. */
export function goldenSpecs(videos: readonly VideoDefinition[]): GoldenSpec[] {
  return videos.flatMap((definition) => {
    const timeline = resolveVideo(definition).timeline;
    return timeline.scenes.flatMap((scene) =>
      (['dark', 'light'] as const).map((theme) => {
        const base = path.join(goldensDir, timeline.videoId, `${scene.id}-${theme}`);
        return {
          video: timeline.videoId,
          scene: scene.id,
          theme,
          frame: lastFrame(scene) - scene.from,
          beat: scene.beats.at(-1)?.id ?? '',
          durationInFrames: scene.durationInFrames,
          file: `${base}.png`,
          snapshotFile: `${base}.json`,
        };
      }),
    );
  });
}

/** Where a golden is, for messages: video, scene, theme, beat and frame. */
export const goldenPlace = (spec: GoldenSpec) =>
  `${spec.video} / ${spec.scene} ${spec.theme}, beat ${spec.beat}, frame ${spec.frame}`;

export type StillContext = {serveUrl: string; browser: HeadlessBrowser; choice: BrowserChoice};

/**
 * The golden's still, rendered now: the scene composition at its last frame, at the golden scale.
 * `composition`: the scene's metadata when the caller already has it (the goldens test reads all
 * of a theme's compositions in one page: getCompositions() returns what selectComposition() does).
 */
export async function renderGolden(
  context: StillContext,
  spec: GoldenSpec,
  composition?: VideoConfig,
): Promise<Buffer> {
  const common = {
    serveUrl: context.serveUrl,
    inputProps: {theme: spec.theme, fps: 30},
    puppeteerInstance: context.browser,
    browserExecutable: context.choice.browserExecutable,
    chromeMode: context.choice.chromeMode,
    logLevel: 'error' as const,
  };
  const {buffer} = await renderStill({
    ...common,
    composition: composition ?? (await selectComposition({...common, id: `${spec.video}-${spec.scene}`})),
    frame: spec.frame,
    imageFormat: 'png',
    output: null,
    scale: goldenScale,
  });
  if (buffer === null) throw new Error(`no still for ${spec.video}-${spec.scene}`);
  return buffer;
}

export type GoldenComparison = {differing: number; total: number; fraction: number; diff: Buffer};

/** Compares a fresh still with its golden; returns the differing pixels and a diff image. */
export function compareWithGolden(actual: Buffer, golden: Buffer, threshold: number): GoldenComparison {
  const a = PNG.sync.read(actual);
  const g = PNG.sync.read(golden);
  if (a.width !== g.width || a.height !== g.height)
    throw new Error(`size ${a.width}×${a.height} differs from the golden's ${g.width}×${g.height}`);
  const diff = new PNG({width: a.width, height: a.height});
  const differing = pixelmatch(a.data, g.data, diff.data, a.width, a.height, {threshold});
  return {differing, total: a.width * a.height, fraction: differing / (a.width * a.height), diff: PNG.sync.write(diff)};
}

/**
 * One line when a video's goldens were made with another Chromium major version than the one
 * running now (null when they match): pixels differ between versions in anti-aliasing, so they
 * are not compared; the text, geometry and shape snapshots still are.
 */
export function browserMismatchNotice(recorded: string | undefined, now: string, video?: string): string | null {
  if (recorded !== undefined && majorVersion(recorded) === majorVersion(now)) return null;
  const whose = video === undefined ? 'goldens' : `${video}'s goldens`;
  const remake = video === undefined ? '`npm run goldens:update`' : `\`npm run goldens:update -- ${video}\``;
  return `${whose} were made with ${recorded ?? 'an unrecorded browser'}, this is ${now}: pixels not compared (text, geometry and shapes still are); remake them with ${remake}`;
}

/** Where a video's goldens record the browser that made their pixels. */
export const goldenRecordFile = (video: string) => path.join(goldensDir, video, 'goldens.json');

/** The browser a video's golden stills were made with, recorded beside them. */
export function readGoldenBrowser(root: string, video: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(root, goldenRecordFile(video)), 'utf8')) as {browser?: string})
      .browser;
  } catch {
    return undefined;
  }
}

export const majorVersion = (browser: string | undefined) => /(\d+)\./.exec(browser ?? '')?.[1];
