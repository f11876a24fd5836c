import type {Point} from './geometry';

/**
 * An SVG path's `d` as a polyline (pure, no DOM): lines kept, cubic and quadratic curves cut into
 * `segments` straight pieces. Absolute and relative M, L, H, V, C, Q and Z; any other command
 * (S, T, A) throws naming it, so a path the flows cannot follow fails loudly.
 *
 * @example pathPoints('M 0 0 H 100 V 50') // [{x: 0, y: 0}, {x: 100, y: 0}, {x: 100, y: 50}]
 */
export function pathPoints(d: string, segments = 16): Point[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: Point[] = [];
  let i = 0;
  let command = '';
  let cur: Point = {x: 0, y: 0};
  let start: Point = {x: 0, y: 0};
  const num = (): number => {
    const t = tokens[i++];
    const n = Number(t);
    if (t === undefined || Number.isNaN(n))
      throw new Error(`SVG path "${d}": command ${command} expects a number, found ${t ?? 'the end'}`);
    return n;
  };
  const point = (relative: boolean): Point => {
    const x = num();
    const y = num();
    return relative ? {x: cur.x + x, y: cur.y + y} : {x, y};
  };
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      i++;
    } else if (command === '' || command.toUpperCase() === 'Z') {
      throw new Error(`SVG path "${d}": a number ${command === '' ? 'before the first M' : 'after Z'}`);
    }
    const rel = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M':
        cur = point(rel);
        start = cur;
        out.push(cur);
        command = rel ? 'l' : 'L'; // further pairs after M are lines
        break;
      case 'L':
        cur = point(rel);
        out.push(cur);
        break;
      case 'H':
        cur = {x: (rel ? cur.x : 0) + num(), y: cur.y};
        out.push(cur);
        break;
      case 'V':
        cur = {x: cur.x, y: (rel ? cur.y : 0) + num()};
        out.push(cur);
        break;
      case 'C': {
        const a = cur;
        const c1 = point(rel);
        const c2 = point(rel);
        const b = point(rel);
        for (let k = 1; k <= segments; k++) out.push(cubic(a, c1, c2, b, k / segments));
        cur = b;
        break;
      }
      case 'Q': {
        const a = cur;
        const c = point(rel);
        const b = point(rel);
        for (let k = 1; k <= segments; k++) out.push(quadratic(a, c, b, k / segments));
        cur = b;
        break;
      }
      case 'Z':
        cur = start;
        out.push(cur);
        break;
      default:
        throw new Error(`SVG path "${d}": command ${command} is not supported (M, L, H, V, C, Q, Z)`);
    }
  }
  return out;
}

function cubic(a: Point, c1: Point, c2: Point, b: Point, t: number): Point {
  const u = 1 - t;
  const f = (p: number, q: number, r: number, s: number) =>
    u * u * u * p + 3 * u * u * t * q + 3 * u * t * t * r + t * t * t * s;
  return {x: f(a.x, c1.x, c2.x, b.x), y: f(a.y, c1.y, c2.y, b.y)};
}

function quadratic(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return {x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y};
}
