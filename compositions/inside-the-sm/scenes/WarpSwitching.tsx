import React, {useMemo} from 'react';

import {arriving, carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {place} from '../../../src/visual/geometry';
import {fontSize} from '../../../src/visual/tokens';
import {busySoFar, layoutTimeline} from '../layout-trace';
import {rowToRow, stallTimeline, switchingMeterBar} from '../layout-carry';
import {IssueTimeline} from '../parts/IssueTimeline';
import {Meter} from '../parts/Meter';
import {runCycle} from '../parts/run-cycle';
import {useTrace} from '../parts/use-trace';
import {kernelFrom} from '../compute-sm-figures';
import {steadyRound} from '../simulate-warps';
import {lineTop, textLines} from '../layout-text';
import {kitFor, useReferences} from '../kit';
import {Layer} from '../../../src/visual/shapes';

const {useBeat, useValue, useEntrance, carries, PreviousPicture, Label} = kitFor('warp-switching');

/** The left column: the scene's title, the kernel, the legend and the meter, beside the trace. */
const panel = {x: 96, w: 596};
/** the left column's header: the warps on the scheduler, the kernel, the pace */
const header = textLines(panel.x, 136, [0, 60, 108]);
/** The legend: one swatch per state the strips draw, each drawn as the strips draw it, with its name. */
const legendSwatch = {w: 44, h: 28};
const legendTextGap = 12;
const legendEntries = [
  {id: 'legend-stalled', y: 304, state: 'stalled'},
  {id: 'legend-ready', y: 358, state: 'ready'},
  {id: 'legend-issuing', y: 412, state: 'issuing'},
] as const;
/** a legend line's height at label size: the swatch sits on its first line's middle */
const legendLine = 44;

const Legend: React.FC<{opacity: number}> = ({opacity}) => {
  const palette = usePalette();
  const colour = {stalled: palette.warpStalled, ready: palette.warpReady, issuing: palette.warpIssuing};
  const height = {stalled: 0.28, ready: 0.5, issuing: 1};
  return (
    <Layer opacity={opacity}>
      {legendEntries.map((e) => {
        const h = legendSwatch.h * height[e.state];
        return (
          <rect
            key={e.id}
            x={panel.x}
            y={e.y + (legendLine - h) / 2}
            width={legendSwatch.w}
            height={h}
            fill={colour[e.state]}
            fillOpacity={e.state === 'ready' ? 0.6 : 1}
          />
        );
      })}
    </Layer>
  );
};

/**
 * The trace fills the frame right of the column, from under the chapter title to the caption band: 16 rows
 * 40 px apart, so each chip's countdown (32 px figures, a 39 px line) clears its neighbours'.
 */
export const switchingTimeline = {
  x: panel.x + panel.w + 24,
  y: 140,
  w: 1824 - (panel.x + panel.w + 24),
  rowHeight: 34,
  rowGap: 6,
  chipWidth: 110,
  schedulerGap: 18,
};

// entrance: the stall's picture fades while its one warp's strip moves up and shrinks into the
// first of the sixteen rows, its trace fading (this run starts at cycle 0); the rest arrive.
// beat: many — sixteen warps on one scheduler, all ready; the kernel and time compression stated.
// beat: run — the trace runs: each warp issues its burst, then waits with its countdown; the
//   scheduler always finds a ready warp, so its strip fills solid (the caption says so). The strip spans one round of
//   the steady state and the cursor wraps each round, writing the next over the last (an oscilloscope's sweep). Two
//   rounds: the first from the start (every warp ready), the second the steady state written over it.
// beat: free-switch — caption; the steady state keeps running four more rounds (its period: from the run's end the
//   picture repeats each round, so a render captures one and repeats it), the issuing warp ringed each clock; then the
//   picture rests on its start (the video's thumbnail) for 4 s.
export const WarpSwitching: React.FC = () => {
  const palette = usePalette();
  const cps = useValue('trace.switchCyclesPerSecond');
  const warps = useValue('sim.manyWarps');
  const oneWarp = useValue('sim.oneWarpUtilization');
  const {cycle: runCycleNow, total, done, active} = runCycle(useBeat('run'), cps);
  // after the run, the steady state runs on from where it ended, whole rounds (resting 4 s on the thumbnail's frame)
  const rounds = [runCycle(useBeat('free-switch'), cps)];
  const cycle = runCycleNow + rounds.reduce((sum, r) => sum + (r.active || r.done ? r.cycle : 0), 0);
  const running = (active && !done) || rounds.some((r) => r.active && !r.done);
  const {trace, runs, busy} = useTrace(warps, total + rounds.reduce((sum, r) => sum + r.total, 0) + 1);
  // the strip shows one round of the steady state; the cursor wraps each round (the run already wraps: it lasts several)
  const strip = steadyRound(kernelFrom(useReferences(), warps));
  const layout = useMemo(() => layoutTimeline({...switchingTimeline, warps, cycles: strip}), [warps, strip]);
  const entrance = useEntrance();
  // the stall's one row (its rows do not depend on the cycles it shows)
  const row = rowToRow(layoutTimeline({...stallTimeline, warps: 1, cycles: 1}), layout);
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <IssueTimeline
        trace={trace}
        layout={layout}
        runs={runs}
        busy={busy}
        cycle={cycle}
        countSize={fontSize.minimum}
        opacity={arriving(entrance.progress)}
        running={running}
        sweep={strip}
        ring
      />
      <Legend opacity={arriving(entrance.progress)} />
      {/* the stall's warp row, as it ended there (dimmed, its trace drawn), moves up and shrinks into row 1, handing over to it as it lands */}
      {row === null ? null : (
        <PreviousPicture
          only={carries}
          camera={{drawn: row.from, shown: carry(row.from, row.to, entrance.progress)}}
          opacity={1 - eased(slice(entrance.progress, 0.6, 1))}
        />
      )}
      <Meter
        id="meter"
        value={busySoFar(trace, runCycleNow)}
        settled={done}
        label={{x: panel.x, y: switchingMeterBar.y - 52}}
        bar={switchingMeterBar}
        mark={oneWarp}
      />
      <Label id="warps" at={place(lineTop(header, 0), 'below-start', 0)} weight={600} />
      <Label id="kernel" at={place(lineTop(header, 1), 'below-start', 0)} color={palette.textMuted} />
      <Label id="pace" at={place(lineTop(header, 2), 'below-start', 0)} color={palette.textMuted} />
      {legendEntries.map((e) => (
        <Label
          key={e.id}
          id={e.id}
          x={panel.x + legendSwatch.w + legendTextGap}
          y={e.y}
          wrap
          maxWidth={panel.w - legendSwatch.w - legendTextGap}
        />
      ))}
      <Label id="one-warp" at={place(switchingMeterBar, 'below-start', 18)} color={palette.textMuted} />
      <Label id="scheduler-row" at={place(layout.scheduler, 'left', 16)} />
    </>
  );
};
