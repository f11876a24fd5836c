import React, {useMemo} from 'react';
import {groupThousands} from '../../../src/model/format';

import {arriving, carry, departing} from '../../../src/visual/continuity';
import {useLabelsShown} from '../../../src/visual/drawing-context';
import {place, rect, rowCells} from '../../../src/visual/geometry';
import {eased} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {Counter} from '../../../src/visual/primitives/Counter';
import {stallLanesRow, stallTimeline, warpToLanes} from '../layout-carry';
import {busySoFar, layoutTimeline} from '../layout-trace';
import {warpState} from '../simulate-warps';
import {useBlockWarps} from '../parts/BlockWarps';
import {IssueTimeline} from '../parts/IssueTimeline';
import {Meter} from '../parts/Meter';
import {runCycle} from '../parts/run-cycle';
import {useTrace} from '../parts/use-trace';
import {lineTop, textLines} from '../layout-text';
import {kitFor} from '../kit';
import {Layer} from '../../../src/visual/shapes';

const {useBeat, useValue, useFocus, Label, useEntrance, carries, PreviousPicture} = kitFor('the-stall');

const lanesRow = stallLanesRow;
/** the kernel and the time compression, at the top left */
const header = textLines(96, 136, [0, 50]);
/** px between a timeline's row and its name, at its left */
const rowLabelGap = 16;
const countdownAt = {x: 1100, y: 312};
/** the countdown's figure: a counter at display size, in the waiting colour, under its label */
const countdownSize = 72;
const countdownBox = rect(countdownAt.x, countdownAt.y, 240, countdownSize * 1.2);

// entrance: the warps scene's picture fades while its first warp's lanes move down into this
// scene's row of lanes, going from lit (the instruction) to ready.
// beat: kernel — the kernel and the time compression are stated; the warp is ready.
// beat: run — the trace runs: a burst of issues, the load, the countdown while the lanes idle, the meter falling.
// beat: waits — the caption; the trace holds at its last cycle.
export const OneWarpStall: React.FC = () => {
  const labelsShown = useLabelsShown(); // the countdown figure is a text: off inside a previous picture
  const palette = usePalette();
  const cps = useValue('trace.cyclesPerSecond');
  const warpSize = useValue('sm.warpSize');
  const {cycle, total, done, active} = runCycle(useBeat('run'), cps);
  const {trace, runs, busy} = useTrace(1, total + 1);
  const layout = useMemo(() => layoutTimeline({...stallTimeline, warps: 1, cycles: total}), [total]);
  const lanes = useMemo(() => rowCells(warpSize, lanesRow, 6), [warpSize]);
  const issuing = warpState(trace, cycle, 0) === 'issuing';
  const left = trace.waiting[cycle] ?? 0;
  const loaded = trace.loads.slice(0, cycle + 1).some((l) => l === 1);
  const entrance = useEntrance();
  const carried = warpToLanes(useBlockWarps().layout, lanes);
  const t = eased(entrance.progress);
  // the waits beat's focus, the scheduler's row: the lanes and the warp's row dim
  const dim = useFocus();
  const firstRow = layout.rows[0];
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <Layer opacity={dim('lanes')}>
        {entrance.done
          ? lanes.map((r, i) => (
              <rect
                key={i}
                x={r.x}
                y={r.y}
                width={r.w}
                height={r.h}
                rx={5}
                fill={issuing ? palette.gpu : palette.surfaceRaised}
                stroke={issuing ? palette.gpu : palette.outline}
                strokeWidth={2}
              />
            ))
          : carried.map(({from, to}, i) => {
              const r = carry(from, to, entrance.progress);
              return (
                <g key={i} data-moving="warp-lane">
                  <rect
                    x={r.x}
                    y={r.y}
                    width={r.w}
                    height={r.h}
                    rx={4 + t}
                    fill={issuing ? palette.gpu : palette.surfaceRaised}
                    stroke={issuing ? palette.gpu : palette.outline}
                    strokeWidth={2}
                  />
                  <rect
                    x={r.x}
                    y={r.y}
                    width={r.w}
                    height={r.h}
                    rx={4 + t}
                    fill={palette.gpu}
                    stroke={palette.gpu}
                    strokeWidth={2}
                    opacity={1 - t}
                  />
                </g>
              );
            })}
      </Layer>
      <IssueTimeline
        trace={trace}
        layout={layout}
        runs={runs}
        busy={busy}
        cycle={cycle}
        countSize={fontSize.labelSmall}
        chips={false}
        opacity={arriving(entrance.progress)}
        running={active && !done}
        dim={dim}
      />
      {active && loaded && labelsShown ? (
        <Counter
          id="countdown-value"
          box={countdownBox}
          text={groupThousands(left, 0)}
          size={countdownSize}
          weight={700}
          color={palette.warpStalled}
        />
      ) : null}
      <Meter
        id="meter"
        value={busySoFar(trace, cycle)}
        settled={done}
        label={{x: 96, y: 704}}
        bar={{x: 812, y: 704, w: 1012, h: 44}}
      />
      <Label id="kernel" at={place(lineTop(header, 0), 'below-start', 0)} />
      <Label id="compression" at={place(lineTop(header, 1), 'below-start', 0)} color={palette.textMuted} />
      <Label id="lanes" at={place(lanesRow, 'above-start', 13)} />
      <Label id="countdown" at={place(countdownBox, 'above-start', 11)} />
      {firstRow === undefined ? null : (
        <>
          <Label id="warp-row" at={place(firstRow, 'left', rowLabelGap)} />
          <Label id="time" at={place(firstRow, 'above-end', 9)} color={palette.textMuted} />
        </>
      )}
      <Label id="scheduler-row" at={place(layout.scheduler, 'left', rowLabelGap)} />
    </>
  );
};
