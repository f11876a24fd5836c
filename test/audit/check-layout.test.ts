// check-layout.ts: title-safe area, caption above the controls, overlap, sizes, caption lines.
import {describe, expect, it} from 'vitest';
import type {MeasuredText, ClientBox} from '../../src/audit/audit-types';
import {checkLayout, intersectionArea, outsideSafeArea} from '../../src/audit/check-layout';

function text(id: string, box: ClientBox, over: Partial<MeasuredText> = {}): MeasuredText {
  return {
    id,
    kind: 'label',
    text: id,
    box,
    lines: [box],
    fontSize: 36,
    opacity: 1,
    color: 'rgb(240, 246, 252)',
    clipped: false,
    ...over,
  };
}

const rules = (texts: MeasuredText[]) => checkLayout(texts).map((f) => `${f.textId}: ${f.rule}`);

describe('geometry', () => {
  it('intersects rectangles, not counting boxes that only touch', () => {
    expect(intersectionArea({x: 0, y: 0, width: 10, height: 10}, {x: 5, y: 5, width: 10, height: 10})).toBe(25);
    expect(intersectionArea({x: 0, y: 0, width: 10, height: 10}, {x: 10, y: 0, width: 10, height: 10})).toBe(0);
  });

  it('measures the 90 % title-safe area of 1920×1080: x 96..1824, y 54..1026', () => {
    expect(outsideSafeArea({x: 96, y: 54, width: 1728, height: 972})).toEqual([]);
    expect(outsideSafeArea({x: 95, y: 54, width: 100, height: 40})).toEqual(['left 95 px < 96']);
    expect(outsideSafeArea({x: 1800, y: 1000, width: 30, height: 30})).toEqual([
      'right 1830 px > 1824',
      'bottom 1030 px > 1026',
    ]);
  });
});

describe('checkLayout', () => {
  it('passes texts inside the safe area, apart, at their sizes', () => {
    expect(
      rules([
        text('a', {x: 100, y: 100, width: 300, height: 44}),
        text('b', {x: 100, y: 150, width: 300, height: 44}),
        text(
          'cap',
          {x: 500, y: 850, width: 900, height: 120},
          {
            kind: 'caption',
            fontSize: 50,
            lines: [
              {x: 500, y: 850, width: 900, height: 60},
              {x: 600, y: 910, width: 700, height: 60},
            ],
          },
        ),
      ]),
    ).toEqual([]);
  });

  it('finds a text outside the safe area and a caption over the player controls', () => {
    expect(
      rules([
        text('edge', {x: 40, y: 100, width: 300, height: 44}),
        text('cap', {x: 500, y: 930, width: 900, height: 60}, {kind: 'caption', fontSize: 50}),
      ]),
    ).toEqual(['edge: title-safe', 'cap: caption-above-controls']);
  });

  it('finds overlapping line boxes but not a caption line box beside a label under its union box', () => {
    const caption = text(
      'cap',
      {x: 400, y: 800, width: 1000, height: 120},
      {
        kind: 'caption',
        fontSize: 50,
        lines: [
          {x: 400, y: 800, width: 1000, height: 60},
          {x: 800, y: 860, width: 200, height: 60},
        ],
      },
    );
    expect(rules([caption, text('beside', {x: 420, y: 870, width: 200, height: 40})])).toEqual([]);
    expect(rules([caption, text('under', {x: 900, y: 870, width: 200, height: 40})])).toEqual(['cap × under: overlap']);
  });

  it('holds captions to 48 px and two lines, labels and the chapter to 32 px (the former floors: fatal font-size)', () => {
    const three = [0, 1, 2].map((i) => ({x: 500, y: 700 + i * 60, width: 800, height: 60}));
    expect(
      rules([
        text('cap', {x: 500, y: 700, width: 800, height: 180}, {kind: 'caption', fontSize: 46, lines: three}),
        text('small', {x: 100, y: 100, width: 100, height: 40}, {fontSize: 30}),
        text('chapter', {x: 100, y: 200, width: 100, height: 40}, {kind: 'chapter', fontSize: 32}),
      ]),
    ).toEqual(['cap: font-size', 'cap: caption-lines', 'small: font-size', 'chapter: text-size']);
  });

  it("holds captions to 50 px, labels and part names to 36, counters to 32 (the grammar's limits: text-size)", () => {
    expect(
      rules([
        text('cap', {x: 500, y: 850, width: 800, height: 60}, {kind: 'caption', fontSize: 49}),
        text('label', {x: 100, y: 100, width: 100, height: 40}, {fontSize: 34}),
        text('part', {x: 100, y: 200, width: 100, height: 40}, {kind: 'part', fontSize: 32}),
        text('count', {x: 100, y: 300, width: 100, height: 40}, {kind: 'counter', fontSize: 30}),
        text('ok', {x: 100, y: 400, width: 100, height: 40}, {kind: 'counter', fontSize: 32}),
      ]),
    ).toEqual(['cap: text-size', 'label: text-size', 'part: text-size', 'count: text-size']);
  });

  it('holds side text (labels, part names) to two lines; captions have their own rule', () => {
    const lines = (n: number) => Array.from({length: n}, (_, i) => ({x: 100, y: 100 + i * 44, width: 300, height: 44}));
    expect(
      rules([
        text('three', {x: 100, y: 100, width: 300, height: 132}, {lines: lines(3)}),
        text('two', {x: 500, y: 100, width: 300, height: 88}, {lines: lines(2).map((l) => ({...l, x: 500}))}),
      ]),
    ).toEqual(['three: side-text-lines']);
  });

  it('reports clipped and unmarked text, and ignores a text that has faded out', () => {
    expect(
      rules([
        text('cut', {x: 100, y: 100, width: 100, height: 40}, {clipped: true}),
        text('untracked:NIC', {x: 100, y: 200, width: 60, height: 40}, {kind: 'untracked'}),
        text('gone', {x: 0, y: 0, width: 100, height: 40}, {opacity: 0}),
      ]),
    ).toEqual(['cut: clipped', 'untracked:NIC: untracked-text']);
  });
});
