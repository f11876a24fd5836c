import React from 'react';
import {usePalette} from '../../../src/visual/theme';
import {strokeWidth} from '../../../src/visual/tokens';
import type {Wiring} from '../layout-wiring';
import {Layer} from '../../../src/visual/shapes';

export type WiringNodesProps = {
  wiring: Wiring;
  /** 0..1 entrance of the switch trays and chips */
  presence: number;
  /** GPUs drawn solid (picked), and chips drawn solid (reached), by id */
  strongGpus?: ReadonlySet<number>;
  strongChips?: ReadonlySet<number>;
  /** opacity of the GPUs not picked */
  otherGpus?: number;
  /** 0..1 entrance of the GPUs and their compute trays, on its own (they may be there before the switch row) */
  computePresence?: number;
};

/** The schematic's trays, GPUs (green) and switch chips (violet), drawn over the wiring. */
export const WiringNodes: React.FC<WiringNodesProps> = ({
  wiring,
  presence,
  strongGpus,
  strongChips,
  otherGpus = 1,
  computePresence = 1,
}) => {
  const palette = usePalette();
  return (
    <Layer>
      {wiring.trays.map((t) => (
        <rect
          key={t.id}
          x={t.x - 3}
          y={t.y - 3}
          width={t.w + 6}
          height={t.h + 6}
          rx={5}
          fill={palette.surface}
          stroke={t.stack === 'switches' ? palette.nvlink : palette.outline}
          strokeWidth={strokeWidth.thin}
          strokeOpacity={0.7}
          opacity={t.stack === 'switches' ? presence : computePresence}
        />
      ))}
      {wiring.gpus.map((g) => {
        const strong = strongGpus?.has(g.id) ?? false;
        return (
          <rect
            key={g.id}
            x={g.x}
            y={g.y}
            width={g.w}
            height={g.h}
            rx={3}
            fill={palette.gpu}
            fillOpacity={strong ? 1 : 0.35}
            stroke={strong ? palette.text : palette.gpu}
            strokeWidth={strong ? strokeWidth.normal : 1}
            opacity={(strong ? 1 : otherGpus) * computePresence}
          />
        );
      })}
      {wiring.chips.map((c) => {
        const strong = strongChips?.has(c.id) ?? false;
        return (
          <rect
            key={c.id}
            x={c.x}
            y={c.y}
            width={c.w}
            height={c.h}
            rx={4}
            fill={palette.nvlink}
            fillOpacity={strong ? 0.9 : 0.35}
            stroke={palette.nvlink}
            strokeWidth={strokeWidth.thin}
            opacity={presence}
          />
        );
      })}
    </Layer>
  );
};
