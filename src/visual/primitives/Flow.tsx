import React from 'react';
import {useVideoConfig} from 'remotion';
import {useText} from '../../timeline/use-beat';
import {flowDots, type FlowPath, type FlowScale} from '../flow';
import {eased} from '../motion';
import {place, rect, type Placement} from '../geometry';
import {usePalette} from '../theme';
import {Label} from './Label';

export type FlowProps = {
  /** where the data goes: a polyline or an SVG path's `d`, from its start to its end */
  path: FlowPath;
  /** B/s: the stream's bandwidth, drawn at the video's one scale */
  bandwidth: number;
  /** the video's one flow scale (`flowScale({...})`, src/visual/flow.ts) */
  scale: FlowScale;
  /** seconds since the stream started: a beat's `seconds` (useBeat), so the dots depend on the frame alone */
  seconds: number;
  color: string;
  /** 0..1: the whole stream's opacity (its entrance or exit) */
  opacity?: number;
  /** 0..1 of a dot spacing: streams sharing a path interleave instead of covering each other */
  phase?: number;
  /** the path is full from the stream's first frame: a steady flow, periodic from its start (a `motion.period` beat) */
  filled?: boolean;
};

/** One dot of data in motion, centred on `at`: a rounded square outlined in the background colour, marked as a moving mark for the audit. */
export const FlowDot: React.FC<{at: {x: number; y: number}; size: number; color: string; outline: string}> = ({
  at,
  size,
  color,
  outline,
}) => (
  <rect
    data-moving="packet"
    x={at.x - size / 2}
    y={at.y - size / 2}
    width={size}
    height={size}
    rx={size / 4}
    fill={color}
    stroke={outline}
    strokeWidth={2}
  />
);

/**
 * Data in motion along a path (issue #41): dots of at least 16 px at the video's one scale, so
 * rates compare by eye; deterministic from the frame, and periodic once the path is full (or from
 * the start with `filled`). `data-moving="packet"` marks the dots for the audit's moving-marks rule.
 * Draw it inside an SVG layer (`<Layer>`).
 *
 * @example <Flow path={[c2c.from, c2c.to]} bandwidth={useValue('c2c.bandwidth')} scale={flow} seconds={useBeat('feed').seconds} color={palette.link} />
 */
export const Flow: React.FC<FlowProps> = ({
  path,
  bandwidth,
  scale,
  seconds,
  color,
  opacity = 1,
  phase = 0,
  filled = false,
}) => {
  const palette = usePalette();
  const {fps} = useVideoConfig();
  if (opacity <= 0 || (seconds <= 0 && !filled)) return null;
  const size = scale.dot;
  const dots = flowDots(path, bandwidth, scale, {frame: Math.round(seconds * fps), fps, phase, filled});
  return (
    <g opacity={opacity} data-flow="">
      {dots.map((p, i) => (
        <FlowDot key={i} at={p} size={size} color={color} outline={palette.background} />
      ))}
    </g>
  );
};

export type FlowLegendProps = {
  scale: FlowScale;
  /** where the legend's dot sits (its centre is placed like a text: `place(box, side)`) */
  at: Placement;
  color: string;
  /** the script label that says what a dot stands for, e.g. "one dot = {flow.dotSize}" (claim: false) */
  textId: string;
};

/**
 * The key to a video's flow scale: one dot as drawn, and beside it the script's label saying what
 * it stands for. An HTML block so it sits with the texts; the dot is the scale's own size and
 * enters and leaves with its label.
 */
export const FlowLegend: React.FC<FlowLegendProps> = ({scale, at, color, textId}) => {
  const palette = usePalette();
  const presence = eased(useText(textId).presence);
  const size = scale.dot;
  const x = at.anchor === 'left' ? at.x : at.anchor === 'right' ? at.x - size : at.x - size / 2;
  const y = at.align === 'top' ? at.y : at.align === 'bottom' ? at.y - size : at.y - size / 2;
  return (
    <>
      <svg
        data-flow-legend={textId}
        width={1}
        height={1}
        style={{position: 'absolute', left: 0, top: 0, overflow: 'visible', opacity: presence}}
      >
        <rect
          x={x}
          y={y}
          width={size}
          height={size}
          rx={size / 4}
          fill={color}
          stroke={palette.background}
          strokeWidth={2}
        />
      </svg>
      <Label id={textId} at={place(rect(x, y, size, size), 'right', size / 2)} />
    </>
  );
};
