import React from 'react';
import {carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {place, rect, type Rect} from '../../../src/visual/geometry';
import {finishedBar, layoutRace} from '../layout-race';
import {unifiedIndex} from '../layout-unified';
import {Band, Chip, Layer} from '../../../src/visual/shapes';
import {DataFlow} from '../parts/DataFlow';
import {FinishMark, RaceFrame} from '../parts/RaceFrame';
import {pick} from '../../../src/visual/scene-kit';
import {defineEnd, kitFor} from '../kit';
import {unifiedEnd} from './UnifiedMemory';

const {
  useBeat,
  useBeats,
  useValue,
  useEnd,
  usePreviousEnd,
  useFocus,
  useEntrance,
  carries,
  PreviousPicture,
  Part,
  Label,
} = kitFor('not-uniform');

/** Each lane's bar as a part the recap carries: own HBM, Grace's memory over C2C, the PCIe server. */
const LANE_PARTS = ['link-hbm', 'link-c2c', 'link-pcie'] as const;
const LANE_LABELS = ['own-hbm', 'grace', 'pcie'] as const;
const TIME_LABELS = ['time-hbm', 'time-c2c', 'time-pcie'] as const;
const SOURCE_LABELS = ['src-hbm', 'src-lpddr', 'src-ddr5'] as const;
const TICK_LABELS = ['tick-a', 'tick-b', 'tick-c', 'tick-d', 'tick-e'] as const;

/**
 * The scene's end: the race's layout (it stands still), each path's time, and the finished bars of
 * the two GB200 paths, which the recap carries (its HBM stacks, its C2C wiring).
 */
export const raceEnd = defineEnd('not-uniform', (value) => {
  const times = [value('race.ownHbmTime'), value('race.graceTime'), value('race.pcieTime')];
  const race = layoutRace(times.length, value('race.tickMillisecond'), value('race.tickTenSeconds'));
  return {
    race,
    times,
    bars: {ownHbm: finishedBar(race, 0, times[0] ?? 0), overC2c: finishedBar(race, 1, times[1] ?? 0)},
  };
});

/** The time a clock sweeping the log axis shows: from `from` to each lane's finish over that lane's beat, eased, so each bar stops as its beat ends. */
export function clockAt(progresses: number[], finishes: number[], from: number): number {
  let clock = from;
  progresses.forEach((p, i) => {
    const t = finishes[i] ?? clock;
    if (p > 0) clock = clock * (t / clock) ** eased(p);
  });
  return clock;
}

/**
 * The first GPU's HBM and Grace's LPDDR5X slide out of unified-memory's bar and become the starts
 * of two lanes (the entrance), the old PCIe server's host memory a third; a clock sweeps one log
 * time axis and each lane's bar stops, one beat each, its time arriving with it. Then the HBM lane
 * alone stays bright; then hot data is prefetched from LPDDR5X into HBM and its read runs again,
 * at HBM's speed.
 */
export const PathRace: React.FC = () => {
  const palette = usePalette();
  const {race: L, times} = useEnd(raceEnd);
  const colours = [palette.memory, palette.c2c, palette.pcie];
  const from = useValue('race.tickMillisecond');
  // unified-memory as it ends: its bar's segments and how full each is
  const {layout: U, filled} = usePreviousEnd(unifiedEnd);
  const entrance = useEntrance();
  const races = useBeats(['race-hbm', 'race-c2c', 'race-pcie']);
  const prefetch = useBeat('prefetch');
  const dim = useFocus();
  const clock = clockAt(
    races.map((r) => r.progress),
    times,
    from,
  );
  const racing = races.some((r) => r.active && !r.done);
  // the carried memories: the first GPU's HBM (full of its working set) and LPDDR5X (holding the rest)
  const sources: {r: Rect; fill: number}[] = [
    {
      r: carry(U.segments[unifiedIndex.gpuA] as Rect, (L.lanes[0] as {source: Rect}).source, entrance.progress),
      fill: filled[unifiedIndex.gpuA] ?? 0,
    },
    {
      r: carry(U.segments[unifiedIndex.grace] as Rect, (L.lanes[1] as {source: Rect}).source, entrance.progress),
      fill: filled[unifiedIndex.grace] ?? 0,
    },
  ];
  const newIn = eased(slice(entrance.progress, 0.4, 1));
  // beat: prefetch — hot data streams up into HBM while as much cold data makes room for it (HBM is full: the two swap, the fills stay); then its read runs again at HBM's speed
  const swapFade = 1 - eased(slice(prefetch.progress, 0.45, 0.55));
  const rerun = eased(slice(prefetch.progress, 0.55, 0.95));
  const hatch = (r: Rect, share: number, key: string) =>
    share <= 0 ? null : (
      <rect
        key={key}
        x={r.x + 3}
        y={r.y + 3}
        width={Math.max(0, r.w * share - 6)}
        height={r.h - 6}
        fill="url(#race-working-set)"
      />
    );
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <Layer>
        <defs>
          <pattern
            id="race-working-set"
            width={18}
            height={18}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width={9} height={18} fill={palette.text} opacity={0.55} />
          </pattern>
        </defs>
        <g opacity={newIn}>
          <RaceFrame layout={L} />
        </g>
        {L.lanes.map((lane, i) => {
          const t = times[i] ?? 0;
          const end = L.xOf(Math.min(clock, t));
          const source = sources[i];
          return (
            <g key={i} opacity={dim(pick(LANE_PARTS, i, 'LANE_PARTS'))}>
              {/* the lane's memory: carried for the first two, new for the PCIe server's host memory */}
              {source === undefined ? (
                <Chip r={lane.source} color={palette.pcie} presence={newIn} rx={radius.sm} />
              ) : (
                <Part id={i === 0 ? 'seg-hbm-a' : 'seg-lpddr'}>
                  <Chip r={source.r} color={palette.memory} rx={radius.sm} tint={0.22} />
                  {hatch(source.r, source.fill, `src-${i}`)}
                </Part>
              )}
              <Part id={pick(LANE_PARTS, i, 'LANE_PARTS')}>
                <Band
                  r={{x: lane.track.x, y: lane.track.y, w: end - lane.track.x, h: lane.track.h}}
                  color={colours[i] ?? palette.pcie}
                  rx={radius.sm}
                />
              </Part>
              {clock >= t ? <FinishMark x={end} track={lane.track} /> : null}
            </g>
          );
        })}
        {racing ? (
          <rect
            x={L.xOf(clock) - 2}
            y={L.lanes[0]?.track.y ?? 0}
            width={4}
            height={L.axisY - (L.lanes[0]?.track.y ?? 0)}
            fill={palette.text}
            opacity={0.7}
          />
        ) : null}
        {/* beat: prefetch — hot data LPDDR5X → HBM ahead of the GPU (amber), cold data HBM → LPDDR5X to make room (grey), then the read at HBM's speed under the C2C lane */}
        <DataFlow
          points={L.prefetchPath}
          bandwidth={useValue('path.graceOverC2c')}
          seconds={prefetch.seconds}
          color={palette.memory}
          opacity={swapFade}
        />
        <DataFlow
          points={L.evictPath}
          bandwidth={useValue('path.graceOverC2c')}
          seconds={prefetch.seconds}
          color={palette.textMuted}
          opacity={swapFade}
          phase={0.5}
        />
        {rerun > 0 ? (
          <Band
            r={{...L.prefetched, w: (L.xOf(times[0] ?? from) - L.prefetched.x) * rerun}}
            color={palette.memory}
            rx={radius.sm}
          />
        ) : null}
      </Layer>
      <Label id="read" at={place(L.header, 'inside-start', 0)} weight={700} />
      <Label id="bound" at={place(L.header, 'inside-end', 0)} color={palette.textMuted} />
      {L.lanes.map((lane, i) => (
        <Label key={i} id={pick(LANE_LABELS, i, 'LANE_LABELS')} x={lane.label.x} y={lane.label.y} />
      ))}
      {L.lanes.map((lane, i) => (
        <Label
          key={i}
          id={pick(SOURCE_LABELS, i, 'SOURCE_LABELS')}
          at={place(lane.source, 'inside')}
          weight={700}
          backdrop
        />
      ))}
      {L.lanes.map((lane, i) => (
        <Label
          key={i}
          id={pick(TIME_LABELS, i, 'TIME_LABELS')}
          at={place(finishedBar(L, i, times[i] ?? from) ?? lane.track, 'right', 16)}
        />
      ))}
      <Label id="prefetched" at={place({...L.prefetched, w: L.xOf(times[0] ?? from) - L.prefetched.x}, 'right', 16)} />
      {L.ticks.map((tick, i) => (
        <Label
          key={i}
          id={pick(TICK_LABELS, i, 'TICK_LABELS')}
          at={place(rect(tick.x, L.axisY, 0, 0), 'below', 14)}
          color={palette.textMuted}
        />
      ))}
      {/* left of the axis, clear of the first tick's time under the axis start */}
      <Label id="axis" at={place(L.axis, 'left', 48)} color={palette.textMuted} />
    </>
  );
};
