import React, {useMemo} from 'react';
import {usePalette} from '../../../src/visual/theme';
import {Chip, Layer} from '../../../src/visual/shapes';
import {strokeWidth} from '../../../src/visual/tokens';
import {PartTitle} from '../../../src/visual/primitives/PartTitle';
import {curvePath} from '../layout-wiring';
import {
  layoutSwitchTray,
  switchStackBox,
  switchTrayOpenBox,
  type PortBlock,
  type SwitchTrayLayout,
} from '../layout-switch-tray';
import {useTopology} from './use-rack';

/** The opened switch tray, its cables and compute trays, and the stack of all trays, as the switch-tray scene lays them out (the wiring scene's entrance starts from them). */
export function useSwitchTray(): SwitchTrayLayout {
  const topology = useTopology();
  return useMemo(() => layoutSwitchTray(topology, switchTrayOpenBox, switchStackBox), [topology]);
}

export type SwitchTrayBoardProps = {
  layout: SwitchTrayLayout;
  /** 0..1 per chip k (its box and name) */
  chipShown: (k: number) => number;
  /** 0..1 per connector block (its trace from the chip, then the block and its pins) */
  blockShown: (block: PortBlock, i: number) => number;
  emphasis: boolean;
  /** drawn over the board (data in motion) */
  children?: React.ReactNode;
};

/** Inside the opened tray: the NVSwitch chips, a PCB trace from each chip to each of its connector blocks on the tray's edges, and the blocks with a pin per port. */
export const SwitchTrayBoard: React.FC<SwitchTrayBoardProps> = ({
  layout,
  chipShown,
  blockShown,
  emphasis,
  children,
}) => {
  const palette = usePalette();
  return (
    <>
      <Layer>
        {layout.blocks.map((b, i) => {
          const shown = blockShown(b, i);
          if (shown <= 0) return null;
          const [from, to] = b.trace;
          return (
            <g key={`${b.chip}-${b.computeTray}`}>
              <line
                x1={from.x}
                y1={from.y}
                x2={from.x + (to.x - from.x) * Math.min(1, shown * 2)}
                y2={from.y + (to.y - from.y) * Math.min(1, shown * 2)}
                stroke={palette.nvlink}
                strokeWidth={strokeWidth.thin}
                strokeOpacity={0.75}
              />
              <g opacity={Math.max(0, shown * 2 - 1)}>
                <rect
                  x={b.x}
                  y={b.y}
                  width={b.w}
                  height={b.h}
                  rx={3}
                  fill={palette.surface}
                  stroke={palette.nvlink}
                  strokeWidth={strokeWidth.thin}
                />
                {b.pins.map((p) => (
                  <rect key={p.gpu} x={p.x} y={p.y} width={p.w} height={p.h} rx={1.5} fill={palette.nvlink} />
                ))}
              </g>
            </g>
          );
        })}
        {layout.chips.map((c, k) => (
          <Chip key={c.id} r={c} color={palette.nvlink} emphasis={emphasis} presence={chipShown(k)} tint={0.3} />
        ))}
        {children}
      </Layer>
      {layout.chips.map((c, k) => (
        <PartTitle key={c.id} box={c} text="NVSwitch" presence={chipShown(k)} at="middle" />
      ))}
    </>
  );
};

/** The copper cables from the tray's blocks to the compute trays: `drawn` 0..1 per block (drawn in from the block outward). */
export const SpineCables: React.FC<{layout: SwitchTrayLayout; drawn: (block: PortBlock, i: number) => number}> = ({
  layout,
  drawn,
}) => {
  const palette = usePalette();
  return (
    <Layer>
      {layout.blocks.map((b, i) => {
        const t = drawn(b, i);
        return t <= 0 ? null : (
          <path
            key={`${b.chip}-${b.computeTray}`}
            d={curvePath(b.cable)}
            fill="none"
            stroke={palette.nvlink}
            strokeWidth={strokeWidth.normal}
            strokeLinecap="round"
            strokeOpacity={0.8}
            pathLength={1}
            strokeDasharray={1}
            strokeDashoffset={1 - t}
            data-moving={t < 1 ? 'cable' : undefined}
          />
        );
      })}
    </Layer>
  );
};
