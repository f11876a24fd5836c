// place(box, side, gap) and <Label at>: labels follow the boxes layouts return.
import {describe, expect, it} from 'vitest';
import {place, rect} from '../../src/visual/geometry';
import {partBox} from '../../src/visual/part-boxes';
import {labelPlacement} from '../../src/visual/primitives/Label';

const box = rect(100, 200, 400, 100);

describe('place', () => {
  it('puts a text gap px beside, above, below or inside a box, with the point of the text that sits there', () => {
    expect(place(box, 'above', 10)).toEqual({x: 300, y: 190, anchor: 'center', align: 'bottom'});
    expect(place(box, 'below', 10)).toEqual({x: 300, y: 310, anchor: 'center', align: 'top'});
    expect(place(box, 'left', 10)).toEqual({x: 90, y: 250, anchor: 'right', align: 'middle'});
    expect(place(box, 'right', 10)).toEqual({x: 510, y: 250, anchor: 'left', align: 'middle'});
    expect(place(box, 'inside')).toEqual({x: 300, y: 250, anchor: 'center', align: 'middle'});
    expect(place(box, 'inside-top', 10)).toEqual({x: 300, y: 210, anchor: 'center', align: 'top'});
    expect(place(box, 'below-start')).toEqual({x: 100, y: 316, anchor: 'left', align: 'top'});
    expect(place(box, 'above-end', 10)).toEqual({x: 500, y: 190, anchor: 'right', align: 'bottom'});
    expect(place(box, 'below-end', 10)).toEqual({x: 500, y: 310, anchor: 'right', align: 'top'});
    expect(place(box, 'inside-start', 10)).toEqual({x: 110, y: 250, anchor: 'left', align: 'middle'});
    expect(place(box, 'inside-end', 10)).toEqual({x: 490, y: 250, anchor: 'right', align: 'middle'});
    expect(place(box, 'below-end')).toEqual({x: 500, y: 316, anchor: 'right', align: 'top'});
    expect(place(box, 'above-end')).toEqual({x: 500, y: 184, anchor: 'right', align: 'bottom'});
  });
});

describe('labelPlacement', () => {
  it("places a label against a named part's box, at a placement, or at x, y", () => {
    expect(labelPlacement({at: {part: 'rack', side: 'right', gap: 20}}, {rack: box})).toEqual({
      x: 520,
      y: 250,
      anchor: 'left',
      align: 'middle',
    });
    expect(labelPlacement({at: place(box, 'above')}, {})).toEqual(place(box, 'above'));
    expect(labelPlacement({x: 5, y: 6, anchor: 'center'}, {})).toEqual({x: 5, y: 6, anchor: 'center', align: 'top'});
  });

  it('names the part and the known boxes when a part has no box', () => {
    expect(() => partBox({rack: box}, 'tray')).toThrow(
      'no box for part "tray": wrap the drawing in <PartBoxes boxes={{tray: layout.…}}> (known: rack)',
    );
  });
});
