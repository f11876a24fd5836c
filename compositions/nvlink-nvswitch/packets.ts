/**
 * Data in motion along a path, as evenly spaced dots that move one spacing per period: once the
 * path has filled, the picture at t and at t + period is the same. Pure (the scenes draw the dots).
 */
import {pointAlong, polylineLength, type Point} from '../../src/visual/geometry';

/** A dot's radius at 1080p: 18 px across, big enough to see (the stage grammar asks for ≥ 16 px). */
export const packetRadius = 9;

/**
 * Dots along `path`, `spacing` px apart, moving one spacing every `period` seconds, `elapsed`
 * seconds after the first one left the path's start (none ahead of it: the flow fills the path first).
 */
export function packetsAlong(path: readonly Point[], elapsed: number, period: number, spacing: number): Point[] {
  const points = [...path];
  const length = polylineLength(points);
  if (length <= 0 || period <= 0 || elapsed < 0) return [];
  const cycles = elapsed / period;
  const phase = (cycles % 1) * spacing;
  const sent = Math.floor(cycles);
  const dots: Point[] = [];
  for (let k = 0; k <= sent; k++) {
    const d = phase + k * spacing;
    if (d > length) break;
    dots.push(pointAlong(points, d));
  }
  return dots;
}

/**
 * A finite transfer along `path`: a dot leaves the start every `period` seconds while `elapsed` ≤
 * `until`, each moving one `spacing` per period; the dots on the path `elapsed` seconds in (the
 * path drains once the sending stops, so a transfer that ends leaves nothing in flight).
 */
export function packetsBurst(path: readonly Point[], elapsed: number, period: number, spacing: number, until: number): Point[] {
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
