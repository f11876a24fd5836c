import React from 'react';
import type {Point} from '../../../src/visual/geometry';
import {usePalette} from '../../../src/visual/theme';
import {flowDots, flowScale} from '../flow-scale';
import {useValue} from '../kit';

export type DataFlowProps = {
  points: Point[];
  /** B/s: the stream's bandwidth, drawn at the video's one scale (flow-scale.ts) */
  bandwidth: number;
  /** seconds since the stream started (a beat's `seconds`); nothing before 0 */
  seconds: number;
  color: string;
  /** 0..1: the whole stream's opacity (its entrance or exit) */
  opacity?: number;
  /** 0..1 of a dot spacing: streams sharing a path interleave instead of covering each other */
  phase?: number;
  /** the path is full from the first frame: the stream repeats every `flowScale.period` s, as its beat's `motion.period` declares */
  steady?: boolean;
};

/** Data in motion along a path at the video's scale: `data-moving` marks the dots for the audit's moving-over-text rule. */
export const DataFlow: React.FC<DataFlowProps> = ({points, bandwidth, seconds, color, opacity = 1, phase = 0, steady = false}) => {
  const palette = usePalette();
  const bytesPerDot = useValue('flow.dotSize');
  if (seconds <= 0 || opacity <= 0) return null;
  const size = flowScale.dot;
  return (
    <g opacity={opacity}>
      {flowDots(points, bandwidth, bytesPerDot, seconds, phase, steady).map((p, i) => (
        <rect key={i} data-moving="packet" x={p.x - size / 2} y={p.y - size / 2} width={size} height={size} rx={size / 4}
          fill={color} stroke={palette.background} strokeWidth={2} />
      ))}
    </g>
  );
};

/** A steady stream's opacity over its beat: in over the beat's transition, then full until its motion ends (still frames after). */
export function steadyOpacity(beat: {seconds: number; motionSeconds: number}): number {
  return beat.seconds >= beat.motionSeconds ? 0 : Math.min(1, beat.seconds / flowScale.fadeSeconds);
}
