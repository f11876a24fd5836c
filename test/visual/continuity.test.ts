// The continuity primitives: carried boxes, the camera mapping, parts that leave and arrive.
import {describe, expect, it} from 'vitest';
import {arriving, carry, departing, fitWidth, mapBox, mapPoint} from '../../src/visual/continuity';

const a = {x: 100, y: 200, w: 300, h: 100};
const b = {x: 900, y: 100, w: 600, h: 400};

describe('continuity', () => {
  it('a carried box starts where the previous picture left it and ends where this one draws it, eased', () => {
    expect(carry(a, b, 0)).toEqual(a);
    expect(carry(a, b, 1)).toEqual(b);
    expect(carry(a, b, -1)).toEqual(a);
    expect(carry(a, b, 2)).toEqual(b);
    // eased: a quarter of the time covers less than a quarter of the way
    expect(carry(a, b, 0.25).x - a.x).toBeLessThan(0.25 * (b.x - a.x));
  });

  it('mapBox and mapPoint carry every corner of the drawn box onto the shown box', () => {
    const corners = [
      {x: a.x, y: a.y},
      {x: a.x + a.w, y: a.y + a.h},
    ];
    expect(corners.map((p) => mapPoint(p, a, b))).toEqual([
      {x: b.x, y: b.y},
      {x: b.x + b.w, y: b.y + b.h},
    ]);
    expect(mapBox(a, b)).toBe('translate(900 100) scale(2 4) translate(-100 -200)');
    expect(mapBox(b, b)).toBe('translate(900 100) scale(1 1) translate(-900 -100)');
  });

  it('fitWidth keeps the drawn aspect, centred in the shown box', () => {
    expect(fitWidth(a, b)).toEqual({x: 900, y: 200, w: 600, h: 200});
  });

  it('leaving parts are gone and arriving parts are in before the entrance ends; neither moves after', () => {
    expect([departing(0), departing(0.6), departing(1)]).toEqual([1, 0, 0]);
    expect([arriving(0), arriving(0.4), arriving(1)]).toEqual([0, 0, 1]);
  });
});
