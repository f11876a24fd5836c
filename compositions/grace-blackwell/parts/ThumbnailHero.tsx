import React from 'react';
import type {Rect} from '../../../src/visual/geometry';
import type {ThumbnailHero} from '../../../src/visual/ThumbnailCard';

/**
 * The superchip, simplified: Grace between two Blackwell GPUs of two dies each, NVLink-C2C
 * joining Grace to each GPU. Each GPU keeps its own HBM stacks (half above, half below, the
 * model's count); Grace has its own LPDDR5X underneath, which the GPUs reach only through C2C —
 * no memory is drawn as shared. The right GPU ends above the duration-badge corner.
 */
export const GraceBlackwellHero: ThumbnailHero = ({box, corner, palette, references}) => {
  const hbmStacks = Math.round(references['b200.hbmStacks']?.value ?? 0);
  if (hbmStacks < 2 || hbmStacks % 2 !== 0)
    throw new Error('grace-blackwell thumbnail: b200.hbmStacks is missing or odd');
  const stacksPerSide = hbmStacks / 2;
  const gpuWidth = 360;
  const gpuTop = box.y + 58;
  const gpuHeight = 200;
  const stack = {width: 66, height: 34, gap: 12};
  const grace: Rect = {x: box.x + box.w / 2 - 120, y: gpuTop + 20, w: 240, h: gpuHeight - 40};
  const lpddr: Rect = {x: grace.x, y: box.y + box.h - 80, w: grace.w, h: 70};
  if (lpddr.x + lpddr.w > corner.x && lpddr.y + lpddr.h > corner.y)
    throw new Error('grace-blackwell thumbnail: LPDDR5X reaches the badge corner');
  const gpus = [box.x, box.x + box.w - gpuWidth];
  const tint = (color: string, share: number) => `color-mix(in srgb, ${color} ${share}%, ${palette.surface})`;
  const stacks = (gx: number, y: number) =>
    Array.from({length: stacksPerSide}, (_, i) => {
      const span = stacksPerSide * stack.width + (stacksPerSide - 1) * stack.gap;
      const x = gx + (gpuWidth - span) / 2 + i * (stack.width + stack.gap);
      return (
        <rect key={`${y}-${i}`} x={x} y={y} width={stack.width} height={stack.height} rx={6} fill={palette.memory} />
      );
    });
  return (
    <g>
      {gpus.map((gx) => (
        <g key={gx}>
          {stacks(gx, gpuTop - stack.height - 10)}
          {stacks(gx, gpuTop + gpuHeight + 10)}
          <rect
            x={gx}
            y={gpuTop}
            width={gpuWidth}
            height={gpuHeight}
            rx={18}
            fill={tint(palette.gpu, 22)}
            stroke={palette.gpu}
            strokeWidth={8}
          />
          <rect
            x={gx + 24}
            y={gpuTop + 24}
            width={gpuWidth / 2 - 36}
            height={gpuHeight - 48}
            rx={10}
            fill={palette.gpu}
          />
          <rect
            x={gx + gpuWidth / 2 + 12}
            y={gpuTop + 24}
            width={gpuWidth / 2 - 36}
            height={gpuHeight - 48}
            rx={10}
            fill={palette.gpu}
          />
        </g>
      ))}
      <rect
        x={box.x + gpuWidth}
        y={gpuTop + gpuHeight / 2 - 12}
        width={grace.x - box.x - gpuWidth}
        height={24}
        fill={palette.c2c}
      />
      <rect
        x={grace.x + grace.w}
        y={gpuTop + gpuHeight / 2 - 12}
        width={box.x + box.w - gpuWidth - grace.x - grace.w}
        height={24}
        fill={palette.c2c}
      />
      <rect
        x={grace.x}
        y={grace.y}
        width={grace.w}
        height={grace.h}
        rx={18}
        fill={tint(palette.cpu, 30)}
        stroke={palette.cpu}
        strokeWidth={8}
      />
      {Array.from({length: 9}, (_, i) => (
        <rect
          key={i}
          x={grace.x + 30 + (i % 3) * 64}
          y={grace.y + 24 + Math.floor(i / 3) * 40}
          width={52}
          height={28}
          rx={5}
          fill={palette.cpu}
        />
      ))}
      <line
        x1={grace.x + grace.w / 2}
        y1={grace.y + grace.h}
        x2={grace.x + grace.w / 2}
        y2={lpddr.y}
        stroke={palette.cpu}
        strokeWidth={10}
      />
      <rect
        x={lpddr.x}
        y={lpddr.y}
        width={lpddr.w}
        height={lpddr.h}
        rx={14}
        fill={tint(palette.memory, 55)}
        stroke={palette.memory}
        strokeWidth={8}
      />
    </g>
  );
};
