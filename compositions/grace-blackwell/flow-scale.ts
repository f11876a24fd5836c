import {pointAlong, polylineLength, type Point} from '../../src/visual/geometry';

/**
 * The one scale of this video's data in motion (issue 43): every stream moves at the same speed
 * and carries one dot per `bytesPerDot` bytes (the script's example constant `flow.dotSize`, shown
 * as the legend), so the number of dots passing a point each second
 * is proportional to the stream's bandwidth. A lane holds at most `maxDotsPerLane` dots a second
 * (dots stay apart); a faster stream runs in parallel lanes, so a wide stream is a fast one:
 * at 16 GB a dot, PCIe's 64 GB/s is one sparse lane, C2C's 450 GB/s two full lanes, an HBM stack's
 * 1 TB/s four.
 */
export const flowScale = {
  /** px per second, every stream */
  speed: 600,
  /** a dot's side at 1080p, px (the grammar's floor is 16) */
  dot: 20,
  /** px between neighbouring lanes, centre to centre */
  lanePitch: 26,
  /** the densest a lane gets: dots at least 30 px apart at 600 px/s */
  maxDotsPerLane: 20,
  /** s: the period every stream repeats with (whole dots per period per lane) */
  period: 1,
  /** s: a steady stream fades in over its beat's transition (the timeline's 0.5 s) */
  fadeSeconds: 0.5,
} as const;

export type FlowLanes = {lanes: number; dotsPerLane: number};

/** How a stream of `bandwidth` B/s (one dot per `bytesPerDot` bytes) is drawn at the video's scale: its lanes and the dots each lane carries per period. */
export function lanesFor(bandwidth: number, bytesPerDot: number): FlowLanes {
  const dps = bandwidth / bytesPerDot;
  const lanes = Math.max(1, Math.ceil(dps / flowScale.maxDotsPerLane));
  return {lanes, dotsPerLane: Math.max(1, Math.round((dps / lanes) * flowScale.period))};
}

/** A polyline moved sideways by `d` px (left of its direction for d < 0), with mitred corners. */
export function offsetPolyline(points: Point[], d: number): Point[] {
  const normal = (a: Point, b: Point) => {
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return {x: -(b.y - a.y) / len, y: (b.x - a.x) / len};
  };
  return points.map((p, i) => {
    const before = i > 0 ? normal(points[i - 1] as Point, p) : null;
    const after = i < points.length - 1 ? normal(p, points[i + 1] as Point) : null;
    const n1 = before ?? after ?? {x: 0, y: 0};
    const n2 = after ?? before ?? {x: 0, y: 0};
    const k = 1 + n1.x * n2.x + n1.y * n2.y;
    return {x: p.x + (d * (n1.x + n2.x)) / (k || 1), y: p.y + (d * (n1.y + n2.y)) / (k || 1)};
  });
}

/**
 * Where the dots of a stream are `seconds` after it started, along a path: per lane, dots spaced
 * evenly, the front advancing from the path's start at the video's speed (or, `steady`, the path
 * full from the start); once the path is full the picture repeats every `flowScale.period` seconds.
 */
export function flowDots(points: Point[], bandwidth: number, bytesPerDot: number, seconds: number, phase = 0, steady = false): Point[] {
  const {lanes, dotsPerLane} = lanesFor(bandwidth, bytesPerDot);
  const spacing = (flowScale.speed * flowScale.period) / dotsPerLane;
  const travelled = Math.max(0, seconds) * flowScale.speed;
  const out: Point[] = [];
  for (let lane = 0; lane < lanes; lane++) {
    const path = offsetPolyline(points, (lane - (lanes - 1) / 2) * flowScale.lanePitch);
    const length = polylineLength(path);
    // lanes start half a spacing apart so parallel dots do not march in step
    const shift = ((lane % 2) / 2 + phase) * spacing;
    // a steady stream fills its whole path from its first frame, so it repeats every period from its start (motion.period)
    const front = steady ? length : Math.min(travelled, length);
    for (let d = (travelled + shift) % spacing; d < front; d += spacing) out.push(pointAlong(path, d));
  }
  return out;
}
