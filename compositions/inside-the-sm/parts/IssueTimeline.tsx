import React from 'react';
import {groupThousands} from '../../../src/model/format';
import {usePalette} from '../../../src/visual/theme';
import {useLabelsShown} from '../../../src/visual/drawing-context';
import {Part} from '../kit';
import {Counter} from '../../../src/visual/primitives/Counter';
import type {Run, StateRun, TimelineLayout} from '../layout-trace';
import {warpState, type WarpTrace} from '../simulate-warps';
import {Layer} from '../../../src/visual/shapes';

type Props = {
  trace: WarpTrace;
  layout: TimelineLayout;
  runs: StateRun[][];
  busy: Run[];
  /** the cycle this frame shows: everything before it is drawn */
  cycle: number;
  /** size of the countdown figures in the chips */
  countSize: number;
  /** 0..1 for the whole drawing */
  opacity?: number;
  /** draw the state chips (with countdowns) left of the rows */
  chips?: boolean;
  /** the trace is running: the cursor and each row's growing run carry `data-moving` for the audit */
  running?: boolean;
  /** opacity of the warps' rows and of the scheduler's strip under the beat's focus; all 1 when absent */
  dim?: (part: 'warp-row' | 'scheduler-row') => number;
  /**
   * the strips show this many cycles (the layout's); past them the cursor wraps to the left and writes the next
   * round over the last, like an oscilloscope's sweep (the steady state keeps running); no wrap when absent
   */
  sweep?: number;
  /** ring the warp issuing now: its chip, and its row at the cursor */
  ring?: boolean;
};

/** A run's visible pieces at `cycle`: each cycle range with the shift that maps it onto the strip (`sweep`: the strip's cycles). */
export function sweepPieces(run: Run, cycle: number, sweep?: number): {from: number; to: number; shift: number}[] {
  if (sweep === undefined || cycle <= sweep)
    return run.from < cycle ? [{from: run.from, to: Math.min(run.to, cycle), shift: 0}] : [];
  const wrapAt = Math.floor(cycle / sweep) * sweep;
  const pieces = [
    {from: Math.max(run.from, cycle - sweep), to: Math.min(run.to, wrapAt), shift: wrapAt - sweep},
    {from: Math.max(run.from, wrapAt), to: Math.min(run.to, cycle), shift: wrapAt},
  ];
  return pieces.filter((p) => p.to > p.from);
}

/** The cursor's cycle on the strip: the cycle itself, or where the sweep has wrapped it to. */
export function sweepCursor(cycle: number, sweep?: number): number {
  return sweep === undefined || cycle <= sweep ? cycle : cycle - Math.floor(cycle / sweep) * sweep;
}

/**
 * The simulated trace up to `cycle`: one strip per warp (issuing: full-height block in the issuing colour;
 * ready: half-height, the ready colour; stalled: thin bar, the waiting colour), the scheduler's busy strip (issuing colour), and per warp a chip
 * with its state now (stalled chips count down the cycles until the load's data arrives).
 */
export const IssueTimeline: React.FC<Props> = ({
  trace,
  layout,
  runs,
  busy,
  cycle,
  countSize,
  opacity = 1,
  chips = true,
  running = false,
  dim = () => 1,
  sweep,
  ring = false,
}) => {
  const labelsShown = useLabelsShown(); // the countdown figures are texts: off inside a previous picture
  const palette = usePalette();
  // one colour per state, each named by the scene's legend: waiting (orange), ready (blue), issuing (the text colour)
  const stateColour = (state: 'issuing' | 'ready' | 'stalled') =>
    state === 'stalled' ? palette.warpStalled : state === 'ready' ? palette.warpReady : palette.warpIssuing;
  const now = Math.min(Math.max(0, cycle), trace.cycles - 1);
  const x = layout.x;
  const warps = trace.kernel.warps;
  const s = layout.scheduler;
  const growing = (run: Run, name: string) => (running && run.to >= cycle ? name : undefined);
  const cursor = sweepCursor(cycle, sweep);
  const issuingNow = trace.issued[now] ?? -1;
  return (
    <div style={{position: 'absolute', inset: 0, opacity}}>
      <Layer>
        <Part id="warp-row">
          {layout.rows.map((r, w) => (
            <g key={w} opacity={dim('warp-row')}>
              <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={4} fill={palette.surfaceRaised} />
              {(runs[w] ?? []).flatMap((run) =>
                sweepPieces(run, cycle, sweep).map(({from, to, shift}) => {
                  const h = run.state === 'issuing' ? r.h : run.state === 'ready' ? r.h * 0.5 : r.h * 0.28;
                  return (
                    <rect
                      key={`${run.from}-${shift}`}
                      data-moving={growing(run, 'warp-run')}
                      x={x(from - shift)}
                      y={r.y + (r.h - h) / 2}
                      width={Math.max(1, x(to - shift) - x(from - shift))}
                      height={h}
                      fill={stateColour(run.state)}
                      fillOpacity={run.state === 'ready' ? 0.6 : 1}
                    />
                  );
                }),
              )}
            </g>
          ))}
        </Part>
        <Part id="scheduler-row">
          <g opacity={dim('scheduler-row')}>
            <rect
              x={s.x}
              y={s.y}
              width={s.w}
              height={s.h}
              rx={4}
              fill={palette.surfaceRaised}
              stroke={palette.outline}
              strokeWidth={2}
            />
            {busy.flatMap((run) =>
              sweepPieces(run, cycle, sweep).map(({from, to, shift}) => (
                <rect
                  key={`${run.from}-${shift}`}
                  data-moving={growing(run, 'busy-run')}
                  x={x(from - shift)}
                  y={s.y + 3}
                  width={Math.max(1, x(to - shift) - x(from - shift))}
                  height={s.h - 6}
                  fill={palette.warpIssuing}
                />
              )),
            )}
          </g>
        </Part>
        {cycle > 0 ? (
          <Cursor
            x={x(cursor)}
            y1={(layout.rows[0]?.y ?? s.y) - 8}
            y2={s.y + s.h + 8}
            color={palette.text}
            moving={running}
          />
        ) : null}
        {ring && running && issuingNow >= 0 && layout.rows[issuingNow] !== undefined ? (
          <circle
            data-moving="issuing-ring"
            cx={x(cursor)}
            cy={(layout.rows[issuingNow]?.y ?? 0) + (layout.rows[issuingNow]?.h ?? 0) / 2}
            r={(layout.rows[issuingNow]?.h ?? 0) * 0.75}
            fill="none"
            stroke={palette.warpIssuing}
            strokeWidth={4}
          />
        ) : null}
        {chips
          ? layout.chips.map((c, w) => {
              const state = warpState(trace, now, w);
              const color = stateColour(state);
              return (
                <g key={w}>
                  <rect
                    x={c.x}
                    y={c.y}
                    width={c.w}
                    height={c.h}
                    rx={6}
                    fill={color}
                    fillOpacity={state === 'issuing' ? 1 : 0.16}
                    stroke={color}
                    strokeWidth={2}
                  />
                  {ring && state === 'issuing' ? (
                    <rect
                      x={c.x - 6}
                      y={c.y - 4}
                      width={c.w + 12}
                      height={c.h + 8}
                      rx={9}
                      fill="none"
                      stroke={palette.warpIssuing}
                      strokeWidth={3}
                    />
                  ) : null}
                  {state === 'issuing' ? (
                    <path
                      d={`M ${c.x + c.w / 2 - 8} ${c.y + 5} L ${c.x + c.w / 2 + 9} ${c.y + c.h / 2} L ${c.x + c.w / 2 - 8} ${c.y + c.h - 5} Z`}
                      fill={palette.background}
                    />
                  ) : null}
                </g>
              );
            })
          : null}
      </Layer>
      {chips && labelsShown
        ? layout.chips.map((c, w) => {
            const left = trace.waiting[now * warps + w] ?? 0;
            return left > 0 ? (
              <Counter key={w} id={`countdown-${w}`} box={c} text={groupThousands(left, 0)} size={countSize} />
            ) : null;
          })
        : null}
    </div>
  );
};

/** The cycle cursor, 3 px wide: a rect rather than a line, so the audit measures a box with an area while it sweeps. */
const Cursor: React.FC<{x: number; y1: number; y2: number; color: string; moving: boolean}> = ({
  x,
  y1,
  y2,
  color,
  moving,
}) => <rect data-moving={moving ? 'cursor' : undefined} x={x - 1.5} y={y1} width={3} height={y2 - y1} fill={color} />;
