import React from 'react';
import type {ThumbnailHero} from '../../../src/visual/ThumbnailCard';

const stacksPerSide = 4;

/**
 * The superchip, simplified: Grace between two Blackwell GPUs (each with its HBM stacks above
 * and below), NVLink-C2C joining them, and all three reaching one memory bar underneath.
 * The right GPU ends above the duration-badge corner; the memory bar stops left of it.
 */
export const GraceBlackwellHero: ThumbnailHero = ({box, corner, palette}) => {
  const gpuWidth = 360;
  const gpuTop = box.y + 58;
  const gpuHeight = 200;
  const stack = {width: 66, height: 34, gap: 12};
  const grace = {x: box.x + box.width / 2 - 120, y: gpuTop + 20, width: 240, height: gpuHeight - 40};
  const bar = {x: 2 * (box.x + box.width / 2) - (corner.x - 24), y: box.y + box.height - 80, width: 0, height: 70};
  bar.width = corner.x - 24 - bar.x;
  const gpus = [box.x, box.x + box.width - gpuWidth];
  const tint = (color: string, share: number) => `color-mix(in srgb, ${color} ${share}%, ${palette.surface})`;
  const stacks = (gx: number, y: number) => Array.from({length: stacksPerSide}, (_, i) => {
    const span = stacksPerSide * stack.width + (stacksPerSide - 1) * stack.gap;
    const x = gx + (gpuWidth - span) / 2 + i * (stack.width + stack.gap);
    return <rect key={`${y}-${i}`} x={x} y={y} width={stack.width} height={stack.height} rx={6} fill={palette.memory} />;
  });
  const drop = (x: number, from: number) => <line key={`drop-${x}`} x1={x} y1={from} x2={x} y2={bar.y} stroke={palette.memory} strokeWidth={8} />;
  return (
    <g>
      {gpus.map((gx) => (
        <g key={gx}>
          {stacks(gx, gpuTop - stack.height - 10)}
          {stacks(gx, gpuTop + gpuHeight + 10)}
          <rect x={gx} y={gpuTop} width={gpuWidth} height={gpuHeight} rx={18} fill={tint(palette.gpu, 22)} stroke={palette.gpu} strokeWidth={8} />
          <rect x={gx + 24} y={gpuTop + 24} width={gpuWidth / 2 - 36} height={gpuHeight - 48} rx={10} fill={palette.gpu} />
          <rect x={gx + gpuWidth / 2 + 12} y={gpuTop + 24} width={gpuWidth / 2 - 36} height={gpuHeight - 48} rx={10} fill={palette.gpu} />
        </g>
      ))}
      <rect x={box.x + gpuWidth} y={gpuTop + gpuHeight / 2 - 12} width={grace.x - box.x - gpuWidth} height={24} fill={palette.c2c} />
      <rect x={grace.x + grace.width} y={gpuTop + gpuHeight / 2 - 12} width={box.x + box.width - gpuWidth - grace.x - grace.width} height={24} fill={palette.c2c} />
      <rect x={grace.x} y={grace.y} width={grace.width} height={grace.height} rx={18} fill={tint(palette.cpu, 30)} stroke={palette.cpu} strokeWidth={8} />
      {Array.from({length: 9}, (_, i) => (
        <rect key={i} x={grace.x + 30 + (i % 3) * 64} y={grace.y + 24 + Math.floor(i / 3) * 40} width={52} height={28} rx={5} fill={palette.cpu} />
      ))}
      {drop(bar.x + 60, gpuTop + gpuHeight + stack.height + 10)}
      {drop(grace.x + grace.width / 2, grace.y + grace.height)}
      {drop(bar.x + bar.width - 60, gpuTop + gpuHeight + stack.height + 10)}
      <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={14} fill={tint(palette.memory, 40)} stroke={palette.memory} strokeWidth={8} />
    </g>
  );
};
