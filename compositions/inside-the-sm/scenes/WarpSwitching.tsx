import React, {useMemo} from 'react';

import {arriving, carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {busySoFar, layoutTimeline} from '../layout-trace';
import {rowToRow, stallTimeline, switchingMeterBar} from '../layout-carry';
import {IssueTimeline} from '../parts/IssueTimeline';
import {Meter} from '../parts/Meter';
import {runCycle} from '../parts/run-cycle';
import {useTrace} from '../parts/use-trace';
import {kitFor} from '../kit';

const {useBeat, useValue, useEntrance, carries, PreviousPicture, Label} = kitFor('warp-switching');

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
  const {cycle, total, done, active} = runCycle(useBeat('run'), cps);
  const {trace, runs, busy} = useTrace(warps, total + 1);
  const layout = useMemo(() => layoutTimeline({...switchingTimeline, warps, cycles: total}), [warps, total]);
  const entrance = useEntrance();
  // the stall's one row (its rows do not depend on the cycles it shows)
  const row = rowToRow(layoutTimeline({...stallTimeline, warps: 1, cycles: 1}), layout);
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <IssueTimeline trace={trace} layout={layout} runs={runs} busy={busy} cycle={cycle} countSize={fontSize.minimum} opacity={arriving(entrance.progress)} running={active && !done} />
      {/* the stall's warp row, as it ended there (dimmed, its trace drawn), moves up and shrinks into row 1, handing over to it as it lands */}
      {row === null ? null : (
        <PreviousPicture only={carries} camera={{drawn: row.from, shown: carry(row.from, row.to, entrance.progress)}} opacity={1 - eased(slice(entrance.progress, 0.6, 1))} />
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

