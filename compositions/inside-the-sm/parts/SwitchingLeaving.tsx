import React, {useMemo} from 'react';
import {useValue} from '../kit';
import {findBeat, useTimeline} from '../../../src/timeline/timeline-context';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {switchingMeterBar} from '../layout-carry';
import {busySoFar, layoutTimeline} from '../layout-trace';
import {switchingTimeline} from '../scenes/WarpSwitching';
import {IssueTimeline} from './IssueTimeline';
import {useTrace} from './use-trace';

/** The warp-switching scene's trace as its run ends, and the meter's final reading (the next scene's entrance starts from it). */
export function useSwitchingFinal() {
  const {timeline} = useTimeline();
  const cps = useValue('trace.switchCyclesPerSecond');
  const warps = useValue('sim.manyWarps');
  const scene = timeline.scenes.find((s) => s.id === 'warp-switching');
  const run = scene === undefined ? undefined : findBeat(scene, 'run');
  const total = run === undefined ? 0 : Math.floor(((run.motionEnd - run.from) / timeline.fps) * cps);
  const {trace, runs, busy} = useTrace(warps, total + 1);
  const layout = useMemo(() => layoutTimeline({...switchingTimeline, warps, cycles: total}), [warps, total]);
  return {trace, runs, busy, layout, total, reading: busySoFar(trace, total), warps};
}

/** The warp-switching scene's last picture without the meter's reading (the next scene carries it) and without texts, at `opacity`. */
export const SwitchingLeaving: React.FC<{opacity: number}> = ({opacity}) => {
  const palette = usePalette();
  const oneWarp = useValue('sim.oneWarpUtilization');
  const {trace, runs, busy, layout, total} = useSwitchingFinal();
  if (opacity <= 0) return null;
  const bar = switchingMeterBar;
  return (
    <>
      <IssueTimeline trace={trace} layout={layout} runs={runs} busy={busy} cycle={total} countSize={fontSize.minimum} opacity={opacity} chips={false} />
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0, opacity}}>
        <rect x={bar.x} y={bar.y} width={bar.w} height={bar.h} rx={8} fill={palette.surfaceRaised} stroke={palette.outline} strokeWidth={2} />
        <line x1={bar.x + bar.w * oneWarp} x2={bar.x + bar.w * oneWarp} y1={bar.y - 10} y2={bar.y + bar.h + 10} stroke={palette.text} strokeWidth={4} />
      </svg>
    </>
  );
};
