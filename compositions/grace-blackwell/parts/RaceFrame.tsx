import React from 'react';
import {usePalette} from '../../../src/visual/theme';
import {radius} from '../../../src/visual/tokens';
import type {RaceLayout} from '../layout-race';
import {Band, Chip} from '../../../src/visual/shapes';

/** The race's still frame: the dashed box around the PCIe server's lane, every lane's empty track and the log time axis with its ticks. */
export const RaceFrame: React.FC<{layout: RaceLayout}> = ({layout: L}) => {
  const palette = usePalette();
  const pcie = L.lanes[L.lanes.length - 1];
  const first = L.ticks[0];
  const last = L.ticks[L.ticks.length - 1];
  return (
    <>
      {pcie === undefined ? null : <Chip r={L.divider} color={palette.pcie} tint={0.05} dashed rx={radius.md} />}
      {L.lanes.map((lane, i) => (
        <rect
          key={i}
          x={lane.track.x}
          y={lane.track.y}
          width={lane.track.w}
          height={lane.track.h}
          rx={radius.sm}
          fill={palette.surfaceRaised}
        />
      ))}
      <Band r={{x: first?.x ?? 0, y: L.axisY, w: (last?.x ?? 0) - (first?.x ?? 0), h: 3}} color={palette.textMuted} />
      {L.ticks.map((tick) => (
        <rect key={tick.seconds} x={tick.x - 1.5} y={L.axisY - 8} width={3} height={18} fill={palette.textMuted} />
      ))}
    </>
  );
};

/** The mark where a lane's bar stopped: its path has finished. */
export const FinishMark: React.FC<{x: number; track: RaceLayout['lanes'][number]['track']}> = ({x, track}) => {
  const palette = usePalette();
  return <rect x={x - 3} y={track.y - 10} width={6} height={track.h + 20} fill={palette.text} />;
};
