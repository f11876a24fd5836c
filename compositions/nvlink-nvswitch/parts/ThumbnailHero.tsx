import React from 'react';
import type {ThumbnailHero} from '../../../src/visual/ThumbnailCard';

const gpusPerSide = 6;
const switchChips = 6;

/**
 * One hop, simplified: a column of GPUs on each side, a column of NVSwitch chips in the
 * middle, and every GPU wired to every chip, so any GPU reaches any other through one chip.
 * The GPU columns end above the duration-badge corner.
 */
export const NvlinkNvswitchHero: ThumbnailHero = ({box, corner, palette}) => {
  const gpu = {w: 150, h: 40};
  const gpuSpan = corner.y - 20 - box.y;
  const gpuPitch = (gpuSpan - gpu.h) / (gpusPerSide - 1);
  const chip = {w: 170, h: box.h / switchChips - 14};
  const chipX = box.x + box.w / 2 - chip.w / 2;
  const chipY = (k: number) => box.y + k * (box.h / switchChips) + 7;
  const sides = [box.x, box.x + box.w - gpu.w];
  const tint = (color: string, share: number) => `color-mix(in srgb, ${color} ${share}%, ${palette.surface})`;
  return (
    <g>
      {sides.map((gx) =>
        Array.from({length: gpusPerSide}, (_, g) => {
          const gy = box.y + g * gpuPitch + gpu.h / 2;
          const from = gx === box.x ? gx + gpu.w : gx;
          const to = gx === box.x ? chipX : chipX + chip.w;
          return Array.from({length: switchChips}, (_, k) => (
            <line
              key={`${gx}-${g}-${k}`}
              x1={from}
              y1={gy}
              x2={to}
              y2={chipY(k) + chip.h / 2}
              stroke={palette.nvlink}
              strokeWidth={3}
              strokeOpacity={0.8}
            />
          ));
        }),
      )}
      {sides.map((gx) =>
        Array.from({length: gpusPerSide}, (_, g) => (
          <rect
            key={`gpu-${gx}-${g}`}
            x={gx}
            y={box.y + g * gpuPitch}
            width={gpu.w}
            height={gpu.h}
            rx={8}
            fill={palette.gpu}
          />
        )),
      )}
      {Array.from({length: switchChips}, (_, k) => (
        <rect
          key={`chip-${k}`}
          x={chipX}
          y={chipY(k)}
          width={chip.w}
          height={chip.h}
          rx={10}
          fill={tint(palette.nvlink, 35)}
          stroke={palette.nvlink}
          strokeWidth={6}
        />
      ))}
    </g>
  );
};
