import {describe, expect, it} from 'vitest';
import type {MeasuredText} from '../../src/audit/audit-types';
import {checkMovingMarks} from '../../src/audit/check-moving-marks';

const text = (id: string, x: number, y: number, width: number, height: number, opacity = 1): MeasuredText => ({
  id,
  kind: 'label',
  text: id,
  box: {x, y, width, height},
  lines: [{x, y, width, height}],
  fontSize: 36,
  opacity,
  color: 'rgb(240, 246, 252)',
  clipped: false,
});
// fixture: the grace-cpu `job` beat as it was, packets on the C2C path running across the LPDDR5X label
const lpddr = text('lpddr', 300, 600, 400, 44);

describe('checkMovingMarks', () => {
  it('finds a packet whose box crosses a label', () => {
    const f = checkMovingMarks([{id: 'packet-3', box: {x: 480, y: 610, width: 24, height: 24}}], [lpddr]);
    expect(f).toEqual([
      {
        textId: 'lpddr',
        rule: 'moving-over-text',
        measured: "moving mark packet-3 crosses the text's box by 576 px²",
        required: 'moving marks never intersect a text box',
        severity: 576,
      },
    ]);
  });
  it('passes packets that run beside the label, and labels that are not on screen', () => {
    expect(checkMovingMarks([{id: 'packet-3', box: {x: 480, y: 660, width: 24, height: 24}}], [lpddr])).toEqual([]);
    expect(
      checkMovingMarks(
        [{id: 'packet-3', box: {x: 480, y: 610, width: 24, height: 24}}],
        [text('lpddr', 300, 600, 400, 44, 0)],
      ),
    ).toEqual([]);
  });
});
