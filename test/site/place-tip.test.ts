// The part tooltip's place (WCAG 1.4.13: it must not cover what it describes) and what the live region says.
import {describe, expect, it} from 'vitest';
import {placeTip} from '../../src/site/place-tip';
import {siteVideos} from '../../src/site/build-site';
import {spokenAt} from '../../src/site/Transcript';

const bounds = {left: 0, top: 0, width: 1000, height: 560};
const size = {width: 200, height: 80};
const meets = (a: {left: number; top: number}, b: {left: number; top: number; width: number; height: number}) =>
  a.left < b.left + b.width && b.left < a.left + size.width && a.top < b.top + b.height && b.top < a.top + size.height;

describe('placeTip', () => {
  it('puts the tooltip below its part when there is room, slid inside the bounds', () => {
    expect(placeTip({left: 900, top: 100, width: 80, height: 30}, [], size, bounds)).toEqual({left: 800, top: 138});
  });
  it('goes above, then beside, when below would leave the bounds or cover a neighbour, and never over the part', () => {
    const part = {left: 400, top: 470, width: 100, height: 40};
    const above = placeTip(part, [], size, bounds);
    expect(above.top + size.height).toBeLessThanOrEqual(part.top);
    const neighbour = {left: 380, top: 360, width: 300, height: 60};
    const beside = placeTip(part, [neighbour], size, bounds);
    expect(meets(beside, part)).toBe(false);
    expect(meets(beside, neighbour)).toBe(false);
  });
});

describe('the live region', () => {
  const beats = siteVideos('/nonexistent-render-dir').flatMap((v) => v.chapters.flatMap((c) => c.beats));
  it('says only what enters: the description, with `everything` the texts that appear too, and nothing when off', () => {
    const b = beats.find((x) => x.describe !== undefined && x.entering.length > 0);
    if (b === undefined) throw new Error('no beat with a description and entering texts');
    expect(spokenAt(b, 'off')).toBe('');
    expect(spokenAt(b, 'descriptions')).toBe(b.describe);
    expect(spokenAt(b, 'everything')).toBe([b.describe, ...b.entering.map((t) => t.text)].join(' '));
  });
  it('names every beat by its words, never by its id', () => {
    for (const b of beats) {
      expect(b.name.length).toBeGreaterThan(b.id.length);
      expect(b.name).not.toBe(b.id);
    }
  });
});
