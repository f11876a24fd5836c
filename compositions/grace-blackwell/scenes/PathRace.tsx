import React from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, radius} from '../../../src/visual/tokens';
import {layoutRace} from '../layout-race';
import {Band, Layer} from '../../../src/visual/shapes';
import {FinishMark, RaceFrame} from '../parts/RaceFrame';
import {pick} from '../../../src/visual/scene-kit';
import {kitFor} from '../kit';

const {useBeat, useValue, Part, Label} = kitFor('not-uniform');

/** Each lane's bar as a part the recap carries: own HBM, Grace's memory over C2C, the PCIe server. */
const LANE_PARTS = ['link-hbm', 'link-c2c', 'link-pcie'] as const;

const LANE_LABELS = ['own-hbm', 'grace', 'pcie'] as const;
const TICK_LABELS = ['tick-a', 'tick-b', 'tick-c', 'tick-d', 'tick-e'] as const;

/** Three paths read the same data, racing on one log time axis; the PCIe lane is the old server. */
export const PathRace: React.FC = () => {
  const palette = usePalette();
  const times = [useValue('race.ownHbmTime'), useValue('race.graceTime'), useValue('race.pcieTime')];
  const colours = [palette.memory, palette.c2c, palette.pcie];
  const from = useValue('race.tickMillisecond');
  const to = useValue('race.tickTenSeconds');
  const L = layoutRace(times.length, from, to);
  const race = useBeat('race');
  // beat: race — a clock sweeps the log axis; each path's bar stops at its own finish time
  const clock = from * (to / from) ** eased(race.progress);
  const cursorX = L.xOf(clock);
  const cursorOpacity = 1 - eased(slice(race.progress, 0.93, 1));
  return (
    <>
      <Layer>
        <RaceFrame layout={L} />
        {L.lanes.map((lane, i) => {
          const t = times[i] ?? 0;
          const end = L.xOf(Math.min(clock, t));
          return (
            <g key={i}>
              <Part id={pick(LANE_PARTS, i, 'LANE_PARTS')}><Band r={{x: lane.track.x, y: lane.track.y, w: end - lane.track.x, h: lane.track.h}} color={colours[i] ?? palette.pcie} rx={radius.sm} /></Part>
              {clock >= t ? <FinishMark x={end} track={lane.track} /> : null}
            </g>
          );
        })}
        {race.progress < 1 ? L.lanes.map((lane, i) => (
          <rect key={i} x={cursorX - 2} y={lane.track.y - 8} width={4} height={lane.track.h + 16} fill={palette.text} opacity={0.7 * cursorOpacity} />
        )) : null}
      </Layer>
      <Label id="read" x={L.header.x} y={L.header.y} weight={700} />
      {L.lanes.map((lane, i) => <Label key={i} id={pick(LANE_LABELS, i, 'LANE_LABELS')} x={lane.label.x} y={lane.label.y} />)}
      {L.ticks.map((tick, i) => <Label key={i} id={pick(TICK_LABELS, i, 'TICK_LABELS')} x={tick.x} y={L.axisY + 16} anchor="center" size={fontSize.labelSmall} color={palette.textMuted} />)}
      <Label id="axis" x={L.header.x} y={L.axisY + 66} size={fontSize.labelSmall} />
      <Label id="bound" x={L.header.x} y={L.axisY + 112} size={fontSize.labelSmall} color={palette.textMuted} />
    </>
  );
};
