// The goldens' text and geometry snapshot (src/audit/screen-snapshot.ts): exact comparison, one
// line per difference naming the place and the text; and the one-line browser mismatch notice.
import {describe, expect, it} from 'vitest';
import {
  compareSnapshots,
  formatSnapshot,
  roundBox,
  snapshotShapes,
  type ScreenSnapshot,
} from '../../src/audit/screen-snapshot';
import {browserMismatchNotice} from '../../src/render/goldens';

const where = 'grace-blackwell / one-module dark, beat gb200, frame 479';
const golden: ScreenSnapshot = {
  texts: [
    {id: 'grace', text: 'Grace CPU', box: {x: 515, y: 457, w: 190, h: 44}, fontSize: 36, color: 'rgb(240, 246, 252)'},
    {id: 'c2c', text: 'NVLink-C2C', box: {x: 847, y: 459, w: 190, h: 39}, fontSize: 32, color: 'rgb(177, 186, 196)'},
  ],
  parts: [
    {name: 'drawing', box: {x: 390, y: 240, w: 1140, h: 547}},
    {name: 'leader:c2c', box: {x: 900, y: 500, w: 2, h: 40}},
  ],
  shapes: [
    {
      part: 'module/grace',
      shape: 'rect#1',
      box: {x: 445, y: 300, w: 200, h: 160},
      fill: '#161b22',
      stroke: 'none',
      strokeWidth: 0,
      opacity: 1,
    },
    {
      part: 'module/grace',
      shape: 'rect#2',
      box: {x: 445, y: 300, w: 200, h: 160},
      fill: '#76b90021',
      stroke: '#76b900',
      strokeWidth: 3,
      opacity: 1,
    },
    {
      part: 'module/grace',
      shape: 'line#1',
      box: {x: 460, y: 330, w: 170, h: 0},
      fill: 'none',
      stroke: '#76b900',
      strokeWidth: 2,
      opacity: 1,
    },
    {
      part: '',
      shape: 'path#1',
      box: {x: 650, y: 370, w: 180, h: 10},
      fill: 'none',
      stroke: '#b1bac4',
      strokeWidth: 4,
      opacity: 0.5,
    },
  ],
};
const copy = (): ScreenSnapshot => JSON.parse(JSON.stringify(golden)) as ScreenSnapshot;

describe('compareSnapshots', () => {
  it('finds nothing between equal snapshots', () => {
    expect(compareSnapshots(golden, copy(), where)).toEqual([]);
  });

  it('names the text and the string when one letter changes', () => {
    const now = copy();
    now.texts[0] = {...golden.texts[0]!, text: 'Grade CPU'};
    expect(compareSnapshots(golden, now, where)).toEqual([`${where}: text "grace": string "Grace CPU" → "Grade CPU"`]);
  });

  it('names the text and the coordinates when a label moves 2 px', () => {
    const now = copy();
    now.texts[1] = {...golden.texts[1]!, box: {...golden.texts[1]!.box, x: 849}};
    expect(compareSnapshots(golden, now, where)).toEqual([`${where}: text "c2c": box x 847 → 849`]);
  });

  it('names a changed size and colour, a text gone and a text new', () => {
    const now = copy();
    now.texts = [
      {...golden.texts[0]!, fontSize: 34, color: 'rgb(0, 0, 0)'},
      {id: 'nv-hbi', text: 'NV-HBI', box: {x: 1, y: 2, w: 3, h: 4}, fontSize: 32, color: 'rgb(1, 1, 1)'},
    ];
    expect(compareSnapshots(golden, now, where)).toEqual([
      `${where}: text "grace": size 36 px → 34 px`,
      `${where}: text "grace": colour rgb(240, 246, 252) → rgb(0, 0, 0)`,
      `${where}: text "c2c" is gone (was "NVLink-C2C" at x 847 y 459 w 190 h 39)`,
      `${where}: text "nv-hbi" is new: "NV-HBI" at x 1 y 2 w 3 h 4`,
    ]);
  });

  it('names a part that moved, went or came', () => {
    const now = copy();
    now.parts = [
      {name: 'drawing', box: {x: 390, y: 242, w: 1140, h: 545}},
      {name: 'moving:packet', box: {x: 5, y: 5, w: 10, h: 10}},
    ];
    expect(compareSnapshots(golden, now, where)).toEqual([
      `${where}: part "drawing": box y 240 → 242, h 547 → 545`,
      `${where}: part "leader:c2c" is gone (was at x 900 y 500 w 2 h 40)`,
      `${where}: part "moving:packet" is new at x 5 y 5 w 10 h 10`,
    ]);
  });
});

describe('compareSnapshots: shapes', () => {
  it('names the part, the shape and the coordinate when a shape moves 2 px', () => {
    const now = copy();
    now.shapes![1]!.box.x = 447;
    expect(compareSnapshots(golden, now, where)).toEqual([`${where}: part "module/grace" rect#2: box x 445 → 447`]);
  });

  it('names a resized, recoloured, restroked or faded shape, and a shape outside any part', () => {
    const now = copy();
    now.shapes![0]!.box.h = 170;
    now.shapes![1]!.fill = '#ff00ff21';
    now.shapes![2]!.strokeWidth = 3;
    now.shapes![3]!.opacity = 0.4;
    expect(compareSnapshots(golden, now, where)).toEqual([
      `${where}: part "module/grace" rect#1: box h 160 → 170`,
      `${where}: part "module/grace" rect#2: fill #76b90021 → #ff00ff21`,
      `${where}: part "module/grace" line#1: stroke width 2 → 3`,
      `${where}: outside any part path#1: opacity 0.5 → 0.4`,
    ]);
  });

  it('names the count and the shape gone when a shape is removed, and a new part', () => {
    const now = copy();
    now.shapes = [
      now.shapes![0]!,
      now.shapes![2]!,
      now.shapes![3]!,
      {...now.shapes![3]!, part: 'hbm', shape: 'circle#1'},
    ];
    expect(compareSnapshots(golden, now, where)).toEqual([
      `${where}: part "module/grace": 3 shapes → 2`,
      `${where}: part "module/grace": gone rect#2 at x 445 y 300 w 200 h 160, fill #76b90021, stroke #76b900 3, opacity 1`,
      `${where}: part "hbm": 0 shapes → 1`,
      `${where}: part "hbm": new circle#1 at x 650 y 370 w 180 h 10, fill none, stroke #b1bac4 4, opacity 0.5`,
    ]);
  });

  it('shows at most six lines of a part that moved as a whole, and the count of the rest', () => {
    const many = (dx: number) =>
      Array.from({length: 10}, (_, i) => ({
        part: 'rack',
        shape: `rect#${i + 1}`,
        box: {x: 10 * i + dx, y: 0, w: 8, h: 8},
        fill: '#ffffff',
        stroke: 'none',
        strokeWidth: 0,
        opacity: 1,
      }));
    const lines = compareSnapshots(
      {texts: [], parts: [], shapes: many(0)},
      {texts: [], parts: [], shapes: many(2)},
      where,
    );
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe(`${where}: part "rack": and 4 more differences`);
  });

  it('says so when the recorded snapshot has no shapes (made before they were recorded)', () => {
    const old: ScreenSnapshot = {texts: golden.texts, parts: golden.parts};
    expect(compareSnapshots(old, copy(), where)).toEqual([
      `${where}: no shapes recorded in this snapshot (made before shapes were snapshotted)`,
    ]);
  });
});

describe('snapshotShapes', () => {
  it('rounds and numbers the shapes by tag within their part', () => {
    const m = (part: string, tag: string, x: number) => ({
      part,
      tag,
      box: {x, y: 0.4, width: 10.5, height: 3},
      fill: '#ffffff',
      stroke: 'none',
      strokeWidth: 0,
      opacity: 0.996,
    });
    expect(
      snapshotShapes([m('a', 'rect', 1.2), m('a', 'line', 2), m('a', 'rect', 3), m('b', 'rect', 4)]).map((s) => [
        s.part,
        s.shape,
        s.box.x,
        s.box.w,
        s.opacity,
      ]),
    ).toEqual([
      ['a', 'rect#1', 1, 11, 1],
      ['a', 'line#1', 2, 11, 1],
      ['a', 'rect#2', 3, 11, 1],
      ['b', 'rect#1', 4, 11, 1],
    ]);
  });
});

describe('roundBox and formatSnapshot', () => {
  it('rounds a measured box to whole pixels', () => {
    expect(roundBox({x: 514.6, y: 457.2, width: 190.49, height: 43.5})).toEqual({x: 515, y: 457, w: 190, h: 44});
  });
  it('writes valid JSON with one text, part or shape per line', () => {
    const text = formatSnapshot({video: 'v', frame: 3}, golden);
    expect(JSON.parse(text)).toEqual({video: 'v', frame: 3, ...golden});
    expect(text.split('\n').filter((l) => l.includes('"id"'))).toHaveLength(2);
    expect(text.split('\n').filter((l) => l.includes('"shape"'))).toHaveLength(4);
    expect(JSON.parse(formatSnapshot({}, {texts: [], parts: [], shapes: []}))).toEqual({
      texts: [],
      parts: [],
      shapes: [],
    });
  });
});

describe('browserMismatchNotice', () => {
  it('says nothing when the goldens were made with the same Chromium major version', () => {
    expect(browserMismatchNotice('Chromium 150.0.7871.100', 'Chromium 150.0.7871.120')).toBeNull();
  });
  it('says in one line what was recorded, what runs, that pixels are not compared and how to remake them', () => {
    const line = browserMismatchNotice('Chromium 150.0.7871.100', 'Chromium 156.0.7000.1');
    expect(line).toBe(
      'goldens were made with Chromium 150.0.7871.100, this is Chromium 156.0.7000.1: pixels not compared (text, geometry and shapes still are); remake them with `npm run goldens:update`',
    );
    expect(browserMismatchNotice(undefined, 'Chromium 156.0.7000.1')).toContain('an unrecorded browser');
  });
  it('names the video and its own remake command when given one', () => {
    expect(browserMismatchNotice('Chromium 150.0.7871.100', 'Chromium 156.0.7000.1', 'inside-the-sm')).toBe(
      "inside-the-sm's goldens were made with Chromium 150.0.7871.100, this is Chromium 156.0.7000.1: pixels not compared (text, geometry and shapes still are); remake them with `npm run goldens:update -- inside-the-sm`",
    );
  });
});
