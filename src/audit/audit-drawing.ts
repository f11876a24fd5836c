import type {Timeline} from '../timeline/timeline-types';
import type {ThemeName} from '../visual/tokens';
import type {Violation} from './audit-types';
import {checkStage, stageFigures, type StageFigures} from './check-composition';
import {measureDrawing} from './measure-drawing';
import type {FramePage} from './open-frame-page';
import {planStageFrames, type BeatFilter} from './plan-checkpoints';

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

/** Where findings go (the audit's violation list). */
export type Sink = {
  add: (v: Omit<Violation, 'video' | 'frames'>) => void;
  count: (rule: Violation['rule'], n?: number) => void;
};

/**
 * The stage rule at every beat's settled frame (not sampled: each beat is one picture), in one
 * theme (geometry is the same in both). Boxes are CSS pixels, so any device scale measures the same.
 */
export async function auditStage(
  page: FramePage,
  timeline: Timeline,
  theme: ThemeName,
  include: BeatFilter,
  sink: Sink,
): Promise<StageRow[]> {
  const stage: StageRow[] = [];
  for (const cp of planStageFrames(timeline, include)) {
    await page.seek(cp.frame);
    const figures = stageFigures(await measureDrawing(page.page));
    const reason = timeline.scenes.find((s) => s.id === cp.sceneId)?.compositionReason ?? null;
    const finding = checkStage(figures, reason);
    sink.count('stage');
    if (finding !== null) sink.add({...finding, theme, sceneId: cp.sceneId, beatId: cp.beatId, frame: cp.frame});
    stage.push({...figures, sceneId: cp.sceneId, beatId: cp.beatId, frame: cp.frame, reason, ok: finding === null});
  }
  return stage;
}
