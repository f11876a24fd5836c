import type {Browser} from 'playwright-core';
import type {Timeline} from '../timeline/timeline-types';
import type {ThemeName} from '../visual/tokens';
import type {Violation} from './audit-types';
import {checkStage, stageFigures, type StageFigures} from './check-composition';
import {checkMovingMarks} from './check-moving-marks';
import {measureDrawing, measureMovingMarks} from './measure-drawing';
import {measureTexts, presenceOfTexts, readPresence, type TextPresence} from './measure-texts';
import {openFramePage} from './open-frame-page';
import {beatAtFrame, planMotionSamples, planStageFrames, type BeatFilter} from './plan-checkpoints';

/** One beat's stage at its settled frame, for the audit's table. */
export type StageRow = StageFigures & {
  sceneId: string;
  beatId: string;
  frame: number;
  reason: string | null;
  ok: boolean;
};

/** Moving marks are checked against text every this many frames of motion. */
export const motionSampleStep = 3;

type Sink = {
  add: (v: Omit<Violation, 'video' | 'frames'>) => void;
  count: (rule: Violation['rule'], n?: number) => void;
};

/**
 * The stage at every beat's settled frame and moving marks against text, in one theme
 * (geometry is the same in both); `onPresence` gets the texts seen at each motion sample (reading time's samples).
 */
export async function auditDrawing(
  browser: Browser,
  serveUrl: string,
  timeline: Timeline,
  theme: ThemeName,
  include: BeatFilter,
  sink: Sink,
  onPresence: (frame: number, presence: TextPresence) => void = () => undefined,
): Promise<{stage: StageRow[]}> {
  const page = await openFramePage(browser, serveUrl, {
    compositionId: timeline.videoId,
    props: {theme, fps: 30},
    durationInFrames: timeline.durationInFrames,
    fps: 30,
    scale: 1,
  });
  const stage: StageRow[] = [];
  try {
    // the stage rule: every beat's settled frame (not sampled: each beat is one picture)
    for (const cp of planStageFrames(timeline, include)) {
      await page.seek(cp.frame);
      const figures = stageFigures(await measureDrawing(page.page));
      const reason = timeline.scenes.find((s) => s.id === cp.sceneId)?.compositionReason ?? null;
      const finding = checkStage(figures, reason);
      sink.count('stage');
      if (finding !== null) sink.add({...finding, theme, sceneId: cp.sceneId, beatId: cp.beatId, frame: cp.frame});
      stage.push({...figures, sceneId: cp.sceneId, beatId: cp.beatId, frame: cp.frame, reason, ok: finding === null});
    }
    for (const frame of planMotionSamples(timeline, motionSampleStep, include)) {
      await page.seek(frame);
      const marks = await measureMovingMarks(page.page);
      if (marks.length === 0) {
        onPresence(frame, await readPresence(page.page));
        continue;
      }
      const texts = await measureTexts(page.page);
      onPresence(frame, presenceOfTexts(texts));
      sink.count('moving-over-text', marks.length);
      const {sceneId, beatId} = beatAtFrame(timeline, frame);
      for (const f of checkMovingMarks(marks, texts)) sink.add({...f, theme, sceneId, beatId, frame});
    }
  } finally {
    await page.close();
  }
  return {stage};
}
