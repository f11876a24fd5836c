// A beat that starts with an entering scene builds its new parts only once the carried parts land.
import {describe, expect, it} from 'vitest';
import {afterLanding} from '../../src/timeline/use-after-entrance';

describe('afterLanding', () => {
  it('stays at 0 while the entrance carries, then runs 0..1 over the rest of the beat', () => {
    expect([0, 0.2, 1 / 3].map((p) => afterLanding(p, 1 / 3))).toEqual([0, 0, 0]);
    expect(afterLanding(2 / 3, 1 / 3)).toBeCloseTo(0.5);
    expect(afterLanding(1, 1 / 3)).toBe(1);
  });

  it("is the beat's own progress without an entrance, and a step when the entrance outlasts the motion", () => {
    expect([0, 0.4, 1].map((p) => afterLanding(p, 0))).toEqual([0, 0.4, 1]);
    expect([0, 0.99, 1].map((p) => afterLanding(p, 1.5))).toEqual([0, 0, 1]);
  });
});
