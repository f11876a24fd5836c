import {rules} from '../script/rules';
import {pointAlong, polylineLength, type Point} from './geometry';
import {pathPoints} from './svg-path';

/**
 * Data in motion, pure (the `Flow` primitive draws it): dots along a path at one scale per video.
 * Every stream of a video moves at the same speed and carries one dot per `bytesPerDot` bytes, so
 * the dots passing a point each second are proportional to the stream's bandwidth; a lane holds
 * at most `maxDotsPerLane` dots a second, and a faster stream runs in parallel lanes (a wide
 * stream is a fast one). Positions depend on the frame alone, and once the path is full they
 * repeat every `period` seconds exactly (frame f and f + period × fps are the same picture), which
 * is what a beat's `motion.period` declares.
 */
export type FlowScale = {
  /** one dot stands for this many bytes (the legend: "one dot = 16 GB") */
  bytesPerDot: number;
  /** px per second, every stream of the video */
  speed: number;
  /** a dot's side at 1080p, px: at least rules.minFlowDotPx */
  dot: number;
  /** px between neighbouring lanes, centre to centre */
  lanePitch: number;
  /** the densest a lane gets, dots per second: under half the frame rate, or the dots seem to run backwards */
  maxDotsPerLane: number;
  /** s: every stream repeats with this period (whole dots per period per lane); whole frames at 24, 30 and 60 fps */
  period: number;
};

/** The frame height the px sizes are given at. */
const referenceHeight = 1080;
/** A dot moves less than this share of the gap to the next dot each frame (at every frame rate). */
const maxStepOfSpacing = 0.45;
/** Neighbouring dots of a lane stay at least this many dot sides apart, centre to centre. */
const minDotSpacing = 1.25;

/** A path data moves along: a polyline, or an SVG path's `d` (M, L, H, V, C, Q, Z). */
export type FlowPath = readonly Point[] | string;

/**
 * A video's one flow scale, checked: dots of at least 16 px that stay apart at the densest lane, a
 * period of whole frames at every rate. Throws naming the field and the rule.
 *
 * @example export const flow = flowScale({bytesPerDot: 16e9}); // one dot = 16 GB, 20 px dots at 600 px/s, at most 10 a second per lane
 */
export function flowScale(input: Partial<FlowScale> & {bytesPerDot: number}): FlowScale {
  const s: FlowScale = {speed: 600, dot: 20, lanePitch: 26, maxDotsPerLane: 10, period: 1, ...input};
  const fail = (field: string, message: string) => {
    throw new Error(`flow scale: ${field} ${message}`);
  };
  if (!(s.bytesPerDot > 0)) fail('bytesPerDot', `is ${s.bytesPerDot}; one dot must stand for some bytes`);
  if (s.dot < rules.minFlowDotPx)
    fail('dot', `is ${s.dot} px; at least ${rules.minFlowDotPx} px at ${referenceHeight}p (rule: data you can see)`);
  if (s.lanePitch < s.dot) fail('lanePitch', `is ${s.lanePitch} px, under the ${s.dot} px dot: lanes would overlap`);
  if (s.speed / s.maxDotsPerLane < s.dot * minDotSpacing)
    fail(
      'maxDotsPerLane',
      `${s.maxDotsPerLane} a second at ${s.speed} px/s puts dots ${(s.speed / s.maxDotsPerLane).toFixed(1)} px apart; at least ${minDotSpacing} × the ${s.dot} px dot`,
    );
  for (const fps of rules.frameRates) {
    // A dot that moves half its lane's spacing or more in a frame is matched by the eye to the dot
    // behind it: the stream seems to crawl backwards or flicker (the wagon-wheel effect). The step
    // is speed ÷ fps, the spacing speed ÷ rate, so the rule is on the rate alone.
    if (s.maxDotsPerLane / fps >= maxStepOfSpacing)
      fail(
        'maxDotsPerLane',
        `${s.maxDotsPerLane} a second at ${fps} fps moves a dot ${((100 * s.maxDotsPerLane) / fps).toFixed(0)} % of the gap to the next one each frame; under ${100 * maxStepOfSpacing} % or the stream seems to run backwards (rule: motion you can follow)`,
      );
    if (Math.abs(s.period * fps - Math.round(s.period * fps)) > 1e-9)
      fail('period', `${s.period} s is not a whole number of frames at ${fps} fps (rule: whole frames)`);
  }
  return s;
}

export type FlowLanes = {lanes: number; dotsPerLane: number};

/** How a stream of `bandwidth` B/s is drawn at a scale: its lanes and the dots each lane carries per period. */
export function lanesFor(bandwidth: number, scale: FlowScale): FlowLanes {
  const perSecond = bandwidth / scale.bytesPerDot;
  const lanes = Math.max(1, Math.ceil(perSecond / scale.maxDotsPerLane));
  return {lanes, dotsPerLane: Math.max(1, Math.round((perSecond / lanes) * scale.period))};
}

/** A polyline moved sideways by `d` px (left of its direction for d < 0), with mitred corners. */
export function offsetPolyline(points: readonly Point[], d: number): Point[] {
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

export type FlowFrame = {
  /** frames since the stream started (0: nothing yet); a beat's `seconds × fps` */
  frame: number;
  fps: number;
  /** 0..1 of a dot spacing: streams sharing a path interleave instead of covering each other */
  phase?: number;
  /** the path is full from the first frame (a steady flow that was already running) */
  filled?: boolean;
};

/**
 * Where a stream's dots are at a frame: per lane, dots spaced evenly, the front advancing from
 * the path's start at the scale's speed (or the path full from the start with `filled`). Once the
 * path is full the frame is reduced modulo the period in whole frames, so the picture repeats
 * exactly, not only up to rounding.
 */
export function flowDots(path: FlowPath, bandwidth: number, scale: FlowScale, at: FlowFrame): Point[] {
  const points = typeof path === 'string' ? pathPoints(path) : path;
  if (at.frame <= 0 && at.filled !== true) return [];
  const {lanes, dotsPerLane} = lanesFor(bandwidth, scale);
  const spacing = (scale.speed * scale.period) / dotsPerLane;
  const periodFrames = Math.round(scale.period * at.fps);
  const longest = polylineLength(points) + (lanes - 1) * scale.lanePitch * 2;
  // the first whole number of periods after which the longest lane is full: from there the picture repeats
  const fullFrames = Math.ceil((((longest + spacing) / scale.speed) * at.fps) / periodFrames) * periodFrames;
  const shown =
    at.filled === true
      ? fullFrames + mod(at.frame, periodFrames)
      : at.frame >= fullFrames
        ? fullFrames + mod(at.frame - fullFrames, periodFrames)
        : at.frame;
  const travelled = (shown / at.fps) * scale.speed;
  const out: Point[] = [];
  for (let lane = 0; lane < lanes; lane++) {
    const lanePath = offsetPolyline(points, (lane - (lanes - 1) / 2) * scale.lanePitch);
    const length = polylineLength(lanePath);
    // lanes start half a spacing apart so parallel dots do not march in step
    const shift = ((lane % 2) / 2 + (at.phase ?? 0)) * spacing;
    for (let d = (travelled + shift) % spacing; d < Math.min(travelled, length); d += spacing)
      out.push(pointAlong(lanePath, d));
  }
  return out;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;
