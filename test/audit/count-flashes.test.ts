// count-flashes.ts: WCAG 2.3.1 general flash threshold on luminance frames.
import {describe, expect, it} from 'vitest';
import {FlashCounter, flashRule, relativeLuminance} from '../../src/audit/count-flashes';

const W = 48;
const H = 27;

/** A frame whose first `share` of pixels (by row) is `lit`, the rest `rest`. */
function frame(lit: number, share = 1, rest = 0.02): Float32Array {
  const f = new Float32Array(W * H).fill(rest);
  f.fill(lit, 0, Math.round(W * H * share));
  return f;
}

/** Pushes `seconds` of 30 fps frames, switching between bright and dark every `period` frames. */
function run(period: number, seconds: number, share = 1, bright = 0.9, dark = 0.02): FlashCounter {
  const counter = new FlashCounter(W, H, 30);
  for (let f = 0; f < seconds * 30; f++)
    counter.push(f, frame(Math.floor(f / period) % 2 === 0 ? dark : bright, share, dark));
  return counter;
}

describe('FlashCounter', () => {
  it('passes 3 flashes a second (a change every 5 frames: 6 transitions)', () => {
    const c = run(5, 3);
    expect(c.events).toEqual([]);
    expect(c.peakFraction).toBe(0);
  });

  it('fails 4 or more flashes a second over the whole frame', () => {
    const c = run(4, 3);
    expect(c.events.length).toBe(1);
    expect(c.events[0]?.peakFraction).toBe(1);
    expect(run(1, 1).events.length).toBe(1);
  });

  it('allows a fast flash on an area under the limit (8.3 % of the frame) and fails it above', () => {
    expect(run(2, 2, 0.05).events).toEqual([]);
    expect(run(2, 2, 0.05).peakFraction).toBeCloseTo(0.05, 2);
    expect(run(2, 2, 0.12).events.length).toBe(1);
    expect(flashRule.areaFraction).toBeCloseTo(0.0833, 3);
  });

  it('ignores changes under 0.1 in luminance, and changes between two bright states (darker ≥ 0.8)', () => {
    expect(run(2, 2, 1, 0.09, 0.01).events).toEqual([]);
    expect(run(2, 2, 1, 1, 0.82).events).toEqual([]);
  });

  it('counts a slow ramp once, not every frame', () => {
    const c = new FlashCounter(W, H, 30);
    for (let f = 0; f < 60; f++) c.push(f, frame(0.02 + (0.9 * f) / 60));
    expect(c.peakFraction).toBe(0);
  });

  it('treats frames left out as held: transitions far apart in time do not add up', () => {
    const c = new FlashCounter(W, H, 30);
    for (let i = 0; i < 8; i++) c.push(i * 20, frame(i % 2 === 0 ? 0.02 : 0.9));
    expect(c.events).toEqual([]);
    expect(() => c.push(100, frame(0))).toThrow(/ascend/);
  });

  it('computes WCAG relative luminance from sRGB pixels', () => {
    const data = new Uint8Array([255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 255]);
    const l = relativeLuminance({width: 3, height: 1, data});
    expect(l[0]).toBeCloseTo(1, 5);
    expect(l[1]).toBe(0);
    expect(l[2]).toBeCloseTo(0.2158, 3);
  });
});
