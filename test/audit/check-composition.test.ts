import {describe, expect, it} from 'vitest';
import {checkStage, compositionFigures, stageFigures} from '../../src/audit/check-composition';
import {safeArea} from '../../src/visual/tokens';

// safe area: x 96..1824 (width 1728, centre 960), y 54..1026 (height 972)
describe('compositionFigures', () => {
  it('measures the box around every drawn box against the title-safe area', () => {
    const f = compositionFigures([
      {x: 400, y: 300, width: 200, height: 100},
      {x: 1300, y: 500, width: 220, height: 300},
    ]);
    expect(f.box).toEqual({x: 400, y: 300, width: 1120, height: 500});
    expect(f.centreOffset).toBeCloseTo(0, 5);
    expect(f.spanX).toBeCloseTo(1120 / (safeArea.right - safeArea.left), 5);
    expect(f.spanY).toBeCloseTo(500 / (safeArea.bottom - safeArea.top), 5);
  });
});

describe("the stage rule (every beat's settled frame)", () => {
  // safe area x 96..1824 (1728 wide), y 54..1026 (972 high); caption band from 972 - 125 = 847
  it('passes a drawing that fills the stage down to the caption band', () => {
    const f = stageFigures([{x: 200, y: 120, width: 1520, height: 700}]);
    expect(f.spanX).toBeCloseTo(1520 / 1728, 6);
    expect(checkStage(f, null)).toBeNull();
  });

  it('fails a small picture in the top half (what the former 55 % composition rule let pass), naming each miss', () => {
    const f = stageFigures([{x: 300, y: 80, width: 1100, height: 420}]);
    const finding = checkStage(f, null);
    expect(finding?.rule).toBe('stage');
    expect(finding?.measured).toBe(
      'spans 63.7 % of the safe width and 43.2 % of its height; an empty band of 35.7 % of the safe height above the caption band',
    );
  });

  it('fails a tall picture pushed to one side, and accepts it with a reason', () => {
    const f = stageFigures([{x: 1100, y: 60, width: 700, height: 800}]);
    expect(checkStage(f, null)?.measured).toBe('centre 28.4 % of the safe width off centre');
    expect(checkStage(f, 'title card')).toBeNull();
  });
});
