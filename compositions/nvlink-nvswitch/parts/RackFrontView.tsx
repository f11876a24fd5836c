import React from 'react';
import {usePalette} from '../../../src/visual/theme';
import {radius, strokeWidth} from '../../../src/visual/tokens';
import type {RackFront} from '../layout-rack-front';
import {Layer} from '../../../src/visual/shapes';

export type RackFrontViewProps = {
  rack: RackFront;
  /** 0..1 per row: rows build in top to bottom */
  rowPresence?: (row: number) => number;
  /** opacity per section index (focus dims the others) */
  sectionOpacity?: (section: number) => number;
  /** how many GPUs and CPUs are filled solid (a counter lights them up) */
  litGpus?: number;
  litCpus?: number;
  /** a section drawn stronger */
  emphasis?: number;
};

/** The rack from the front: power shelves grey, compute trays with GPUs (green) and Grace CPUs (blue), switch trays with NVSwitch chips (violet). */
export const RackFrontView: React.FC<RackFrontViewProps> = ({
  rack,
  rowPresence = () => 1,
  sectionOpacity = () => 1,
  litGpus = 0,
  litCpus = 0,
  emphasis,
}) => {
  const palette = usePalette();
  const colour = {power: palette.pcie, compute: palette.outline, switch: palette.nvlink};
  const trayOf = (part: {x: number; y: number}) => rack.rows.findIndex((r) => part.y >= r.y && part.y <= r.y + r.h);
  const partOpacity = (part: {x: number; y: number}) => {
    const row = trayOf(part);
    const r = rack.rows[row];
    return r === undefined ? 0 : rowPresence(row) * sectionOpacity(r.section);
  };
  const f = rack.frame;
  // the GPUs, Grace CPUs and NVSwitch chips: one small box each, lit by the counters (chips by the emphasis)
  const parts = [
    {key: 'g', boxes: rack.gpus, color: palette.gpu, fillOpacity: (i: number) => (i < litGpus ? 1 : 0.3)},
    {key: 'c', boxes: rack.cpus, color: palette.cpu, fillOpacity: (i: number) => (i < litCpus ? 1 : 0.3)},
    {key: 's', boxes: rack.chips, color: palette.nvlink, fillOpacity: () => (emphasis !== undefined ? 1 : 0.6)},
  ];
  return (
    <Layer>
      <rect
        x={f.x}
        y={f.y}
        width={f.w}
        height={f.h}
        rx={radius.md}
        fill={palette.surface}
        stroke={palette.outline}
        strokeWidth={strokeWidth.normal}
      />
      {rack.rows.map((r, i) => {
        const strong = emphasis === r.section;
        return (
          <g key={i} opacity={rowPresence(i) * sectionOpacity(r.section)}>
            <rect
              x={r.x}
              y={r.y}
              width={r.w}
              height={r.h}
              rx={3}
              fill={colour[r.kind]}
              fillOpacity={strong ? 0.35 : r.kind === 'power' ? 0.35 : 0.14}
              stroke={colour[r.kind]}
              strokeWidth={strong ? strokeWidth.normal : strokeWidth.thin / 2}
            />
            {r.kind === 'power' ? (
              <line
                x1={r.x + r.w * 0.7}
                x2={r.x + r.w * 0.95}
                y1={r.y + r.h / 2}
                y2={r.y + r.h / 2}
                stroke={palette.pcie}
                strokeWidth={strokeWidth.thin}
              />
            ) : null}
          </g>
        );
      })}
      {parts.map(({key, boxes, color, fillOpacity}) =>
        boxes.map((b, i) => (
          <rect
            key={`${key}${b.id}`}
            x={b.x}
            y={b.y}
            width={b.w}
            height={b.h}
            rx={2}
            opacity={partOpacity(b)}
            fill={color}
            fillOpacity={fillOpacity(i)}
            stroke={color}
            strokeWidth={1}
          />
        )),
      )}
    </Layer>
  );
};
