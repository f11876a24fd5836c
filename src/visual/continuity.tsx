import React from 'react';
import {lerpRect, type Point, type Rect} from './geometry';
import {eased, slice} from './motion';

/**
 * Continuity across a scene boundary: during a scene's entrance (`useEntrance().progress`) the
 * parts it carries over move from where the previous scene left them to where this scene draws
 * them. Each boundary is a declaration in the script plus geometry: two boxes per carried part.
 */

/** A part carried over a scene boundary: its box in the previous scene's last picture and in this scene's drawing. */
export type Carry = {from: Rect; to: Rect};

/** Where a carried part is now: eased from its box in the previous picture to its box in this one. */
export function carry(from: Rect, to: Rect, progress: number): Rect {
  return lerpRect(from, to, eased(progress));
}

/** Opacity of a part of the previous picture that does not persist: gone in the first 60 % of the entrance. */
export function departing(progress: number): number {
  return 1 - eased(slice(progress, 0, 0.6));
}

/** Opacity of a part new to this picture: in over the last 60 % of the entrance, once the carried parts near their place. */
export function arriving(progress: number): number {
  return eased(slice(progress, 0.4, 1));
}

/** The SVG transform that draws what is laid out in `drawn` inside `shown` (a camera over one drawing when applied to a whole layer). */
export function mapBox(drawn: Rect, shown: Rect): string {
  const sx = drawn.w === 0 ? 1 : shown.w / drawn.w;
  const sy = drawn.h === 0 ? 1 : shown.h / drawn.h;
  return `translate(${shown.x} ${shown.y}) scale(${sx} ${sy}) translate(${-drawn.x} ${-drawn.y})`;
}

/** Where a point of `drawn` lands in `shown` (the same mapping as mapBox, for labels and hit boxes). */
export function mapPoint(p: Point, drawn: Rect, shown: Rect): Point {
  const sx = drawn.w === 0 ? 1 : shown.w / drawn.w;
  const sy = drawn.h === 0 ? 1 : shown.h / drawn.h;
  return {x: shown.x + (p.x - drawn.x) * sx, y: shown.y + (p.y - drawn.y) * sy};
}

/** Where a box of `drawn` lands in `shown` (the same mapping, for a part riding in a moving or stretched box). */
export function mapRect(r: Rect, drawn: Rect, shown: Rect): Rect {
  const sx = drawn.w === 0 ? 1 : shown.w / drawn.w;
  const sy = drawn.h === 0 ? 1 : shown.h / drawn.h;
  return {x: shown.x + (r.x - drawn.x) * sx, y: shown.y + (r.y - drawn.y) * sy, w: r.w * sx, h: r.h * sy};
}

/**
 * An SVG group laid out around `drawn` and shown at `shown`: a whole drawing carried, grown or
 * zoomed as one (a camera). `uniform` keeps the aspect (scaled by width, centred in `shown`).
 */
export const Carried: React.FC<{drawn: Rect; shown: Rect; opacity?: number; uniform?: boolean; children: React.ReactNode}> = ({drawn, shown, opacity = 1, uniform = false, children}) => {
  if (opacity <= 0) return null;
  const target = uniform ? fitWidth(drawn, shown) : shown;
  return <g transform={mapBox(drawn, target)} opacity={opacity}>{children}</g>;
};

/** `drawn`'s aspect at `shown`'s width, centred on `shown`. */
export function fitWidth(drawn: Rect, shown: Rect): Rect {
  const h = drawn.w === 0 ? shown.h : (drawn.h * shown.w) / drawn.w;
  return {x: shown.x, y: shown.y + (shown.h - h) / 2, w: shown.w, h};
}
