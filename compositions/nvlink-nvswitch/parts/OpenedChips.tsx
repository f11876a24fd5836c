import React, {useMemo} from 'react';
import {usePalette} from '../../../src/visual/theme';
import {strokeWidth} from '../../../src/visual/tokens';
import {layoutSwitchTray, switchStackBox, switchTrayBox, type OpenedChip, type SwitchTrayLayout} from '../layout-switch-tray';
import {Box} from './Box';
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
};

/** The opened tray's NVSwitch chips, each ringed by its port ticks. */
export const OpenedChips: React.FC<OpenedChipsProps> = ({chips, chipShown, tickShown, emphasis}) => {
  const palette = usePalette();
  return (
    <>
      {chips.map((c, k) => (
        <Box key={c.id} x={c.x} y={c.y} w={c.w} h={c.h} color={palette.nvlink} title="NVSwitch" emphasis={emphasis} presence={chipShown(k)} />
      ))}
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {chips.map((c, k) => c.ticks.map((t, i) => (
          <line key={`${c.id}-${i}`} x1={t.x1} y1={t.y1} x2={t.x2} y2={t.y2} stroke={palette.nvlink} strokeWidth={strokeWidth.thin}
            opacity={tickShown(i, c.ticks.length, k)} />
        )))}
      </svg>
    </>
  );
};
