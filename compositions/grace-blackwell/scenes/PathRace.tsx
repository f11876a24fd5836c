import React from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, radius} from '../../../src/visual/tokens';
import {layoutRace} from '../layout-race';
import {Band, Chip, Layer} from '../../../src/visual/shapes';
import {pick} from '../../../src/visual/scene-kit';
import {kitFor} from '../kit';

const {useBeat, useValue, Label} = kitFor('not-uniform');

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
  const pcieLane = L.lanes[L.lanes.length - 1];
  return (
    <>
      <Layer>
        {pcieLane === undefined ? null : (
          <Chip r={{x: L.divider.x, y: pcieLane.label.y - 14, w: L.divider.w, h: pcieLane.track.y + pcieLane.track.h + 14 - pcieLane.label.y + 14}}
            color={palette.pcie} tint={0.05} dashed rx={radius.md} />
        )}
        {L.lanes.map((lane, i) => {
          const t = times[i] ?? 0;
          const end = L.xOf(Math.min(clock, t));
          const finished = clock >= t;
          const colour = colours[i] ?? palette.pcie;
          return (
            <g key={i}>
              <rect x={lane.track.x} y={lane.track.y} width={lane.track.w} height={lane.track.h} rx={radius.sm} fill={palette.surfaceRaised} />
              <Band r={{x: lane.track.x, y: lane.track.y, w: end - lane.track.x, h: lane.track.h}} color={colour} rx={radius.sm} />
              {finished ? <rect x={end - 3} y={lane.track.y - 10} width={6} height={lane.track.h + 20} fill={palette.text} /> : null}
            </g>
          );
        })}
        <Band r={{x: L.ticks[0]?.x ?? 0, y: L.axisY, w: (L.ticks[L.ticks.length - 1]?.x ?? 0) - (L.ticks[0]?.x ?? 0), h: 3}} color={palette.textMuted} />
        {L.ticks.map((tick) => <rect key={tick.seconds} x={tick.x - 1.5} y={L.axisY - 8} width={3} height={18} fill={palette.textMuted} />)}
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
