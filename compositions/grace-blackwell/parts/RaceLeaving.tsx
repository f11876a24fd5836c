import React from 'react';
import {useValue} from '../kit';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import {layoutRace, type RaceLayout} from '../layout-race';
import {finishedBar} from '../layout-recap';
import {Band} from '../../../src/visual/shapes';
import {FinishMark, RaceFrame} from './RaceFrame';

/** The race as it ends: its layout and each path's finish time (own HBM, Grace over C2C, PCIe server). */
export function useRaceFinal(): {layout: RaceLayout; times: number[]} {
  const times = [useValue('race.ownHbmTime'), useValue('race.graceTime'), useValue('race.pcieTime')];
  return {layout: layoutRace(times.length, useValue('race.tickMillisecond'), useValue('race.tickTenSeconds')), times};
}

/**
 * The race's last picture without its texts and without the bars the recap carries (`carried`
 * lanes): the frame, the PCIe server's bar and every finish mark; all at `opacity`.
 */
export const RaceLeaving: React.FC<{carried: number[]; opacity: number}> = ({carried, opacity}) => {
  const palette = usePalette();
  const {layout: L, times} = useRaceFinal();
  const colours = [palette.memory, palette.c2c, palette.pcie];
  if (opacity <= 0) return null;
  return (
    <g opacity={opacity}>
      <RaceFrame layout={L} />
      {L.lanes.map((lane, i) => {
        const bar = finishedBar(L, i, times[i] ?? 0);
        return bar === null ? null : (
          <g key={i}>
            {carried.includes(i) ? null : <Band r={bar} color={colours[i] ?? palette.pcie} rx={radius.sm} />}
            <FinishMark x={bar.x + bar.w} track={lane.track} />
          </g>
        );
      })}
    </g>
  );
};
