import React from 'react';
import type {Rect} from '../../../src/visual/geometry';
import {usePalette} from '../../../src/visual/theme';
import {strokeWidth} from '../../../src/visual/tokens';
import type {PortMark} from '../layout-gpu-ports';
import {Box} from './Box';

/** Where the gpu-ports scene draws its GPU, the length of a port's stub and a port's square (the next scene's entrance starts from them). */
export const gpuPortsBox: Rect = {x: 750, y: 260, w: 420, h: 300};
export const portStub = 64;
const portSize = 26;

export type GpuPortsDrawingProps = {
  gpu: Rect;
  ports: readonly PortMark[];
  /** per port: 0..1 drawn, lit (filled solid), 0..1 singled out */
  shown: (p: PortMark) => number;
  lit: (p: PortMark) => boolean;
  focus?: (p: PortMark) => number;
  /** the GPU's own opacity (a beat's focus on one port dims it) */
  gpuOpacity?: number;
};

/** One Blackwell GPU with its NVLink ports: a square on the edge and a stub pointing outward each. */
export const GpuPortsDrawing: React.FC<GpuPortsDrawingProps> = ({gpu, ports, shown, lit, focus = () => 0, gpuOpacity = 1}) => {
  const palette = usePalette();
  return (
    <>
      <div style={{opacity: gpuOpacity}}>
        <Box {...gpu} color={palette.gpu} title="Blackwell" />
      </div>
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {ports.map((p) => {
          const f = focus(p);
          const on = lit(p);
          return (
            <g key={p.index} opacity={shown(p)}>
              <line x1={p.x} y1={p.y} x2={p.stubX} y2={p.stubY} stroke={palette.nvlink} strokeWidth={strokeWidth.normal + f * 3} strokeLinecap="round" />
              <rect x={p.x - portSize / 2} y={p.y - portSize / 2} width={portSize} height={portSize} rx={4} fill={palette.surface} />
              <rect x={p.x - portSize / 2} y={p.y - portSize / 2} width={portSize} height={portSize} rx={4} fill={palette.nvlink} fillOpacity={on || f > 0 ? 1 : 0.3}
                stroke={palette.nvlink} strokeWidth={strokeWidth.thin} />
              <circle cx={p.stubX} cy={p.stubY} r={6 + f * 4} fill={palette.nvlink} />
            </g>
          );
        })}
      </svg>
    </>
  );
};
