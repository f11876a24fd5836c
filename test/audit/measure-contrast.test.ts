// measure-contrast.ts: WCAG contrast of a text colour against the pixels behind its glyph boxes.
import {wcagContrast} from 'culori';
import {describe, expect, it} from 'vitest';
import {composite, contrastBehind, parseCssColor, type Pixels} from '../../src/audit/measure-contrast';

/** A width×height image of one colour, with rows [stripeFrom, stripeTo) in another. */
function image(
  width: number,
  height: number,
  fill: [number, number, number],
  stripe?: {from: number; to: number; rgb: [number, number, number]},
): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = stripe !== undefined && y >= stripe.from && y < stripe.to ? stripe.rgb : fill;
      data.set([...c, 255], (y * width + x) * 4);
    }
  }
  return {width, height, data};
}

const dark: [number, number, number] = [0x0d, 0x11, 0x17];
const box = [{x: 0, y: 0, width: 100, height: 100}];

describe('contrastBehind', () => {
  it('agrees with culori on a flat background', () => {
    const c = contrastBehind('rgb(240, 246, 252)', 1, image(100, 100, dark), box);
    expect(c?.contrast).toBeCloseTo(wcagContrast('#f0f6fc', '#0d1117'), 6);
    expect(c?.background).toBe('#0d1117');
    expect(c?.pixels).toBe(10_000);
  });

  it('lets a feature under 5 % of the box pass and one over 5 % decide', () => {
    const thin = contrastBehind(
      'rgb(240, 246, 252)',
      1,
      image(100, 100, dark, {from: 10, to: 14, rgb: [230, 236, 240]}),
      box,
    );
    expect(thin?.contrast).toBeGreaterThan(15);
    expect(thin?.lowest).toBeLessThan(1.2);
    const wide = contrastBehind(
      'rgb(240, 246, 252)',
      1,
      image(100, 100, dark, {from: 10, to: 20, rgb: [230, 236, 240]}),
      box,
    );
    expect(wide?.contrast).toBeLessThan(1.2);
  });

  it('composites a faded or translucent text over the background before comparing', () => {
    const half = contrastBehind('rgb(255, 255, 255)', 0.5, image(100, 100, [0, 0, 0]), box);
    expect(half?.text).toBe('#808080');
    expect(half?.contrast).toBeCloseTo(wcagContrast({mode: 'rgb', r: 0.5, g: 0.5, b: 0.5}, '#000000'), 6);
    const rgba = contrastBehind('rgba(255, 255, 255, 0.5)', 1, image(100, 100, [0, 0, 0]), box);
    expect(rgba?.contrast).toBeCloseTo(half?.contrast ?? 0, 6);
  });

  it('reads only the pixels under the boxes, scaled to the capture', () => {
    const png = image(200, 100, [255, 255, 255], {from: 0, to: 100, rgb: [255, 255, 255]});
    for (let y = 0; y < 100; y++) for (let x = 0; x < 100; x++) png.data.set([0, 0, 0, 255], (y * 200 + x) * 4);
    expect(
      contrastBehind('rgb(255, 255, 255)', 1, png, [{x: 0, y: 0, width: 50, height: 50}], 2)?.contrast,
    ).toBeCloseTo(21, 5);
    expect(
      contrastBehind('rgb(255, 255, 255)', 1, png, [{x: 50, y: 0, width: 50, height: 50}], 2)?.contrast,
    ).toBeCloseTo(1, 5);
    expect(contrastBehind('rgb(255, 255, 255)', 1, png, [{x: 300, y: 300, width: 10, height: 10}])).toBeNull();
  });

  it('reads a pixel under overlapping line boxes once, and clips boxes to the frame', () => {
    const lines = [
      {x: 10, y: 10, width: 40, height: 20},
      {x: 30, y: 20, width: 40, height: 20}, // overlaps the first over 20 × 10
      {x: 90, y: 90, width: 30, height: 30}, // 10 × 10 of it inside the frame
    ];
    expect(contrastBehind('rgb(240, 246, 252)', 1, image(100, 100, dark), lines)?.pixels).toBe(800 + 800 - 200 + 100);
  });

  it('with the drawn frame, reads only the pixels under the ink: a border inside the line box does not count', () => {
    // a chip: orange border rows 0–9 and 90–99 inside the box, dark fill; white glyphs in rows 40–60
    const background = image(100, 100, dark, {from: 0, to: 10, rgb: [0xff, 0x7a, 0x45]});
    for (let y = 90; y < 100; y++)
      for (let x = 0; x < 100; x++) background.data.set([0xff, 0x7a, 0x45, 255], (y * 100 + x) * 4);
    const drawn = image(100, 100, dark, {from: 40, to: 60, rgb: [240, 246, 252]});
    drawn.data.set(background.data.subarray(0, 10 * 100 * 4), 0);
    drawn.data.set(background.data.subarray(90 * 100 * 4), 90 * 100 * 4);
    expect(contrastBehind('rgb(240, 246, 252)', 1, background, box)?.contrast).toBeLessThan(3);
    const ink = contrastBehind('rgb(240, 246, 252)', 1, background, box, 1, undefined, drawn);
    expect(ink?.pixels).toBe(2000);
    expect(ink?.contrast).toBeGreaterThan(17);
  });

  it('falls back to the whole box when the text leaves almost no ink (its colour is its background)', () => {
    const flat = image(100, 100, dark);
    expect(contrastBehind('rgb(13, 17, 23)', 1, flat, box, 1, undefined, flat)?.pixels).toBe(10_000);
  });

  it('parses the colour forms getComputedStyle returns', () => {
    expect(parseCssColor('rgb(13, 17, 23)').alpha).toBe(1);
    expect(parseCssColor('rgba(0, 0, 0, 0.25)').alpha).toBe(0.25);
    expect(parseCssColor('color(srgb 1 0.5 0)').color.g).toBeCloseTo(0.5);
    expect(composite({mode: 'rgb', r: 1, g: 1, b: 1}, 0, {mode: 'rgb', r: 0, g: 0, b: 0}).r).toBe(0);
  });
});
