// The goldens' text and geometry snapshot (src/audit/screen-snapshot.ts): exact comparison, one
// line per difference naming the place and the text; and the one-line browser mismatch notice.
import {describe, expect, it} from 'vitest';
import {compareSnapshots, formatSnapshot, roundBox, type ScreenSnapshot} from '../../src/audit/screen-snapshot';
import {browserMismatchNotice} from '../../src/render/goldens';

const where = 'grace-blackwell / one-module dark, beat gb200, frame 479';
const golden: ScreenSnapshot = {
  texts: [
    {id: 'grace', text: 'Grace CPU', box: {x: 515, y: 457, w: 190, h: 44}, fontSize: 36, color: 'rgb(240, 246, 252)'},
    {id: 'c2c', text: 'NVLink-C2C', box: {x: 847, y: 459, w: 190, h: 39}, fontSize: 32, color: 'rgb(177, 186, 196)'},
  ],
  parts: [{name: 'drawing', box: {x: 390, y: 240, w: 1140, h: 547}}, {name: 'leader:c2c', box: {x: 900, y: 500, w: 2, h: 40}}],
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
    now.texts = [{...golden.texts[0]!, fontSize: 34, color: 'rgb(0, 0, 0)'}, {id: 'nv-hbi', text: 'NV-HBI', box: {x: 1, y: 2, w: 3, h: 4}, fontSize: 32, color: 'rgb(1, 1, 1)'}];
    expect(compareSnapshots(golden, now, where)).toEqual([
      `${where}: text "grace": size 36 px → 34 px`,
      `${where}: text "grace": colour rgb(240, 246, 252) → rgb(0, 0, 0)`,
      `${where}: text "c2c" is gone (was "NVLink-C2C" at x 847 y 459 w 190 h 39)`,
      `${where}: text "nv-hbi" is new: "NV-HBI" at x 1 y 2 w 3 h 4`,
    ]);
  });

  it('names a part that moved, went or came', () => {
    const now = copy();
    now.parts = [{name: 'drawing', box: {x: 390, y: 242, w: 1140, h: 545}}, {name: 'moving:packet', box: {x: 5, y: 5, w: 10, h: 10}}];
    expect(compareSnapshots(golden, now, where)).toEqual([
      `${where}: part "drawing": box y 240 → 242, h 547 → 545`,
      `${where}: part "leader:c2c" is gone (was at x 900 y 500 w 2 h 40)`,
      `${where}: part "moving:packet" is new at x 5 y 5 w 10 h 10`,
    ]);
  });
});

describe('roundBox and formatSnapshot', () => {
  it('rounds a measured box to whole pixels', () => {
    expect(roundBox({x: 514.6, y: 457.2, width: 190.49, height: 43.5})).toEqual({x: 515, y: 457, w: 190, h: 44});
  });
  it('writes valid JSON with one text or part per line', () => {
    const text = formatSnapshot({video: 'v', frame: 3}, golden);
    expect(JSON.parse(text)).toEqual({video: 'v', frame: 3, ...golden});
    expect(text.split('\n').filter((l) => l.includes('"id"'))).toHaveLength(2);
    expect(JSON.parse(formatSnapshot({}, {texts: [], parts: []}))).toEqual({texts: [], parts: []});
  });
});

describe('browserMismatchNotice', () => {
  it('says nothing when the goldens were made with the same Chromium major version', () => {
    expect(browserMismatchNotice('Chromium 150.0.7871.100', 'Chromium 150.0.7871.120')).toBeNull();
  });
  it('says in one line what was recorded, what runs, that pixels are not compared and how to remake them', () => {
    const line = browserMismatchNotice('Chromium 150.0.7871.100', 'Chromium 156.0.7000.1');
    expect(line).toBe('goldens were made with Chromium 150.0.7871.100, this is Chromium 156.0.7000.1: pixels not compared (text and geometry still are); remake them with `npm run goldens:update`');
    expect(browserMismatchNotice(undefined, 'Chromium 156.0.7000.1')).toContain('an unrecorded browser');
  });
});
