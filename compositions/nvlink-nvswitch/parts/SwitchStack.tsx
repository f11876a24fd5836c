import React from 'react';
import {usePalette} from '../../../src/visual/theme';
import {radius, strokeWidth} from '../../../src/visual/tokens';
import type {StackedTray} from '../layout-switch-tray';
import {Layer} from '../../../src/visual/shapes';

/** Every switch tray of the rack as a small stack, the opened one (the first) drawn stronger; `shown` 0..1 per tray. */
export const SwitchStack: React.FC<{
  trays: readonly StackedTray[];
  shown: (tray: number) => number;
  opacity?: number;
}> = ({trays, shown, opacity = 1}) => {
  const palette = usePalette();
  if (opacity <= 0) return null;
  return (
    <Layer opacity={opacity}>
      {trays.map((t, i) => (
        <g key={t.id} opacity={shown(i)}>
          <rect
            x={t.x}
            y={t.y}
            width={t.w}
            height={t.h}
            rx={radius.sm}
            fill={palette.nvlink}
            fillOpacity={i === 0 ? 0.3 : 0.12}
            stroke={i === 0 ? palette.text : palette.nvlink}
            strokeWidth={i === 0 ? strokeWidth.normal : strokeWidth.thin}
          />
          {t.chips.map((c) => (
            <rect key={c.id} x={c.x} y={c.y} width={c.w} height={c.h} rx={3} fill={palette.nvlink} />
          ))}
        </g>
      ))}
    </Layer>
  );
};
