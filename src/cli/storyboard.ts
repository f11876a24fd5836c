// `npm run storyboard -- <id>`: a contact sheet PNG with one still per beat (its settled frame), timestamp and beat id.
// `npm run storyboard -- <id> --boundaries`: per scene boundary that carries the picture over, a strip of
// frames at −0.5 s, 0, +0.4 s and +0.8 s (out/<id>/boundaries/<scene>.png), and all strips on one sheet.
// `npm run storyboard -- <id> --boundaries=<scene>`: only the strip of the boundary into that scene.
import path from 'node:path';
import {renderFrames, selectComposition} from '@remotion/renderer';
import {videos} from '../../compositions/index';
import {boundaryStrips, formatOffset} from '../render/boundary-strips';
import {composeContactSheet, type SheetTile} from '../render/contact-sheet';
import {openSession, type RenderSession} from '../render/render-session';
import {chapterStamp} from '../render/sidecars/chapters';
import {settledFrame} from '../timeline/frames';
import {writeAtomically} from '../render/files';
import type {Timeline} from '../timeline/timeline-types';
import {resolveVideo} from '../timeline/resolve-video';
import {exitOnOptionError} from './exit-on-option-error';
import {parseStoryboardOptions} from './storyboard-options';

async function main(): Promise<void> {
  let options;
  try {
    options = parseStoryboardOptions(
      process.argv.slice(2),
      videos.map((v) => String(v.script.id)),
    );
  } catch (error) {
    exitOnOptionError(error);
  }
  const {ids, boundaries} = options;
  const only = typeof boundaries === 'object' ? boundaries.scene : undefined;
  const session = await openSession();
  try {
    for (const id of ids) {
      const timeline = resolveVideo(videos.find((v) => v.script.id === id) ?? (videos[0] as never)).timeline;
      if (boundaries !== undefined) await writeBoundaryStrips(session, id, timeline, only);
      else await writeBeatSheet(session, id, timeline);
    }
  } finally {
    await session.close();
  }
}

async function writeBeatSheet(session: RenderSession, id: string, timeline: Timeline): Promise<void> {
  const beats = timeline.scenes.flatMap((s) => s.beats.map((b) => ({scene: s.id, beat: b.id, frame: settledFrame(b)})));
  const frames = await stills(
    session,
    id,
    beats.map((b) => b.frame),
  );
  const sheet = await composeContactSheet(
    beats.map((b) => ({
      png: frames.get(b.frame) as Buffer,
      caption: `${chapterStamp(b.frame / timeline.fps)} ${b.scene} / ${b.beat}`,
    })),
  );
  const output = path.resolve('out', id, 'storyboard.png');
  writeAtomically(output, sheet);
  console.log(`${id}: ${beats.length} beats → ${output}`);
}

async function writeBoundaryStrips(
  session: RenderSession,
  id: string,
  timeline: Timeline,
  only: string | undefined,
): Promise<void> {
  const all = boundaryStrips(timeline);
  const strips = only === undefined ? all : all.filter((s) => s.sceneId === only);
  if (strips.length === 0) {
    const entering = all.map((s) => s.sceneId).join(', ');
    console.log(
      only === undefined
        ? `${id}: no scene enters from the previous scene's picture`
        : `${id}: --boundaries=${only} names no scene that enters from the previous scene's picture (these do: ${entering || 'none'})`,
    );
    return;
  }
  const frames = await stills(
    session,
    id,
    strips.flatMap((s) => s.frames.map((f) => f.frame)),
  );
  const tilesAll: SheetTile[] = [];
  for (const strip of strips) {
    const tiles = strip.frames.map((f) => ({
      png: frames.get(f.frame) as Buffer,
      caption: `${strip.sceneId} ${formatOffset(f.offset)} (${chapterStamp(f.frame / timeline.fps)})`,
    }));
    tilesAll.push(...tiles);
    const output = path.resolve('out', id, 'boundaries', `${strip.sceneId}.png`);
    writeAtomically(output, await composeContactSheet(tiles, tiles.length));
    console.log(`${id}: ${strip.previousSceneId} → ${strip.sceneId} (carries ${strip.carries.join(', ')}) → ${output}`);
  }
  if (only !== undefined) return;
  const sheet = path.resolve('out', id, 'boundaries.png');
  writeAtomically(sheet, await composeContactSheet(tilesAll, strips[0]?.frames.length ?? 4));
  console.log(`${id}: ${strips.length} boundaries → ${sheet}`);
}

/** The frames of a video as JPEG stills (dark theme, 30 fps), rendered in one pass. */
async function stills(session: RenderSession, id: string, wanted: number[]): Promise<Map<number, Buffer>> {
  const common = {
    serveUrl: session.serveUrl,
    inputProps: {theme: 'dark', fps: 30},
    puppeteerInstance: session.browser,
    browserExecutable: session.choice.browserExecutable,
    chromeMode: session.choice.chromeMode,
    logLevel: 'error' as const,
  };
  const composition = await selectComposition({...common, id});
  const frames = new Map<number, Buffer>();
  await renderFrames({
    ...common,
    composition,
    frames: [...new Set(wanted)].sort((a, b) => a - b),
    outputDir: null,
    imageFormat: 'jpeg',
    jpegQuality: 90,
    onStart: () => undefined,
    onFrameUpdate: () => undefined,
    onFrameBuffer: (buffer, frame) => {
      frames.set(frame, buffer);
    },
  });
  return frames;
}

main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
