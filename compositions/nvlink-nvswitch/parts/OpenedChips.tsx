import React, {useMemo} from 'react';
import {usePalette} from '../../../src/visual/theme';
import {Chip, Layer} from '../../../src/visual/shapes';
import {strokeWidth} from '../../../src/visual/tokens';
import {
  layoutSwitchTray,
  switchStackBox,
  switchTrayBox,
  type OpenedChip,
  type SwitchTrayLayout,
} from '../layout-switch-tray';
import {PartTitle} from '../../../src/visual/primitives/PartTitle';
import {useTopology} from './use-rack';

/** The opened switch tray and the stack of all trays as the switch-tray scene lays them out (the wiring scene's entrance starts from the stack). */
export function useSwitchTray(): SwitchTrayLayout {
  const topology = useTopology();
  return useMemo(() => layoutSwitchTray(topology, switchTrayBox, switchStackBox), [topology]);
}

export type OpenedChipsProps = {
  chips: readonly OpenedChip[];
  /** 0..1 per chip (its box), and per port tick i of n on chip k */
  chipShown: (chip: number) => number;
  tickShown: (i: number, n: number, chip: number) => number;
  emphasis: boolean;
  /** drawn over the chips (SHARP's values and sums) */
  children?: React.ReactNode;
};

/** The opened tray's NVSwitch chips, each ringed by its port ticks. */
export const OpenedChips: React.FC<OpenedChipsProps> = ({chips, chipShown, tickShown, emphasis, children}) => {
  const palette = usePalette();
  return (
    <>
      <Layer>
        {chips.map((c, k) => (
          <Chip key={c.id} r={c} color={palette.nvlink} emphasis={emphasis} presence={chipShown(k)} />
        ))}
        {chips.map((c, k) =>
          c.ticks.map((t, i) => (
            <line
              key={`${c.id}-${i}`}
              x1={t.x1}
              y1={t.y1}
              x2={t.x2}
              y2={t.y2}
              stroke={palette.nvlink}
              strokeWidth={strokeWidth.thin}
              opacity={tickShown(i, c.ticks.length, k)}
            />
          )),
        )}
        {children}
      </Layer>
      {chips.map((c, k) => (
        <PartTitle key={c.id} box={c} text="NVSwitch" presence={chipShown(k)} />
      ))}
    </>
  );
};
