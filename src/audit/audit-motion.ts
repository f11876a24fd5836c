import type {Browser} from 'playwright-core';
import {loopRuns} from '../render/loop-runs';
import type {Timeline} from '../timeline/timeline-types';
import type {ThemeName} from '../visual/tokens';
import type {MeasuredText} from './audit-types';
import {auditStage, motionSampleStep, type Sink, type StageRow} from './audit-drawing';
import {capturePixels} from './capture-pixels';
import {checkMovingMarks, type MovingMark} from './check-moving-marks';
import {FlashCounter, flashRule, relativeLuminance} from './count-flashes';
import {measureMovingMarks} from './measure-drawing';
import {measureTexts, presenceOfTexts, readPresence, type TextPresence} from './measure-texts';
import {openFramePage, type FramePage} from './open-frame-page';
import {beatAtFrame, planFlashFrames, planMotionSamples, type BeatFilter} from './plan-checkpoints';
import {loopSource, planMotionFrames, type SourceNeeds} from './plan-motion-frames';
import {readAhead} from './read-ahead';

/** The motion pass's device scale: the flash check captures 480 × 270; boxes are CSS pixels at any scale. */
export const flashScale = 0.25;

export type FlashSummary = {
  frames: number;
  intervals: number;
  peakFraction: number;
  peakFrame: number;
  limitFraction: number;
};

export type MotionPassOptions = {
  browser: Browser;
  serveUrl: string;
  timeline: Timeline;
  theme: ThemeName;
  include: BeatFilter;
  flash: 'all' | 'sample' | 'none';
  sink: Sink;
  /** texts seen per frame, for reading time: every moving-marks sample, and flash frames not seen yet */
  observed: Map<number, TextPresence>;
  say: (message: string) => void;
};

/** What one seek of a source frame yields. */
type Seen = {
  luminance?: {values: Float32Array; width: number; height: number};
  marks?: MovingMark[];
  texts?: MeasuredText[];
  presence?: TextPresence;
};

/** Seconds spent per step of the reads, summed over the pages (printed at the end of the pass). */
type Spent = Record<'seek' | 'capture' | 'marks' | 'texts' | 'presence', number>;

async function look(page: FramePage, frame: number, need: SourceNeeds, spent: Spent): Promise<Seen> {
  const timed = async <T>(step: keyof Spent, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await run();
    spent[step] += (performance.now() - start) / 1000;
    return result;
  };
  await timed('seek', () => page.seek(frame));
  const seen: Seen = {};
  if (need.flash) {
    const png = await timed('capture', () => capturePixels(page.page));
    seen.luminance = {values: relativeLuminance(png), width: png.width, height: png.height};
  }
  if (need.marks) seen.marks = await timed('marks', () => measureMovingMarks(page.page));
  if (seen.marks !== undefined && seen.marks.length > 0)
    seen.texts = await timed('texts', () => measureTexts(page.page));
  if (need.presence || seen.marks?.length === 0) seen.presence = await timed('presence', () => readPresence(page.page));
  return seen;
}

/** Pages the motion pass reads on side by side (the old drawing and flash passes were two pages too). */
export const motionPages = 2;

/**
 * The drawing rules and the flash check on quarter-scale pages in one theme (geometry and timing
 * are the same in both): the stage at every beat's settled frame, and the motion frames in order
 * — moving marks against texts every 3rd frame of motion, the flash check's frames — each picture
 * seeked once for everything measured there, on `motionPages` pages side by side, and consumed
 * in frame order. Inside a loop run a frame is read from the same phase of the run's first period
 * (loopSource: the render repeats that very capture there), so a steady flow is seeked once per
 * period — sampling where the render itself repeats by design; every frame is still checked,
 * counted and reported as itself.
 */
export async function auditMotion(o: MotionPassOptions): Promise<{stage: StageRow[]; flash: FlashSummary}> {
  const {timeline, theme, sink} = o;
  const limitFraction = flashRule.areaFraction;
  const flashPlan = o.flash === 'none' ? {frames: [], intervals: []} : planFlashFrames(timeline, o.flash, o.include);
  const samples = planMotionSamples(timeline, motionSampleStep, o.include);
  const plan = planMotionFrames(flashPlan.frames, samples, loopSource(loopRuns(timeline)));
  const pages = await Promise.all(
    Array.from({length: motionPages}, () =>
      openFramePage(o.browser, o.serveUrl, {
        compositionId: timeline.videoId,
        props: {theme, fps: 30},
        durationInFrames: timeline.durationInFrames,
        fps: 30,
        scale: flashScale,
      }),
    ),
  );
  let counter: FlashCounter | undefined;
  let stage: StageRow[];
  try {
    // the first page measures the stage first, the others start on the motion frames meanwhile
    const staged = auditStage(pages[0] as FramePage, timeline, theme, o.include, sink);
    staged.catch(() => undefined); // awaited below; a failure also stops the first page's reads
    const spent: Spent = {seek: 0, capture: 0, marks: 0, texts: 0, presence: 0};
    const reads = readAhead(pages, [...plan.needs.keys()], async (page, source) => {
      if (page === pages[0]) await staged;
      return look(page, source, plan.needs.get(source) as SourceNeeds, spent);
    });
    for (const [i, f] of plan.frames.entries()) {
      const s = await reads.result(f.source);
      if (i === plan.needs.get(f.source)?.lastUse) reads.forget(f.source);
      if ((i + 1) % 200 === 0) o.say(`${timeline.videoId} motion: ${i + 1}/${plan.frames.length} frames`);
      if (f.flash && s.luminance !== undefined) {
        counter ??= new FlashCounter(s.luminance.width, s.luminance.height, timeline.fps);
        counter.push(f.frame, s.luminance.values);
      }
      if (!f.marks) {
        if (!o.observed.has(f.frame) && s.presence !== undefined) o.observed.set(f.frame, s.presence);
        continue;
      }
      const marks = s.marks ?? [];
      if (s.texts === undefined) {
        if (s.presence !== undefined) o.observed.set(f.frame, s.presence);
        continue;
      }
      o.observed.set(f.frame, presenceOfTexts(s.texts));
      sink.count('moving-over-text', marks.length);
      const {sceneId, beatId} = beatAtFrame(timeline, f.frame);
      for (const x of checkMovingMarks(marks, s.texts)) sink.add({...x, theme, sceneId, beatId, frame: f.frame});
    }
    [stage] = await Promise.all([staged, reads.done]);
    const steps = Object.entries(spent).map(([step, sec]) => `${step} ${sec.toFixed(0)} s`);
    o.say(
      `${timeline.videoId} motion: ${plan.frames.length} frames read from ${plan.needs.size} seeks on ${pages.length} pages (${steps.join(', ')})`,
    );
  } finally {
    await Promise.all(pages.map((p) => p.close()));
  }
  sink.count('flash', flashPlan.intervals.length);
  for (const e of counter?.events ?? []) {
    const {sceneId, beatId} = beatAtFrame(timeline, e.peakFrame);
    sink.add({
      theme,
      sceneId,
      beatId,
      frame: e.from,
      textId: '(frame)',
      rule: 'flash',
      measured: `${(e.peakFraction * 100).toFixed(1)} % of the frame flashes > 3×/s (frames ${e.from}–${e.to}, peak at ${e.peakFrame})`,
      required: `≤ ${(limitFraction * 100).toFixed(1)} % (WCAG 2.3.1 general flash)`,
      severity: e.peakFraction - limitFraction,
    });
  }
  const flash = {
    frames: flashPlan.frames.length,
    intervals: flashPlan.intervals.length,
    peakFraction: counter?.peakFraction ?? 0,
    peakFrame: counter?.peakFrame ?? -1,
    limitFraction,
  };
  return {stage, flash};
}
