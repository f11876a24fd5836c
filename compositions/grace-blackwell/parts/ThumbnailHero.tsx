import React from 'react';
import type {ThumbnailHero} from '../../../src/visual/ThumbnailCard';

/**
 * The superchip, simplified: Grace between two Blackwell GPUs of two dies each, NVLink-C2C
 * joining Grace to each GPU. Each GPU keeps its own HBM stacks (half above, half below, the
 * model's count); Grace has its own LPDDR5X underneath, which the GPUs reach only through C2C —
 * no memory is drawn as shared. The right GPU ends above the duration-badge corner.
 */
export const GraceBlackwellHero: ThumbnailHero = ({box, corner, palette, references}) => {
  const hbmStacks = Math.round(references['b200.hbmStacks']?.value ?? 0);
  if (hbmStacks < 2 || hbmStacks % 2 !== 0) throw new Error('grace-blackwell thumbnail: b200.hbmStacks is missing or odd');
  const stacksPerSide = hbmStacks / 2;
  const gpuWidth = 360;
  const gpuTop = box.y + 58;
  const gpuHeight = 200;
  const stack = {width: 66, height: 34, gap: 12};
  const grace = {x: box.x + box.width / 2 - 120, y: gpuTop + 20, width: 240, height: gpuHeight - 40};
  const lpddr = {x: grace.x, y: box.y + box.height - 80, width: grace.width, height: 70};
  if (lpddr.x + lpddr.width > corner.x && lpddr.y + lpddr.height > corner.y) throw new Error('grace-blackwell thumbnail: LPDDR5X reaches the badge corner');
  const gpus = [box.x, box.x + box.width - gpuWidth];
  const tint = (color: string, share: number) => `color-mix(in srgb, ${color} ${share}%, ${palette.surface})`;
  const stacks = (gx: number, y: number) => Array.from({length: stacksPerSide}, (_, i) => {
    const span = stacksPerSide * stack.width + (stacksPerSide - 1) * stack.gap;
    const x = gx + (gpuWidth - span) / 2 + i * (stack.width + stack.gap);
    return <rect key={`${y}-${i}`} x={x} y={y} width={stack.width} height={stack.height} rx={6} fill={palette.memory} />;
  });
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
      <line x1={grace.x + grace.width / 2} y1={grace.y + grace.height} x2={grace.x + grace.width / 2} y2={lpddr.y} stroke={palette.cpu} strokeWidth={10} />
      <rect x={lpddr.x} y={lpddr.y} width={lpddr.width} height={lpddr.height} rx={14} fill={tint(palette.memory, 55)} stroke={palette.memory} strokeWidth={8} />
    </g>
  );
};
