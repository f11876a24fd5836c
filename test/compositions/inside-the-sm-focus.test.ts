// The focused pictures that the next scene's entrance starts from: the entrance draws the previous
// scene's last picture dimmed exactly as that scene ended (nothing jumps at the cut).
import {describe, expect, it} from 'vitest';
import {insideTheSm} from '../../compositions/inside-the-sm/index';
import {finalFocus} from '../../src/visual/use-final-focus';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {focusTokens} from '../../src/visual/tokens';

const {timeline} = resolveVideo(insideTheSm);
const dimmed = focusTokens.dimmedOpacity;

describe('inside-the-sm: the focus each carried picture ends with', () => {
  it('the anatomy ends on the Tensor Memory: the register files and the shared band, carried onto the ladder, start dimmed', () => {
    const dim = finalFocus(timeline, 'sm-anatomy');
    expect(dim('tmem')).toBe(1);
    expect([dim('registers'), dim('shared'), dim('frame')]).toEqual([dimmed, dimmed, dimmed]);
  });

  it("the stall ends on the scheduler's row: the warp's row, carried into the switching scene, starts dimmed", () => {
    const dim = finalFocus(timeline, 'the-stall');
    expect(dim('scheduler-row')).toBe(1);
    expect([dim('warp-row'), dim('lanes')]).toEqual([dimmed, dimmed]);
  });

  it('the switching scene ends with no focus: its meter carries into the chart undimmed', () => {
    expect(finalFocus(timeline, 'warp-switching')('meter')).toBe(1);
  });

  it('names a missing scene', () => {
    expect(() => finalFocus(timeline, 'no-such-scene')).toThrow(/no-such-scene/);
  });
});
