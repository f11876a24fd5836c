// The focused pictures that the next scene's entrance starts from: the entrance draws the previous
// scene's last picture (PreviousPicture) as that scene ended, and its carried parts start dimmed as
// they were there (the kit's usePreviousFocus: sceneEndFocus of the previous scene).
import {describe, expect, it} from 'vitest';
import {insideTheSm} from '../../compositions/inside-the-sm/index';
import {sceneEndFocus} from '../../src/visual/focus';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {focusTokens} from '../../src/visual/tokens';

const {timeline} = resolveVideo(insideTheSm);
const dimmed = focusTokens.dimmedOpacity;
const finalFocus = (id: string) => {
  const scene = timeline.scenes.find((s) => s.id === id);
  if (scene === undefined) throw new Error(`no scene ${id}`);
  return sceneEndFocus(scene, timeline.transitionFrames);
};

describe('inside-the-sm: the focus each carried picture ends with', () => {
  it('the anatomy ends on the Tensor Memory: the register files and the shared band, carried onto the ladder, start dimmed', () => {
    const dim = finalFocus('sm-anatomy');
    expect(dim('tmem')).toBe(1);
    expect([dim('registers'), dim('shared'), dim('frame')]).toEqual([dimmed, dimmed, dimmed]);
  });

  it("the stall ends on the scheduler's row: the warp's row, carried into the switching scene, starts dimmed", () => {
    const dim = finalFocus('the-stall');
    expect(dim('scheduler-row')).toBe(1);
    expect([dim('warp-row'), dim('lanes')]).toEqual([dimmed, dimmed]);
  });

  it('the switching scene ends with no focus: its meter carries into the chart undimmed', () => {
    expect(finalFocus('warp-switching')('meter')).toBe(1);
  });
});
