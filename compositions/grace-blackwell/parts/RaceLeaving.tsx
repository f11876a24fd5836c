import React from 'react';
import {useValue} from '../kit';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {layoutRace, type RaceLayout} from '../layout-race';
import {finishedBar} from '../layout-recap';
import {Band, Chip} from '../../../src/visual/shapes';

/** The race as it ends: its layout and each path's finish time (own HBM, Grace over C2C, PCIe server). */
export function useRaceFinal(): {layout: RaceLayout; times: number[]} {
  const times = [useValue('race.ownHbmTime'), useValue('race.graceTime'), useValue('race.pcieTime')];
  return {layout: layoutRace(times.length, useValue('race.tickMillisecond'), useValue('race.tickTenSeconds')), times};
}

/**
 * The race's last picture without its texts and without the bars the recap carries (`carried`
 * lanes): the tracks, the PCIe server's box and bar, the finish marks and the axis; all at `opacity`.
 */
export const RaceLeaving: React.FC<{carried: number[]; opacity: number}> = ({carried, opacity}) => {
  const palette = usePalette();
  const {layout: L, times} = useRaceFinal();
  const colours = [palette.memory, palette.c2c, palette.pcie];
  const pcie = L.lanes[L.lanes.length - 1];
  const first = L.ticks[0];
  const last = L.ticks[L.ticks.length - 1];
  if (opacity <= 0) return null;
  return (
    <g opacity={opacity}>
      {pcie === undefined ? null : (
        <Chip r={{x: L.divider.x, y: pcie.label.y - 14, w: L.divider.w, h: pcie.track.y + pcie.track.h + 14 - pcie.label.y + 14}}
          color={palette.pcie} tint={0.05} dashed rx={radius.md} />
      )}
      {L.lanes.map((lane, i) => {
        const bar = finishedBar(L, i, times[i] ?? 0);
        return (
          <g key={i}>
            <rect x={lane.track.x} y={lane.track.y} width={lane.track.w} height={lane.track.h} rx={radius.sm} fill={palette.surfaceRaised} />
            {bar === null || carried.includes(i) ? null : <Band r={bar} color={colours[i] ?? palette.pcie} rx={radius.sm} />}
            {bar === null ? null : <rect x={bar.x + bar.w - 3} y={lane.track.y - 10} width={6} height={lane.track.h + 20} fill={palette.text} />}
          </g>
        );
      })}
      {first === undefined || last === undefined ? null : <Band r={{x: first.x, y: L.axisY, w: last.x - first.x, h: 3}} color={palette.textMuted} />}
      {L.ticks.map((tick) => <rect key={tick.seconds} x={tick.x - 1.5} y={L.axisY - 8} width={3} height={18} fill={palette.textMuted} />)}
    </g>
  );
};
