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
  const gpu = {width: 150, height: 40};
  const gpuSpan = corner.y - 20 - box.y;
  const gpuPitch = (gpuSpan - gpu.height) / (gpusPerSide - 1);
  const chip = {width: 170, height: box.h / switchChips - 14};
  const chipX = box.x + box.w / 2 - chip.width / 2;
  const chipY = (k: number) => box.y + k * (box.h / switchChips) + 7;
  const sides = [box.x, box.x + box.w - gpu.width];
  const tint = (color: string, share: number) => `color-mix(in srgb, ${color} ${share}%, ${palette.surface})`;
  return (
    <g>
      {sides.map((gx) => Array.from({length: gpusPerSide}, (_, g) => {
        const gy = box.y + g * gpuPitch + gpu.height / 2;
        const from = gx === box.x ? gx + gpu.width : gx;
        const to = gx === box.x ? chipX : chipX + chip.width;
        return Array.from({length: switchChips}, (_, k) => (
          <line key={`${gx}-${g}-${k}`} x1={from} y1={gy} x2={to} y2={chipY(k) + chip.height / 2} stroke={palette.nvlink} strokeWidth={3} strokeOpacity={0.8} />
        ));
      }))}
      {sides.map((gx) => Array.from({length: gpusPerSide}, (_, g) => (
        <rect key={`gpu-${gx}-${g}`} x={gx} y={box.y + g * gpuPitch} width={gpu.width} height={gpu.height} rx={8} fill={palette.gpu} />
      )))}
      {Array.from({length: switchChips}, (_, k) => (
        <rect key={`chip-${k}`} x={chipX} y={chipY(k)} width={chip.width} height={chip.height} rx={10} fill={tint(palette.nvlink, 35)} stroke={palette.nvlink} strokeWidth={6} />
      ))}
    </g>
  );
};
