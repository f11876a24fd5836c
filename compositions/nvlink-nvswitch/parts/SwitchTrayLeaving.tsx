import React, {useMemo} from 'react';
import {usePalette} from '../../../src/visual/theme';
import {strokeWidth} from '../../../src/visual/tokens';
import {layoutSwitchTray, switchStackBox, switchTrayBox, trayToStack, type OpenedChip, type SwitchTrayLayout} from '../layout-switch-tray';
import {curvePath} from '../layout-wiring';
import {Box} from './Box';
import {useTopology} from './use-rack';

/** The opened switch tray and the stack of all trays as the switch-tray scene lays them out (the next scene's entrance starts from them). */
export function useSwitchTrayFinal(): SwitchTrayLayout {
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

/** The switch-tray scene's last picture without the stack of trays (the next scene carries it): the opened tray, its chips and the pointer to the stack, at `opacity`. */
export const SwitchTrayLeaving: React.FC<{opacity: number}> = ({opacity}) => {
  const palette = usePalette();
  const layout = useSwitchTrayFinal();
  const first = layout.stack[0];
  if (opacity <= 0) return null;
  return (
    <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity}}>
      <Box {...layout.tray} color={palette.outline} />
      <OpenedChips chips={layout.chips} chipShown={() => 1} tickShown={() => 1} emphasis />
      {first === undefined ? null : (
        <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
          <path d={curvePath(trayToStack(layout.tray, first))} fill="none" stroke={palette.textMuted} strokeWidth={strokeWidth.thin} strokeDasharray={[8, 6].join(' ')} />
        </svg>
      )}
    </div>
  );
};
