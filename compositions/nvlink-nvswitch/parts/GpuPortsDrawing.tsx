import React from 'react';
import type {Rect} from '../../../src/visual/geometry';
import {usePalette} from '../../../src/visual/theme';
import {Chip, Layer} from '../../../src/visual/shapes';
import {strokeWidth} from '../../../src/visual/tokens';
import type {PortMark} from '../layout-gpu-ports';
import {PartTitle} from '../../../src/visual/primitives/PartTitle';

/** Where the gpu-ports scene draws its GPU (tall, left of centre: its numbers fill a column at its right; its top-left port clear of the chapter heading), the length of a port's stub and a port's square (the next scene's entrance starts from them). */
export const gpuPortsBox: Rect = {x: 530, y: 220, w: 500, h: 570};
export const portStub = 84;
const portSize = 34;

export type GpuPortsDrawingProps = {
  gpu: Rect;
  ports: readonly PortMark[];
  /** per port: 0..1 drawn, lit (filled solid), 0..1 singled out (drawn up to twice its size) */
  shown: (p: PortMark) => number;
  lit: (p: PortMark) => boolean;
  focus?: (p: PortMark) => number;
  /** the GPU's own opacity (a beat's focus on one port dims it) */
  gpuOpacity?: number;
  /** drawn over the ports: the pulses leaving them */
  children?: React.ReactNode;
};

/** One Blackwell GPU with its NVLink ports: a square on the edge and a stub pointing outward each. */
export const GpuPortsDrawing: React.FC<GpuPortsDrawingProps> = ({
  gpu,
  ports,
  shown,
  lit,
  focus = () => 0,
  gpuOpacity = 1,
  children,
}) => {
  const palette = usePalette();
  return (
    <>
      <Layer>
        <g opacity={gpuOpacity}>
          <Chip r={gpu} color={palette.gpu} />
        </g>
        {ports.map((p) => {
          const f = focus(p);
          const on = lit(p);
          const size = portSize * (1 + f);
          return (
            <g key={p.index} opacity={shown(p)}>
              <line
                x1={p.x}
                y1={p.y}
                x2={p.stubX}
                y2={p.stubY}
                stroke={palette.nvlink}
                strokeWidth={strokeWidth.normal + f * 4}
                strokeLinecap="round"
              />
              <rect x={p.x - size / 2} y={p.y - size / 2} width={size} height={size} rx={5} fill={palette.surface} />
              <rect
                x={p.x - size / 2}
                y={p.y - size / 2}
                width={size}
                height={size}
                rx={5}
                fill={palette.nvlink}
                fillOpacity={on || f > 0 ? 1 : 0.3}
                stroke={f > 0 ? palette.text : palette.nvlink}
                strokeWidth={f > 0 ? strokeWidth.normal : strokeWidth.thin}
              />
              <circle cx={p.stubX} cy={p.stubY} r={7 + f * 5} fill={palette.nvlink} />
            </g>
          );
        })}
        {children}
      </Layer>
      <div style={{opacity: gpuOpacity}}>
        <PartTitle box={gpu} text="Blackwell GPU" at="middle" />
      </div>
    </>
  );
};
