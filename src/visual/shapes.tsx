import React from 'react';
import {polylineLength, type Point, type Rect} from './geometry';
import {eased} from './motion';
import {usePalette} from './theme';
import {radius, strokeWidth} from './tokens';

/**
 * The SVG drawing vocabulary shared by the videos (geometry in `geometry.ts`): a layer in frame
 * coordinates, chips, bands and drawn-in paths. Texts go in <Label>s above the layer.
 */

/** A full-frame SVG layer in frame coordinates; drawings go here, texts go in <Label>s above it. */
export const Layer: React.FC<{children: React.ReactNode; opacity?: number}> = ({children, opacity = 1}) => (
  <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0, opacity}}>
    {children}
  </svg>
);

export type ChipProps = {
  r: Rect;
  /** a meaning colour from the palette */
  color: string;
  /** 0..1 entrance (fade and settle) */
  presence?: number;
  /** stronger tint when it is the beat's focus */
  emphasis?: boolean;
  /** tint strength 0..1 */
  tint?: number;
  rx?: number;
  dashed?: boolean;
  stroke?: number;
};

/** A chip, die or memory drawn as a tinted, outlined rectangle. */
export const Chip: React.FC<ChipProps> = ({
  r,
  color,
  presence = 1,
  emphasis = false,
  tint,
  rx = radius.md,
  dashed = false,
  stroke,
}) => {
  const palette = usePalette();
  const p = eased(presence);
  if (p <= 0) return null;
  const s = 0.94 + 0.06 * p;
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  return (
    <g opacity={p} transform={`translate(${cx} ${cy}) scale(${s}) translate(${-cx} ${-cy})`}>
      <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={rx} fill={palette.surface} />
      <rect
        x={r.x}
        y={r.y}
        width={r.w}
        height={r.h}
        rx={rx}
        fill={color}
        fillOpacity={tint ?? (emphasis ? 0.24 : 0.13)}
        stroke={color}
        strokeWidth={stroke ?? (emphasis ? strokeWidth.bold : strokeWidth.normal)}
        strokeDasharray={dashed ? [14, 10].join(' ') : undefined}
      />
    </g>
  );
};

/** A solid band (a bus, a bridge, a filled bar) with optional rounded ends. */
export const Band: React.FC<{r: Rect; color: string; opacity?: number; rx?: number}> = ({
  r,
  color,
  opacity = 1,
  rx = 4,
}) =>
  r.w <= 0 || r.h <= 0 || opacity <= 0 ? null : (
    <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={Math.min(rx, r.w / 2, r.h / 2)} fill={color} opacity={opacity} />
  );

/** A polyline drawn in from its first point by `presence`. */
export const Path: React.FC<{points: Point[]; color: string; width: number; presence?: number; dashed?: boolean}> = ({
  points,
  color,
  width,
  presence = 1,
  dashed = false,
}) => {
  const p = eased(presence);
  if (p <= 0 || points.length < 2) return null;
  const d = points.map((pt, i) => `${i === 0 ? 'M' : 'L'}${pt.x} ${pt.y}`).join(' ');
  const length = polylineLength(points);
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeDasharray={dashed ? `${width * 2} ${width * 2}` : `${length} ${length}`}
      strokeDashoffset={dashed ? 0 : length * (1 - p)}
      opacity={dashed ? p : 1}
    />
  );
};
