import React, {useMemo} from 'react';

import {arriving, carry, departing} from '../../../src/visual/continuity';
import {eased, mix, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {safeArea, space} from '../../../src/visual/tokens';
import {kernelFrom} from '../compute-sm-figures';
import {meterToBar, switchingMeterBar} from '../layout-carry';
import {layoutChart, layoutInFlight} from '../layout-chart';
import {lineTop, textLines} from '../layout-text';
import {busySoFar} from '../layout-trace';
import {runCycle} from '../parts/run-cycle';
import {useTrace} from '../parts/use-trace';
import {steadyLoads, steadyUtilization} from '../simulate-warps';
import {continuationPhase, flightPeriod, loadsFlow, loadsPerSecond} from '../flow-scale';
import {Flow, FlowLegend} from '../../../src/visual/primitives/Flow';
import {rules} from '../../../src/script/rules';
import {place, polylineLength} from '../../../src/visual/geometry';
import {kitFor, useReferences} from '../kit';
import {Layer} from '../../../src/visual/shapes';

const {useBeat, useValue, useFocus, useEntrance, useAfterEntrance, useSceneEnd, carries, PreviousPicture, Label} =
  kitFor('how-many-warps');

/** the loads-in-flight tracks' width: a load's round trip (out and back, issue to data) is the latency at the picture's pace */
const trackWidth = 700;

const plot = {x: 300, y: 360, w: 1420, h: 300};
// the occupancy, second-lever and in-flight lines under the x axis, one short line per beat, at label size
const notesX = 96;
/** the header's lines (what is charted; the kernel, then Little's law) and the notes' lines under the chart */
const header = textLines(notesX, 136, [0, 48]);
const notes = textLines(notesX, 742, [0, 50, 100]);
/** px between the x axis and its numbers */
const tickGap = 10;
/** the key to the dots' two colours: a box at the safe area's right edge, beside the tracks' counts, where no dot runs */
const keyWidth = 212;
/** each note's row */
const noteRows = {registers: 0, 'occupancy-busy': 1, ilp: 2} as const;

// entrance: the warp-switching picture fades while its meter's reading turns into this chart's bar
// for as many warps (the last), standing up from the meter into the plot; the axes arrive.
// beat: saturate — the one-warp value and the saturation mark; the other bars dim (focus).
// beat: saturate — the rule with this kernel's numbers over the chart, an arrow down to the first full bar.
// beat: occupancy — one line under the chart (registers per thread → warps that fit); the bar for that many warps
// per scheduler and the saturating bar stay lit (focus). beat: occupancy-busy — a second line: per scheduler, busy.
// beat: second-lever — a dashed outline rises to full height over the bar where the kernel with more
// independent work per load saturates; one line says so.
// beat: in-flight — under the chart, loads in flight (Flow, one dot a warp's load on its round trip: out to HBM in the
// waiting warp's colour, back as data in the memory's colour; the loop as long as the latency)
// for one warp and for the saturating count, from the simulation's steady state; Little's law for HBM takes the
// kernel line's place, and one line says what cp.async / TMA add; a key at the right names the two colours.
// beat: chart — once it has landed, one bar per warp count grows to its simulated steady-state utilization,
// left to right; from the saturating count on the bars are full.
export const WarpsNeededChart: React.FC = () => {
  const palette = usePalette();
  const refs = useReferences();
  const first = useValue('chart.fewestWarps');
  const last = useValue('sim.manyWarps');
  const saturation = useValue('sim.saturationWarps');
  const occupancyWarps = useValue('occupancy.warpsPerScheduler');
  const ilpSaturation = useValue('sim.ilpSaturationWarps');
  const values = useMemo(
    () => Array.from({length: last - first + 1}, (_, i) => steadyUtilization(kernelFrom(refs, first + i))),
    [first, last, refs],
  );
  const chart = useMemo(() => layoutChart(plot, values, first), [values, first]);
  const grow = useAfterEntrance('chart');
  const entrance = useEntrance();
  // the meter's reading as warp-switching's run ends
  const {total} = runCycle(useSceneEnd('warp-switching').beat('run'), useValue('trace.switchCyclesPerSecond'));
  const {trace} = useTrace(last, total + 1);
  const reading = busySoFar(trace, total);
  const saturate = useBeat('saturate').progress;
  const lever = useBeat('second-lever').progress;
  const n = chart.bars.length;
  const sat = chart.bars.find((b) => b.warps === saturation);
  const firstBar = chart.bars[0];
  const lastBar = chart.bars[n - 1];
  const carried =
    lastBar !== undefined && lastBar.warps === last ? meterToBar(switchingMeterBar, reading, lastBar.rect) : null;
  const axes = arriving(entrance.progress);
  // the saturate beat's focus: the one-warp bar and the first full bar; the other bars dim
  const dim = useFocus();
  const occupancyBar = chart.bars.find((b) => b.warps === occupancyWarps);
  const ilpBar = chart.bars.find((b) => b.warps === ilpSaturation);
  // the loads in flight: one warp's stream and the saturating count's, at the picture's pace
  const inFlight = useBeat('in-flight');
  const cps = useValue('flight.cyclesPerSecond');
  const latency = useValue('kernel.latency');
  const flight = useMemo(() => layoutInFlight(chart, notesX, trackWidth), [chart]);
  const key = {x: safeArea.right - keyWidth, w: keyWidth, y: flight.sm.y, h: flight.sm.h};
  const keyRow = (i: number) => ({...key, y: key.y + (i * key.h) / 2, h: key.h / 2});
  // a load's whole round trip (out and back) takes the latency
  const outLength = polylineLength(flight.trips[0].out);
  const flow = useMemo(
    () => loadsFlow(outLength + polylineLength(flight.trips[0].back), latency, cps, flightPeriod),
    [flight, outLength, latency, cps],
  );
  const streams = useMemo(
    () => [first, saturation].map((warps) => loadsPerSecond(steadyLoads(kernelFrom(refs, warps)).perCycle, cps, flow)),
    [first, saturation, refs, cps, flow],
  );
  // the tracks fade in over the beat's transition while the notes under the chart leave; the loads run from its end
  // (a moving mark never crosses a text, even a leaving one), periodic from the beat's start as its motion.period says
  const flowOpacity = inFlight.active ? Math.min(1, inFlight.seconds / rules.transitionSeconds) : 0;
  const loadsRunning = inFlight.seconds >= rules.transitionSeconds - 1e-9;
  // the rule and the saturation mark: two lines ending left of the arrow, over the first full bar
  const ruleLines = sat === undefined ? [] : textLines(sat.centerX - 36, chart.fullY - 118, [0, 46]);
  const barPart = (b: typeof firstBar) =>
    b === firstBar ? 'first-bar' : b === sat ? 'saturating-bar' : b === occupancyBar ? 'occupancy-bar' : 'bar';
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <Layer>
        <g opacity={axes}>
          <line
            x1={plot.x}
            x2={plot.x + plot.w}
            y1={chart.fullY}
            y2={chart.fullY}
            stroke={palette.outline}
            strokeWidth={2}
            strokeDasharray="10 8"
          />
          <line
            x1={plot.x}
            x2={plot.x + plot.w}
            y1={chart.baseY}
            y2={chart.baseY}
            stroke={palette.textMuted}
            strokeWidth={3}
          />
          <line
            x1={plot.x}
            x2={plot.x}
            y1={chart.fullY - 10}
            y2={chart.baseY}
            stroke={palette.textMuted}
            strokeWidth={3}
          />
        </g>
        {chart.bars.map((b, i) => {
          if (carried !== null && b === lastBar && !entrance.done) {
            const r = carry(carried.from, carried.to, entrance.progress);
            return (
              <rect
                key={b.warps}
                data-moving="reading"
                x={r.x}
                y={r.y}
                width={r.w}
                height={r.h}
                rx={5}
                fill={palette.gpu}
                stroke={palette.gpu}
                strokeWidth={2}
              />
            );
          }
          const g = carried !== null && b === lastBar ? 1 : eased(slice(grow, (0.7 * i) / n, (0.7 * i) / n + 0.3));
          const full = b.warps >= saturation;
          return (
            <rect
              key={b.warps}
              data-moving={g > 0 && g < 1 ? 'bar' : undefined}
              x={b.rect.x}
              y={chart.baseY - b.rect.h * g}
              width={b.rect.w}
              height={b.rect.h * g}
              rx={5}
              fill={palette.gpu}
              fillOpacity={full ? 1 : 0.55}
              stroke={palette.gpu}
              strokeWidth={2}
              opacity={dim(barPart(b))}
            />
          );
        })}
        {ilpBar === undefined || lever <= 0 ? null : (
          <rect
            data-moving={lever < 1 ? 'lever' : undefined}
            x={ilpBar.rect.x - 6}
            y={mix(chart.baseY - ilpBar.rect.h, chart.fullY, eased(lever))}
            width={ilpBar.rect.w + 12}
            height={chart.baseY - mix(chart.baseY - ilpBar.rect.h, chart.fullY, eased(lever))}
            rx={6}
            fill="none"
            stroke={palette.text}
            strokeWidth={3}
            strokeDasharray="10 7"
          />
        )}
        {sat === undefined ? null : (
          <g opacity={eased(saturate)} stroke={palette.text} strokeWidth={4} fill="none">
            {/* the rule's arrow: from under its line down to the top of the first full bar */}
            <path d={`M ${sat.centerX - 26} ${chart.fullY - 62} L ${sat.centerX} ${chart.fullY - 8}`} />
            <path
              d={`M ${sat.centerX - 16} ${chart.fullY - 22} L ${sat.centerX} ${chart.fullY - 8} L ${sat.centerX + 4} ${chart.fullY - 28}`}
            />
          </g>
        )}
        <g opacity={flowOpacity}>
          {[flight.sm, flight.hbm].map((r, i) => (
            <rect
              key={`end-${i}`}
              x={r.x}
              y={r.y}
              width={r.w}
              height={r.h}
              rx={10}
              fill={i === 0 ? palette.gpu : palette.memory}
              fillOpacity={0.22}
              stroke={i === 0 ? palette.gpu : palette.memory}
              strokeWidth={2}
            />
          ))}
          <rect
            x={key.x}
            y={key.y}
            width={key.w}
            height={key.h}
            rx={10}
            fill="none"
            stroke={palette.outline}
            strokeWidth={2}
          />
          {flight.tracks.map((t, i) => (
            <g key={i}>
              <rect
                x={t.x}
                y={t.y}
                width={t.w}
                height={t.h}
                rx={t.h / 2}
                fill={palette.surfaceRaised}
                stroke={palette.outline}
                strokeWidth={2}
              />
              {/* out: the load's request (the waiting warp's colour); back: its data from HBM (the memory's colour), the same dots */}
              {loadsRunning ? (
                <>
                  <Flow
                    path={flight.trips[i]?.out ?? []}
                    bandwidth={streams[i] ?? 0}
                    scale={flow}
                    seconds={inFlight.seconds}
                    color={palette.warpStalled}
                    filled
                  />
                  <Flow
                    path={flight.trips[i]?.back ?? []}
                    bandwidth={streams[i] ?? 0}
                    scale={flow}
                    seconds={inFlight.seconds}
                    color={palette.memory}
                    phase={continuationPhase(outLength, streams[i] ?? 0, flow)}
                    filled
                  />
                </>
              ) : null}
            </g>
          ))}
        </g>
      </Layer>
      <Label id="axes" at={place(lineTop(header, 0), 'below-start', 0)} weight={600} />
      <Label id="little" at={place(lineTop(header, 1), 'below-start', 0)} />
      <Label id="async" at={place(flight.text, 'inside-start', 0)} />
      <Label id="track-one" at={place({...flight.tracks[0], x: flight.sm.x, w: 0}, 'left')} />
      <Label id="track-many" at={place({...flight.tracks[1], x: flight.sm.x, w: 0}, 'left')} />
      <Label
        id="in-flight-one"
        at={place({...flight.tracks[0], w: flight.hbm.x + flight.hbm.w - flight.tracks[0].x}, 'right')}
      />
      <Label
        id="in-flight-many"
        at={place({...flight.tracks[1], w: flight.hbm.x + flight.hbm.w - flight.tracks[1].x}, 'right')}
      />
      <FlowLegend
        scale={flow}
        at={place(keyRow(0), 'inside-start', space.md)}
        color={palette.warpStalled}
        textId="key-request"
      />
      <FlowLegend
        scale={flow}
        at={place(keyRow(1), 'inside-start', space.md)}
        color={palette.memory}
        textId="key-data"
      />
      <Label id="sm-end" at={place(flight.sm, 'inside', 0)} weight={600} />
      <Label id="hbm-end" at={place(flight.hbm, 'inside', 0)} weight={600} />
      <Label id="kernel" at={place(lineTop(header, 1), 'below-start', 0)} color={palette.textMuted} />
      <Label id="y-top" at={place(chart.fullLine, 'left', 16)} />
      {firstBar === undefined ? null : (
        <>
          <Label id="first-value" at={place(firstBar.rect, 'above', 3)} />
          <Label id="x-first" at={place(firstBar.rect, 'below', tickGap)} />
        </>
      )}
      {lastBar === undefined ? null : <Label id="x-last" at={place(lastBar.rect, 'below', tickGap)} />}
      {sat === undefined ? null : (
        <>
          <Label id="rule" at={place(lineTop(ruleLines, 0), 'below-end', 0)} weight={600} />
          <Label id="saturates" at={place(lineTop(ruleLines, 1), 'below-end', 0)} />
        </>
      )}
      {(Object.keys(noteRows) as (keyof typeof noteRows)[]).map((id) => (
        <Label key={id} id={id} at={place(lineTop(notes, noteRows[id]), 'below-start', 0)} />
      ))}
      {occupancyBar === undefined ? null : <Label id="x-occupancy" at={place(occupancyBar.rect, 'below', tickGap)} />}
      <Label id="x-axis" at={place(chart.axisTitle, 'below', tickGap)} color={palette.textMuted} />
    </>
  );
};
