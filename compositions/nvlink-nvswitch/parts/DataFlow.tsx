import React from 'react';
import type {Point} from '../../../src/visual/geometry';
import {rules} from '../../../src/script/rules';
import {Flow} from '../../../src/visual/primitives/Flow';
import {useNvlinkFlow} from '../flow-scale';

/** s: a steady stream fades in over its beat's transition (the timeline's), then repeats every period of the flow scale. */
export const flowFadeSeconds = rules.transitionSeconds;

export type DataFlowProps = {
  path: readonly Point[];
  /** B/s: the stream's bandwidth, drawn at the video's one scale (flow-scale.ts) */
  bandwidth: number;
  /** seconds since the stream started (a beat's `seconds`); nothing before 0 */
  seconds: number;
  color: string;
  /** 0..1: the whole stream's opacity; by default a steady stream fades in over flowFadeSeconds */
  opacity?: number;
  /** 0..1 of a dot spacing: streams sharing a path interleave */
  phase?: number;
  /** the path is full from the first frame: the stream repeats every period, as its beat's `motion.period` declares; otherwise it fills from the path's start */
  steady?: boolean;
};

/** The kit's Flow at this video's one scale (one dot = the script's `flow.dotSize`). */
export const DataFlow: React.FC<DataFlowProps> = ({
  path,
  bandwidth,
  seconds,
  color,
  opacity,
  phase = 0,
  steady = false,
}) => {
  const scale = useNvlinkFlow();
  if (seconds <= 0) return null;
  return (
    <Flow
      path={path}
      bandwidth={bandwidth}
      scale={scale}
      seconds={seconds}
      color={color}
      opacity={opacity ?? (steady ? Math.min(1, seconds / flowFadeSeconds) : 1)}
      phase={phase}
      filled={steady}
    />
  );
};
