/**
 * Data in motion along a path, as evenly spaced dots that move one spacing per period: once the
 * path has filled, the picture at t and at t + period is the same. Pure (the scenes draw the dots).
 */
import {pointAlong, polylineLength, type Point} from '../../src/visual/geometry';

/** A dot's radius at 1080p: 18 px across, big enough to see (the stage grammar asks for ≥ 16 px). */
export const packetRadius = 9;

/**
 * A steady flow along `path`: dots `spacing` px apart over the whole path, moving one spacing every
 * `period` seconds, `elapsed` seconds in. Periodic from its first frame: at elapsed and elapsed +
 * period the dots are in the same places (the renderer captures one period and repeats it).
 */
export function packetsLoop(path: readonly Point[], elapsed: number, period: number, spacing: number): Point[] {
  const points = [...path];
  const length = polylineLength(points);
  if (length <= 0 || period <= 0) return [];
  const phase = ((((elapsed / period) % 1) + 1) % 1) * spacing;
  const dots: Point[] = [];
  for (let d = phase; d <= length; d += spacing) dots.push(pointAlong(points, d));
  return dots;
}

/**
 * A finite transfer along `path`: a dot leaves the start every `period` seconds while `elapsed` ≤
 * `until`, each moving one `spacing` per period; the dots on the path `elapsed` seconds in (the
 * path drains once the sending stops, so a transfer that ends leaves nothing in flight).
 */
export function packetsBurst(
  path: readonly Point[],
  elapsed: number,
  period: number,
  spacing: number,
  until: number,
): Point[] {
  const points = [...path];
  const length = polylineLength(points);
  if (length <= 0 || period <= 0 || elapsed < 0) return [];
  const dots: Point[] = [];
  for (let k = 0; k * period <= Math.min(elapsed, until); k++) {
    const d = ((elapsed - k * period) / period) * spacing;
    if (d <= length) dots.push(pointAlong(points, d));
  }
  return dots;
}

/** The time a dot takes to cross `path` at one `spacing` per `period`. */
export function crossingSeconds(path: readonly Point[], period: number, spacing: number): number {
  return (polylineLength([...path]) / spacing) * period;
}
