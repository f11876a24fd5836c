import fs from 'node:fs';
import path from 'node:path';
import {renderFrames, selectComposition, type CancelSignal} from '@remotion/renderer';
import type {CompositionProps} from '../composition-props';
import {lastUses, type CapturePlan} from './capture-plan';
import {removeOnExit} from './cleanup-on-exit';
import type {EncodeSettings} from './encode-settings';
import {startEncoder} from './encoder';
import type {RenderSession} from './render-session';
import {describeProblems, verifyVideo} from './verify-video';

export type RenderJob = {
  compositionId: string;
  props: CompositionProps;
  fps: number;
  /** which frames to capture and which to repeat (planCapture) */
  plan: CapturePlan;
  scale: number;
  concurrency: number;
  encode: Omit<EncodeSettings, 'fps' | 'width' | 'height'>;
  /** the published file */
  output: string;
};

export type RenderProgress = {
  captured: number;
  toCapture: number;
  encoded: number;
  frames: number;
  elapsedSeconds: number;
};

export type RenderResult = {
  frames: number;
  captured: number;
  repeated: number;
  wallSeconds: number;
  bytes: number;
  width: number;
  height: number;
};

/**
 * Captures the frames that can differ with renderFrames(), streams the full sequence (holds
 * repeated) into the bundled ffmpeg, verifies the file and publishes it by atomic rename.
 * On any failure or cancellation the partial file is deleted and an earlier output is untouched.
 */
export async function renderVideo(
  session: RenderSession,
  job: RenderJob,
  cancelSignal: CancelSignal,
  onProgress: (p: RenderProgress) => void,
): Promise<RenderResult> {
  const start = performance.now();
  const composition = await selectComposition({
    serveUrl: session.serveUrl,
    id: job.compositionId,
    inputProps: job.props,
    puppeteerInstance: session.browser,
    browserExecutable: session.choice.browserExecutable,
    chromeMode: session.choice.chromeMode,
    logLevel: 'error',
  });
  const plan = job.plan;
  const width = Math.round(composition.width * job.scale);
  const height = Math.round(composition.height * job.scale);
  const partial = path.join(path.dirname(job.output), `.${path.basename(job.output)}.${process.pid}.partial.mp4`);
  const forget = removeOnExit(partial);
  const encoder = startEncoder({...job.encode, fps: job.fps, width, height}, partial);
  const buffers = new Map<number, Buffer>();
  const lastUse = lastUses(plan);
  let next = 0;
  let captured = 0;
  const report = () =>
    onProgress({
      captured,
      toCapture: plan.captured.length,
      encoded: next,
      frames: plan.output.length,
      elapsedSeconds: (performance.now() - start) / 1000,
    });
  const flushOnce = async () => {
    while (next < plan.source.length) {
      const source = plan.source[next] as number;
      const buffer = buffers.get(source);
      if (buffer === undefined) return;
      await encoder.write(buffer);
      if (lastUse.get(source) === next) buffers.delete(source); // a hold's or a loop's capture is kept until its last repeat
      next++;
      // a long hold or loop encodes hundreds of frames after one capture: that is progress too, or
      // the watchdog (workers/watchdog.ts) takes a busy encoder for a stalled browser
      if (next % 15 === 0) report();
    }
  };
  // Buffers may arrive out of order at concurrency > 1: flushes run one after another.
  let flushing = Promise.resolve();
  const flush = () => (flushing = flushing.then(flushOnce));
  try {
    await renderFrames({
      serveUrl: session.serveUrl,
      composition,
      inputProps: job.props,
      frames: plan.captured,
      outputDir: null,
      imageFormat: job.encode.imageFormat,
      ...(job.encode.imageFormat === 'jpeg' ? {jpegQuality: 95} : {}),
      scale: job.scale,
      concurrency: job.concurrency,
      puppeteerInstance: session.browser,
      browserExecutable: session.choice.browserExecutable,
      chromeMode: session.choice.chromeMode,
      cancelSignal,
      logLevel: 'error',
      onStart: () => undefined,
      onFrameUpdate: () => undefined,
      onFrameBuffer: async (buffer, frame) => {
        buffers.set(frame, buffer);
        captured++;
        await flush();
        report();
      },
    });
    await flush();
    if (next !== plan.output.length)
      throw new Error(`only ${next} of ${plan.output.length} frames reached the encoder`);
    await encoder.finish();
    const problems = await verifyVideo(partial, {frames: plan.output.length, fps: job.fps, width, height});
    if (problems.length > 0) throw new Error(describeProblems(job.output, problems));
    fs.renameSync(partial, job.output);
  } catch (error) {
    encoder.abort();
    fs.rmSync(partial, {force: true});
    throw error;
  } finally {
    forget();
  }
  report();
  return {
    frames: plan.output.length,
    captured: plan.captured.length,
    repeated: plan.output.length - plan.captured.length,
    wallSeconds: (performance.now() - start) / 1000,
    bytes: fs.statSync(job.output).size,
    width,
    height,
  };
}
