// The thumbnail's rules on synthetic captures: a passing card, and one fixture per broken rule.
import {describe, expect, it} from 'vitest';
import type {MeasuredText, ClientBox} from '../../src/audit/audit-types';
import {checkThumbnail, cornerInk, inkBox, listScale} from '../../src/audit/check-thumbnail';
import {thumbnailLayout} from '../../src/visual/ThumbnailCard';

const background = 'rgb(13, 17, 23)';
const W = 1280;
const H = 720;

/** A 1280×720 capture of the background with `rects` painted white. */
function card(rects: ClientBox[]) {
  const data = new Uint8Array(W * H * 4);
  for (let i = 0; i < W * H; i++) data.set([13, 17, 23, 255], i * 4);
  for (const r of rects)
    for (let y = r.y; y < r.y + r.height; y++)
      for (let x = r.x; x < r.x + r.width; x++) data.set([255, 255, 255, 255], (y * W + x) * 4);
  return {width: W, height: H, data};
}

const text = (id: string, box: ClientBox, fontSize: number): MeasuredText => ({
  id,
  kind: 'label',
  text: id,
  box,
  lines: [box],
  fontSize,
  opacity: 1,
  color: 'rgb(240, 246, 252)',
  clipped: false,
});

const hookBox = {x: 44, y: 30, width: 1000, height: 140};
// an L-shaped drawing: its box spans 1200 × 428 (55.7 % of the card) and leaves the corner empty
const hero = [
  {x: 40, y: 272, width: 1200, height: 320},
  {x: 40, y: 592, width: 960, height: 108},
];
const good = () => ({texts: [text('thumbnail-hook', hookBox, 116)], pixels: card([hookBox, ...hero])});

describe('thumbnail rules', () => {
  it('passes a card with a 116 px hook, a drawing over half the card and an empty corner', () => {
    const {texts, pixels} = good();
    expect(checkThumbnail(texts, pixels, background)).toEqual([]);
  });
  it('refuses a hook under 110 px', () => {
    const {pixels} = good();
    const f = checkThumbnail([text('thumbnail-hook', hookBox, 96)], pixels, background);
    expect(f.map((x) => x.measured)).toEqual(['hook 96 px']);
  });
  it('refuses a text under 12 px tall at 168×94 (a 72 px title on the card)', () => {
    const {texts, pixels} = good();
    const f = checkThumbnail(
      [...texts, text('title', {x: 44, y: 180, width: 400, height: 80}, 72)],
      pixels,
      background,
    );
    expect(f).toHaveLength(1);
    expect(f[0]?.measured).toBe(`${(72 * listScale).toFixed(1)} px tall at 168×94`);
  });
  it('refuses drawing or text in the badge corner', () => {
    const c = thumbnailLayout.corner;
    const {texts} = good();
    const drawn = card([hookBox, ...hero, {x: c.x + 10, y: c.y + 10, width: 20, height: 5}]);
    expect(checkThumbnail(texts, drawn, background).map((x) => x.measured)).toEqual([
      '100 drawn pixels in the badge corner',
    ]);
    const label = text('badge', {x: c.x + 20, y: c.y + 20, width: 100, height: 60}, 100);
    const f = checkThumbnail([...texts, label], card([hookBox, ...hero]), background);
    expect(f.map((x) => x.textId)).toEqual(['badge']);
  });
  it('refuses a hero drawing spanning less than half the card (its text left out)', () => {
    const {texts} = good();
    const f = checkThumbnail(texts, card([hookBox, {x: 40, y: 272, width: 600, height: 428}]), background);
    expect(f.map((x) => x.textId)).toEqual(['(hero)']);
    expect(f[0]?.measured).toBe('drawing spans 27.9 % of the card');
  });
  it('finds the ink box and counts corner pixels', () => {
    const pixels = card([
      {x: 100, y: 50, width: 10, height: 20},
      {x: 300, y: 400, width: 1, height: 1},
    ]);
    expect(inkBox(pixels, background)).toEqual({x: 100, y: 50, width: 201, height: 351});
    expect(inkBox(pixels, background, [{x: 0, y: 0, width: 200, height: 200}])).toEqual({
      x: 300,
      y: 400,
      width: 1,
      height: 1,
    });
    expect(cornerInk(pixels, background, {x: 0, y: 0, width: 105, height: 55})).toBe(25);
  });
});
