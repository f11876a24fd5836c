import {Easing, interpolate} from 'remotion';

/** Every motion eases in and out (no linear slides). */
export const ease = Easing.bezier(0.45, 0, 0.55, 1);

/** 0..1 progress eased; clamps, so a finished motion draws the same pixels on every later frame. */
export function eased(progress: number): number {
  return ease(Math.min(1, Math.max(0, progress)));
}

/** Linear interpolation between two values by eased progress. */
export function mix(from: number, to: number, progress: number): number {
  return interpolate(eased(progress), [0, 1], [from, to]);
}

/** Progress of a sub-range [start, end] of a 0..1 progress (staggered entrances). */
export function slice(progress: number, start: number, end: number): number {
  if (end <= start) return progress >= end ? 1 : 0;
  return Math.min(1, Math.max(0, (progress - start) / (end - start)));
}
