import React from 'react';
import {usePalette} from '../../../src/visual/theme';
import {pointAlong, polylineLength, type Point} from '../../../src/visual/geometry';
import {FlowDot} from '../../../src/visual/primitives/Flow';

export type PacketsProps = {
  points: Point[];
  color: string;
  /** seconds of the beat's motion so far (useBeat().seconds): packets stop when the motion stops */
  seconds: number;
  /** length of the motion, s: packets fade out over its last half second */
  motionSeconds: number;
  /** packets per second and speed in px/s */
  rate: number;
  speed: number;
  size: number;
};

/** Data packets crawling along a path while their beat's motion runs, gone once it ends; `data-moving` marks them for the audit's moving-over-text rule. */
export const Packets: React.FC<PacketsProps> = ({points, color, seconds, motionSeconds, rate, speed, size}) => {
  const palette = usePalette();
  const length = polylineLength(points);
  const fade = Math.min(1, Math.max(0, (motionSeconds - seconds) / 0.5));
  if (seconds <= 0 || fade <= 0) return null;
  const spacing = speed / rate;
  const travelled = seconds * speed;
  const at: number[] = [];
  for (let d = travelled % spacing; d < Math.min(travelled, length); d += spacing) at.push(d);
  return (
    <g opacity={fade}>
      {at.map((d) => (
        <FlowDot key={d} at={pointAlong(points, d)} size={size} color={color} outline={palette.background} />
      ))}
    </g>
  );
};
