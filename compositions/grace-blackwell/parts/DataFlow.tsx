import React, {useMemo} from 'react';
import type {Point} from '../../../src/visual/geometry';
import {Flow} from '../../../src/visual/primitives/Flow';
import {flowFadeSeconds, graceFlow} from '../flow-scale';
import {useValue} from '../kit';

export type DataFlowProps = {
  points: Point[];
  /** B/s: the stream's bandwidth, drawn at the video's one scale (flow-scale.ts) */
  bandwidth: number;
  /** seconds since the stream started (a beat's `seconds`); nothing before 0 unless steady */
  seconds: number;
  color: string;
  /** 0..1: the whole stream's opacity (its entrance or exit) */
  opacity?: number;
  /** 0..1 of a dot spacing: streams sharing a path interleave instead of covering each other */
  phase?: number;
  /** the path is full from the first frame: the stream repeats every period, as its beat's `motion.period` declares */
  steady?: boolean;
};

/** The kit's Flow at this video's one scale (one dot = the script's `flow.dotSize`). */
export const DataFlow: React.FC<DataFlowProps> = ({
  points,
  bandwidth,
  seconds,
  color,
  opacity = 1,
  phase = 0,
  steady = false,
}) => {
  const bytesPerDot = useValue('flow.dotSize');
  const scale = useMemo(() => graceFlow(bytesPerDot), [bytesPerDot]);
  if (seconds <= 0) return null;
  return (
    <Flow
      path={points}
      bandwidth={bandwidth}
      scale={scale}
      seconds={seconds}
      color={color}
      opacity={opacity}
      phase={phase}
      filled={steady}
    />
  );
};

/** The video's flow scale, for a scene that times something by it (a stream's arrival). */
export function useGraceFlow() {
  const bytesPerDot = useValue('flow.dotSize');
  return useMemo(() => graceFlow(bytesPerDot), [bytesPerDot]);
}

/** A steady stream's opacity over its beat: in over the beat's transition, then full until its motion ends (still frames after). */
export function steadyOpacity(beat: {seconds: number; motionSeconds: number}): number {
  return beat.seconds >= beat.motionSeconds ? 0 : Math.min(1, beat.seconds / flowFadeSeconds);
}

/** A stream that ends with its beat's motion: its opacity fades out over the last transition of that motion. */
export function flowFadeOut(beat: {seconds: number; motionSeconds: number}): number {
  return Math.min(1, Math.max(0, (beat.motionSeconds - beat.seconds) / flowFadeSeconds));
}
