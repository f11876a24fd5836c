import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {makeCancelSignal, renderMedia, selectComposition} from '@remotion/renderer';
import type {VideoDefinition} from '../script/video-definition';
import {resolveVideo} from '../timeline/resolve-video';
import type {Timeline} from '../timeline/timeline-types';
import {planCapture, type CapturePlan} from './capture-plan';
import {defaultImageFormat} from './encode-settings';
import type {RenderSession} from './render-session';
import {startMemorySampler} from './memory-peak';
import {renderVideo} from './render-video';

export type BenchSubject = {
  name: string;
  compositionId: string;
  plan: CapturePlan;
  /** another bundle to render the composition from (bench --against: another commit's videos), in the session's browser */
  serveUrl?: string;
  /** render with Remotion's renderMedia() instead of this project's capture + encode (same frames, same settings) */
  viaRenderMedia?: boolean;
};

/** 30 frames from the middle of every scene, in one plan. */
export function sceneMiddles(definition: VideoDefinition, everyFrame: boolean, perScene = 30): CapturePlan {
  return timelineMiddles(resolveVideo(definition).timeline, everyFrame, perScene);
}

/** sceneMiddles() of a resolved timeline (another commit's, bench --against). */
export function timelineMiddles(timeline: Timeline, everyFrame: boolean, perScene = 30): CapturePlan {
  const ranges = timeline.scenes.map((s) => {
    const middle = Math.floor((s.from + s.to) / 2);
    return {from: middle - perScene / 2, to: middle + perScene / 2};
  });
  return planCapture(timeline, ranges, everyFrame);
}

export function wholeVideo(definition: VideoDefinition, everyFrame: boolean): CapturePlan {
  return wholeTimeline(resolveVideo(definition).timeline, everyFrame);
}

export function wholeTimeline(timeline: Timeline, everyFrame: boolean): CapturePlan {
  return planCapture(timeline, [{from: 0, to: timeline.durationInFrames}], everyFrame);
}

export function trivialPlan(frames: number): CapturePlan {
  const all = Array.from({length: frames}, (_, i) => i);
  return {output: all, source: all, captured: all};
}

export type BenchRow = {
  name: string;
  frames: number;
  captured: number;
  runs: number[];
  medianSeconds: number;
  fps: number;
  ratio: number;
  /** the highest memory of the process tree (node, browser, ffmpeg) over the subject's runs */
  peakMemoryBytes: number;
};

/**
 * Renders every subject `rounds` times, interleaved (A B C A B C…), through the same pipeline
 * and settings, and reports each subject's median frames per second and its ratio to the first
 * subject (the trivial composition: the paint limit). A subject listed more than once (the
 * trivial composition between long runs) is measured each time and reported once, by its median.
 */
export async function runBench(
  session: RenderSession,
  subjects: BenchSubject[],
  rounds: number,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const runs = new Map<string, number[]>(subjects.map((s) => [s.name, []]));
  const peaks = new Map<string, number>();
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const subject of subjects) {
        const {cancelSignal} = makeCancelSignal();
        const memory = startMemorySampler();
        const keepPeak = () => peaks.set(subject.name, Math.max(peaks.get(subject.name) ?? 0, memory.stop().bytes));
        if (subject.viaRenderMedia === true) {
          const seconds = await timeRenderMedia(session, subject, path.join(dir, `${subject.name}.mp4`));
          keepPeak();
          runs.get(subject.name)?.push(seconds);
          log(
            `round ${round}/${rounds} ${subject.name}: ${subject.plan.output.length} frames in ${seconds.toFixed(1)} s`,
          );
          continue;
        }
        const result = await renderVideo(
          subject.serveUrl === undefined ? session : {...session, serveUrl: subject.serveUrl},
          {
            compositionId: subject.compositionId,
            props: {theme: 'dark', fps: 30},
            fps: 30,
            plan: subject.plan,
            scale: 1,
            concurrency: 1,
            encode: {crf: 18, preset: 'medium', imageFormat: defaultImageFormat},
            output: path.join(dir, `${subject.name}.mp4`),
          },
          cancelSignal,
          () => undefined,
        );
        keepPeak();
        runs.get(subject.name)?.push(result.wallSeconds);
        log(
          `round ${round}/${rounds} ${subject.name}: ${result.frames} frames (${result.captured} captured) in ${result.wallSeconds.toFixed(1)} s`,
        );
      }
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  const distinct = subjects.filter((s, i) => subjects.findIndex((t) => t.name === s.name) === i);
  const rows = distinct.map((s) => {
    const times = runs.get(s.name) ?? [];
    const medianSeconds = median(times);
    return {
      name: s.name,
      frames: s.plan.output.length,
      captured: s.plan.captured.length,
      runs: times,
      medianSeconds,
      fps: s.plan.output.length / medianSeconds,
      ratio: 0,
      peakMemoryBytes: peaks.get(s.name) ?? 0,
    };
  });
  const reference = rows[0]?.fps ?? 1;
  return rows.map((r) => ({...r, ratio: r.fps / reference}));
}

/** renderMedia() on the subject's contiguous frame range, with the pipeline's encode settings. */
async function timeRenderMedia(session: RenderSession, subject: BenchSubject, output: string): Promise<number> {
  const start = performance.now();
  const common = {
    serveUrl: session.serveUrl,
    inputProps: {theme: 'dark', fps: 30},
    puppeteerInstance: session.browser,
    browserExecutable: session.choice.browserExecutable,
    chromeMode: session.choice.chromeMode,
    logLevel: 'error' as const,
  };
  const composition = await selectComposition({...common, id: subject.compositionId});
  const first = subject.plan.output[0] ?? 0;
  const last = subject.plan.output[subject.plan.output.length - 1] ?? 0;
  await renderMedia({
    ...common,
    composition,
    codec: 'h264',
    outputLocation: output,
    frameRange: [first, last],
    concurrency: 1,
    imageFormat: defaultImageFormat,
    ...(defaultImageFormat === 'jpeg' ? {jpegQuality: 95} : {}),
    crf: 18,
    x264Preset: 'medium',
    colorSpace: 'bt709',
    pixelFormat: 'yuv420p',
    gopSize: 15,
    muted: true,
  });
  return (performance.now() - start) / 1000;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}
