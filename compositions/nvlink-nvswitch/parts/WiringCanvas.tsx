import React, {useLayoutEffect, useRef} from 'react';
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
 * Every link of the wiring on one canvas, redrawn only when its inputs change (so holds cost
 * nothing); its backing store follows devicePixelRatio so a 4K render stays sharp.
 */
export const WiringCanvas: React.FC<WiringCanvasProps> = ({wiring, color, gpuAlpha, lineWidth}) => {
  const ref = useRef<HTMLCanvasElement>(null);
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const alphaKey = gpuAlpha.map((a) => a.toFixed(3)).join(' ');
  useLayoutEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (canvas === null || ctx === null || ctx === undefined) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, frameSize.width, frameSize.height);
    ctx.strokeStyle = color;
    ctx.lineWidth = lineWidth;
    ctx.lineCap = 'round';
    // One path per GPU: its links share one opacity.
    const alphas = alphaKey.split(' ').map(Number);
    alphas.forEach((alpha, gpu) => {
      if (!(alpha > 0)) return;
      ctx.globalAlpha = alpha;
      ctx.beginPath();
      for (const l of wiring.links) {
        if (l.gpu !== gpu) continue;
        const c = l.curve;
        ctx.moveTo(c.from.x, c.from.y);
        ctx.bezierCurveTo(c.c1.x, c.c1.y, c.c2.x, c.c2.y, c.to.x, c.to.y);
      }
      ctx.stroke();
    });
    ctx.globalAlpha = 1;
  }, [wiring, color, alphaKey, lineWidth, ratio]);
  return (
    <canvas ref={ref} width={frameSize.width * ratio} height={frameSize.height * ratio}
      style={{position: 'absolute', left: 0, top: 0, width: frameSize.width, height: frameSize.height}} />
  );
};
