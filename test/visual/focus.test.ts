import {parse, wcagContrast, type Rgb} from 'culori';
import {describe, expect, it} from 'vitest';
import {minimumContrast} from '../../src/audit/audit-video';
import {composite} from '../../src/audit/measure-contrast';
import type {ResolvedBeat} from '../../src/timeline/timeline-types';
import {focusOpacity} from '../../src/visual/focus';
import {leaderStart} from '../../src/visual/primitives/Label';
import {focusTokens, palettes, themeNames} from '../../src/visual/tokens';

const beat = (id: string, from: number, motionEnd: number, focus: string[]): ResolvedBeat => ({
  id,
  sceneId: 's',
  at: from / 30,
  from,
  motionEnd,
  textsLanded: from,
  to: from + 90,
  motion: undefined,
  builds: [],
  periodFrames: null,
  still: null,
  focus,
  thumbnail: false,
  describe: undefined,
});
// three beats: no focus, the CPU in focus, the GPU and the link in focus
const beats = [beat('a', 0, 15, []), beat('b', 90, 105, ['cpu']), beat('c', 180, 240, ['gpu', 'c2c'])];
const dim = focusTokens.dimmedOpacity;

describe('focusOpacity', () => {
  it('leaves everything full while no beat names a focus', () => {
    expect(focusOpacity(beats, 40, 15, 'gpu')).toBe(1);
  });
  it('dims the parts not in focus by the one token once the beat has settled, and keeps them still through the hold', () => {
    expect(focusOpacity(beats, 105, 15, 'cpu')).toBe(1);
    expect(focusOpacity(beats, 105, 15, 'gpu')).toBe(dim);
    expect(focusOpacity(beats, 179, 15, 'gpu')).toBe(dim);
  });
  it('moves only during the beat transition, from the previous beat focus to this one', () => {
    expect(focusOpacity(beats, 90, 15, 'gpu')).toBe(1);
    const middle = focusOpacity(beats, 97, 15, 'gpu');
    expect(middle).toBeLessThan(1);
    expect(middle).toBeGreaterThan(dim);
    expect(focusOpacity(beats, 180, 15, 'cpu')).toBe(1);
    expect(focusOpacity(beats, 195, 15, 'cpu')).toBe(dim);
    expect(focusOpacity(beats, 195, 15, 'gpu')).toBe(1);
    expect(focusOpacity(beats, 195, 15, 'c2c')).toBe(1);
  });
});

const hex = (c: string): Rgb => parse(c) as Rgb;

describe('focusTokens.dimmedOpacity', () => {
  for (const theme of themeNames) {
    it(`keeps text in a dimmed part above the audit's contrast floor (${theme})`, () => {
      const p = palettes[theme];
      for (const surface of [p.background, p.surface, p.surfaceRaised]) {
        // the part is drawn, then laid over the frame background at the dimmed opacity: its fill and its text alike
        const behind = composite(hex(surface), dim, hex(p.background));
        const text = composite(hex(p.text), dim, hex(p.background));
        expect(wcagContrast(text, behind), `${theme} text over ${surface}`).toBeGreaterThanOrEqual(minimumContrast);
      }
    });
  }
  it('is a visible dimming, not a no-op', () => {
    expect(dim).toBeLessThanOrEqual(0.7);
  });
});

describe('leaderStart', () => {
  it('starts beside a left- or right-anchored label, at mid-height of its line', () => {
    expect(leaderStart('left', 500, 200, 36, {x: 300, y: 400})).toEqual({x: 488, y: 200 + 36 * 0.6});
    expect(leaderStart('right', 500, 200, 36, {x: 700, y: 100})).toEqual({x: 512, y: 200 + 36 * 0.6});
  });
  it('starts above or below a centred label, towards its part', () => {
    expect(leaderStart('center', 500, 200, 36, {x: 500, y: 50}).y).toBeLessThan(200);
    expect(leaderStart('center', 500, 200, 36, {x: 500, y: 600}).y).toBeGreaterThan(200 + 36);
  });
});
