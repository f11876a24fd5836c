// The Flow primitive's pure half (src/visual/flow.ts, src/visual/svg-path.ts): dots big enough to
// see, rates proportional to bandwidth at one scale, the same picture one period later.
import {describe, expect, it} from 'vitest';
import {flowDots, flowScale, lanesFor} from '../../src/visual/flow';
import {pathPoints} from '../../src/visual/svg-path';

const scale = flowScale({bytesPerDot: 16e9});
const line = [
  {x: 100, y: 500},
  {x: 1700, y: 500},
];

describe('flowScale', () => {
  it('refuses dots under 16 px, dots that touch, lanes so dense the dots seem to run backwards, and periods that are not whole frames', () => {
    expect(() => flowScale({bytesPerDot: 1e9, dot: 10})).toThrow(
      'flow scale: dot is 10 px; at least 16 px at 1080p (rule: data you can see)',
    );
    expect(() => flowScale({bytesPerDot: 1e9, maxDotsPerLane: 60})).toThrow(
      /maxDotsPerLane 60 a second at 600 px\/s puts dots 10\.0 px apart/,
    );
    // 12 dots a second: 40 % of the gap per frame at 30 fps, half of it at 24 (the eye pairs each dot with the one behind)
    expect(() => flowScale({bytesPerDot: 1e9, maxDotsPerLane: 12})).toThrow(
      'flow scale: maxDotsPerLane 12 a second at 24 fps moves a dot 50 % of the gap to the next one each frame; under 45 % or the stream seems to run backwards (rule: motion you can follow)',
    );
    expect(flowScale({bytesPerDot: 1e9, maxDotsPerLane: 10}).maxDotsPerLane).toBe(10);
    expect(() => flowScale({bytesPerDot: 1e9, period: 0.33})).toThrow(
      'flow scale: period 0.33 s is not a whole number of frames at 24 fps (rule: whole frames)',
    );
  });
});

describe('flowDots', () => {
  it('carries dots in proportion to bandwidth: 4× the bandwidth, 4× the dots crossing a point per period', () => {
    expect(lanesFor(64e9, scale)).toEqual({lanes: 1, dotsPerLane: 4});
    expect(lanesFor(160e9, scale)).toEqual({lanes: 1, dotsPerLane: 10});
    // past one lane's limit (10 dots a second), a stream widens into lanes: 256 GB/s = 16 dots/s → 2 lanes of 8,
    // 1 TB/s = 62.5 dots/s → 7 lanes of ~9
    expect(lanesFor(256e9, scale)).toEqual({lanes: 2, dotsPerLane: 8});
    expect(lanesFor(1e12, scale)).toEqual({lanes: 7, dotsPerLane: 9});
    const full = (bw: number) => flowDots(line, bw, scale, {frame: 0, fps: 30, filled: true}).length;
    expect(full(256e9) / full(64e9)).toBeCloseTo(4, 0);
  });

  it("starts empty and fills from the path's start at the scale's speed", () => {
    expect(flowDots(line, 64e9, scale, {frame: 0, fps: 30})).toEqual([]);
    const after1s = flowDots(line, 64e9, scale, {frame: 30, fps: 30});
    expect(Math.max(...after1s.map((p) => p.x))).toBeLessThanOrEqual(100 + 600);
    expect(after1s.length).toBeGreaterThan(0);
  });

  it.each([24, 30, 60])(
    'repeats exactly one period later at %i fps, once full and from the start when filled',
    (fps) => {
      for (const f of [200, 333, 1000]) {
        expect(flowDots(line, 450e9, scale, {frame: f + fps, fps})).toEqual(
          flowDots(line, 450e9, scale, {frame: f, fps}),
        );
      }
      for (const f of [0, 7, fps - 1]) {
        expect(flowDots(line, 450e9, scale, {frame: f + fps, fps, filled: true})).toEqual(
          flowDots(line, 450e9, scale, {frame: f, fps, filled: true}),
        );
      }
      // and it moves within the period
      expect(flowDots(line, 450e9, scale, {frame: 5, fps, filled: true})).not.toEqual(
        flowDots(line, 450e9, scale, {frame: 6, fps, filled: true}),
      );
    },
  );

  it('follows an SVG path as it follows the same polyline', () => {
    expect(flowDots('M 100 500 H 1700', 64e9, scale, {frame: 40, fps: 30})).toEqual(
      flowDots(line, 64e9, scale, {frame: 40, fps: 30}),
    );
  });
});

describe('pathPoints', () => {
  it('reads M, L, H, V, relative commands, curves and Z', () => {
    expect(pathPoints('M 0 0 H 100 v 50 l -100 0 Z')).toEqual([
      {x: 0, y: 0},
      {x: 100, y: 0},
      {x: 100, y: 50},
      {x: 0, y: 50},
      {x: 0, y: 0},
    ]);
    const curve = pathPoints('M0,0 Q 50,100 100,0', 4);
    expect(curve).toHaveLength(5);
    expect(curve[2]).toEqual({x: 50, y: 50});
    expect(pathPoints('M 0 0 C 0 100 100 100 100 0', 2)[1]).toEqual({x: 50, y: 75});
  });

  it('refuses commands it cannot follow, naming them', () => {
    expect(() => pathPoints('M 0 0 A 5 5 0 0 1 10 10')).toThrow('command A is not supported (M, L, H, V, C, Q, Z)');
    expect(() => pathPoints('0 0 L 1 1')).toThrow('a number before the first M');
  });
});
