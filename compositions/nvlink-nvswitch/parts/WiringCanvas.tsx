import React, {useMemo} from 'react';
import {frameSize} from '../../../src/visual/tokens';
import type {Wiring} from '../layout-wiring';

export type WiringCanvasProps = {
  wiring: Wiring;
  color: string;
  /** opacity of each GPU's links, by GPU id (0 hides them) */
  gpuAlpha: readonly number[];
  lineWidth: number;
};

/**
 * Every link of the wiring as SVG: one path per GPU (its links share one opacity, and a path's
 * own crossings are painted once). SVG, not a 2D canvas: the canvas of many faint overlapping
 * strokes gave different pixels from run to run, which breaks the segment cache's promise that
 * a fresh render equals a cached one (docs/design.md). Vector, so a 4K render stays sharp.
 */
export const WiringCanvas: React.FC<WiringCanvasProps> = ({wiring, color, gpuAlpha, lineWidth}) => {
  // The path data depends on the wiring only; per frame just the opacities change.
  const paths = useMemo(() => {
    const byGpu = new Map<number, string[]>();
    for (const l of wiring.links) {
      const c = l.curve;
      const list = byGpu.get(l.gpu) ?? [];
      list.push(`M${c.from.x} ${c.from.y}C${c.c1.x} ${c.c1.y} ${c.c2.x} ${c.c2.y} ${c.to.x} ${c.to.y}`);
      byGpu.set(l.gpu, list);
    }
    return byGpu;
  }, [wiring]);
  return (
    <svg
      width={frameSize.width}
      height={frameSize.height}
      viewBox={`0 0 ${frameSize.width} ${frameSize.height}`}
      style={{position: 'absolute', left: 0, top: 0}}
    >
      <g fill="none" stroke={color} strokeWidth={lineWidth} strokeLinecap="round">
        {gpuAlpha.map((alpha, gpu) => {
          const d = paths.get(gpu);
          if (!(alpha > 0) || d === undefined) return null;
          return <path key={gpu} d={d.join('')} strokeOpacity={Number(alpha.toFixed(3))} />;
        })}
      </g>
    </svg>
  );
};
