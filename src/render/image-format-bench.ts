import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {makeCancelSignal, renderFrames, selectComposition} from '@remotion/renderer';
import type {VideoDefinition} from '../script/video-definition';
import {median, sceneMiddles} from './bench';
import {colourConversion, type EncodeSettings} from './encode-settings';
import {differenceOfStreams, type FrameDifference} from './frame-difference';
import {decodedFrames, rawFrames} from './raw-frames';
import type {RenderSession} from './render-session';
import {renderVideo} from './render-video';

type ImageFormat = EncodeSettings['imageFormat'];
const formats: ImageFormat[] = ['jpeg', 'png'];
const props = {theme: 'dark', fps: 30} as const;

export type ImageFormatRow = {
  video: string;
  format: ImageFormat;
  frames: number;
  /** wall time of each round through the real pipeline (capture, encode, verification) */
  runs: number[];
  medianSeconds: number;
  bytes: number;
  /** the MP4's decoded frames against the lossless reference */
  difference: FrameDifference;
};

/**
 * Captured frames as JPEG (quality 95) against PNG, through the one pipeline at the same CRF:
 * wall time (interleaved rounds, median), file size, and the decoded MP4 against a lossless
 * reference — the PNG captures converted to yuv420p by the pipeline's own colour conversion,
 * never compressed. Frames: 30 from the middle of every scene, all captured.
 */
export async function compareImageFormats(
  session: RenderSession,
  definitions: VideoDefinition[],
  rounds: number,
  crf: number,
  log: (line: string) => void,
): Promise<ImageFormatRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-format-'));
  const rows: ImageFormatRow[] = [];
  try {
    for (const definition of definitions) {
      const id = String(definition.script.id);
      const plan = sceneMiddles(definition, true);
      const reference = await capturePngs(session, id, plan.output);
      log(`${id}: ${reference.frames.length} reference frames captured as PNG`);
      const runs = new Map<ImageFormat, number[]>(formats.map((f) => [f, []]));
      const sizes = new Map<ImageFormat, number>();
      for (let round = 1; round <= rounds; round++) {
        for (const format of round % 2 === 1 ? formats : [...formats].reverse()) {
          const output = path.join(dir, `${id}-${format}.mp4`);
          const result = await renderVideo(
            session,
            {
              compositionId: id,
              props,
              fps: props.fps,
              plan,
              scale: 1,
              concurrency: 1,
              encode: {crf, preset: 'medium', imageFormat: format},
              output,
            },
            makeCancelSignal().cancelSignal,
            () => undefined,
          );
          runs.get(format)?.push(result.wallSeconds);
          sizes.set(format, result.bytes);
          log(
            `round ${round}/${rounds} ${id} ${format}: ${result.frames} frames in ${result.wallSeconds.toFixed(1)} s, ${result.bytes} bytes`,
          );
        }
      }
      for (const format of formats) {
        const difference = await compareWithReference(path.join(dir, `${id}-${format}.mp4`), reference);
        const times = runs.get(format) ?? [];
        rows.push({
          video: id,
          format,
          frames: plan.output.length,
          runs: times,
          medianSeconds: median(times),
          bytes: sizes.get(format) ?? 0,
          difference,
        });
      }
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  return rows;
}

/** Every listed frame captured as PNG (lossless), in order. */
async function capturePngs(
  session: RenderSession,
  compositionId: string,
  frames: number[],
): Promise<{frames: Buffer[]; width: number; height: number}> {
  const common = {
    serveUrl: session.serveUrl,
    inputProps: props,
    puppeteerInstance: session.browser,
    browserExecutable: session.choice.browserExecutable,
    chromeMode: session.choice.chromeMode,
    logLevel: 'error' as const,
  };
  const composition = await selectComposition({...common, id: compositionId});
  const byFrame = new Map<number, Buffer>();
  await renderFrames({
    ...common,
    composition,
    frames,
    outputDir: null,
    imageFormat: 'png',
    concurrency: 1,
    onStart: () => undefined,
    onFrameUpdate: () => undefined,
    onFrameBuffer: (buffer, frame) => {
      byFrame.set(frame, buffer);
    },
  });
  const ordered = frames.map((f) => {
    const buffer = byFrame.get(f);
    if (buffer === undefined) throw new Error(`frame ${f} was not captured`);
    return buffer;
  });
  return {frames: ordered, width: composition.width, height: composition.height};
}

/** Decodes the MP4 and converts the reference PNGs, both to raw yuv420p, and compares them frame by frame. */
async function compareWithReference(
  mp4: string,
  reference: {frames: Buffer[]; width: number; height: number},
): Promise<FrameDifference> {
  const {width, height} = reference;
  const converted = rawFrames(
    ['-f', 'image2pipe', '-c:v', 'png', '-i', 'pipe:0', '-vf', colourConversion('png')],
    reference.frames,
    (width * height * 3) / 2,
  );
  const difference = await differenceOfStreams(decodedFrames(mp4, width, height), converted, width, height);
  if (difference.frames !== reference.frames.length)
    throw new Error(`${path.basename(mp4)}: compared ${difference.frames} of ${reference.frames.length} frames`);
  return difference;
}
