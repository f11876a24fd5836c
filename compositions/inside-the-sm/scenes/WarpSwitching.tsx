import React, {useMemo} from 'react';

import {useEntrance} from '../../../src/timeline/use-entrance';
import {arriving, carry, Carried, departing} from '../../../src/visual/continuity';
import {eased, mix} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {busySoFar, layoutTimeline} from '../layout-trace';
import {rowToRow, switchingMeterBar} from '../layout-carry';
import {IssueTimeline} from '../parts/IssueTimeline';
import {StallLeaving, StallWarpRow, useStallFinal} from '../parts/StallLeaving';
import {Meter} from '../parts/Meter';
import {useFinalFocus} from '../../../src/visual/use-final-focus';
import {useRunCycle} from '../parts/use-run-cycle';
import {useTrace} from '../parts/use-trace';
import {kitFor} from '../kit';

const {useValue, Label} = kitFor('warp-switching');

const panelX = 96;
const panelW = 470;
export const switchingTimeline = {x: 596, y: 200, w: 1824 - 596, rowHeight: 28, rowGap: 6, chipWidth: 110, schedulerGap: 18};

// entrance: the stall's picture fades while its one warp's strip moves up and shrinks into the
// first of the sixteen rows, its trace fading (this run starts at cycle 0); the rest arrive.
// beat: many — sixteen warps on one scheduler, all ready; the kernel and time compression stated.
// beat: run — the trace runs: each warp issues its burst, then waits red with its countdown; the
//   scheduler always finds a ready warp, so its strip fills solid.
// beat: free-switch — caption; the filled trace holds (the video's thumbnail).
// beat: any-ready — caption; the trace holds.
export const WarpSwitching: React.FC = () => {
  const palette = usePalette();
  const cps = useValue('trace.switchCyclesPerSecond');
  const warps = useValue('sim.manyWarps');
  const oneWarp = useValue('sim.oneWarpUtilization');
  const {cycle, total, done, active} = useRunCycle('run', cps);
  const {trace, runs, busy} = useTrace(warps, total + 1);
  const layout = useMemo(() => layoutTimeline({...switchingTimeline, warps, cycles: total}), [warps, total]);
  const entrance = useEntrance();
  const stall = useStallFinal();
  const row = rowToRow(stall.layout, layout);
  // the stall ended with its warp's row dimmed (focus on the scheduler's row): the carried row brightens as it lands
  const stallDim = useFinalFocus('the-stall');
  return (
    <>
      <StallLeaving opacity={departing(entrance.progress)} />
      <IssueTimeline trace={trace} layout={layout} runs={runs} busy={busy} cycle={cycle} countSize={fontSize.minimum} opacity={arriving(entrance.progress)} running={active && !done} />
      {entrance.done || row === null ? null : (
        <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
          <g data-moving="warp-row" opacity={mix(stallDim('warp-row'), 1, eased(entrance.progress))}>
            <Carried drawn={row.from} shown={carry(row.from, row.to, entrance.progress)}>
              <StallWarpRow row={row.from} runs={stall.runs[0] ?? []} x={stall.layout.x} total={stall.total} traceOpacity={1 - eased(entrance.progress)} />
            </Carried>
          </g>
        </svg>
      )}
      <Meter id="meter" value={busySoFar(trace, cycle)} settled={done} label={{x: panelX, y: 566}}
        bar={switchingMeterBar} mark={oneWarp} />
      <Label id="warps" x={panelX} y={136} weight={600} />
      <Label id="legend" x={1824} y={140} anchor="right" size={fontSize.labelSmall} />
      <Label id="countdowns" x={panelX} y={204} size={fontSize.labelSmall} wrap maxWidth={panelW} />
      <Label id="kernel" x={panelX} y={304} size={fontSize.labelSmall} wrap maxWidth={panelW} color={palette.textMuted} />
      <Label id="compression" x={panelX} y={396} size={fontSize.labelSmall} wrap maxWidth={panelW} color={palette.textMuted} />
      <Label id="one-warp" x={panelX} y={674} size={fontSize.labelSmall} wrap maxWidth={panelW} color={palette.textMuted} />
      <Label id="scheduler-row" x={switchingTimeline.x - 16} y={layout.scheduler.y - 4} anchor="right" size={fontSize.labelSmall} />
    </>
  );
};

