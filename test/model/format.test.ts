// format.ts: the one label formatter, and the "~" rule for approximate values (docs/design.md §Text).
import {describe, expect, it} from 'vitest';
import {computeGraceBlackwell} from '../../compositions/grace-blackwell/race-paths';
import {script as graceScript} from '../../compositions/grace-blackwell/script';
import {
  countText,
  formatQuantity,
  groupThousands,
  isApproximate,
  make,
  model,
  modelValue,
  roundTo,
  shownAs,
  type ModelKey,
  type Quantity,
} from '../../src/model/index';
import {referenceProblems, resolveText} from '../../src/script/references';

const q = (key: ModelKey): Quantity => modelValue(key);
const f = (key: ModelKey, ...modifiers: ('bare' | 'num' | 'plain' | 'ordinal')[]) => formatQuantity(q(key), modifiers);
const source = {title: 't', url: 'https://example.com/'};
const count = (n: number, approximate?: boolean) =>
  make('count', n, '', {kind: 'spec', source, ...(approximate ? {approximate} : {})});

describe('formatQuantity', () => {
  it('prints the labels of the storyboards', () => {
    expect(f('nvlink5.perGpu')).toBe('1.8 TB/s both ways');
    expect(f('nvlink5.perGpuEachWay')).toBe('900 GB/s each way');
    expect(f('b200.l2')).toBe('126.5 MB');
    expect(f('nvl72.links')).toBe('1,296');
    expect(f('h100.hbmBandwidth')).toBe('3.35 TB/s'); // aggregate: no convention word
    expect(f('b200.nvhbi')).toBe('10 TB/s'); // unstated: no convention word
    const race = computeGraceBlackwell({...model, ...(graceScript.constants as Record<string, Quantity>)});
    expect(formatQuantity(race['race.graceTime'] as Quantity)).toBe('~257 ms');
  });

  it(':bare drops the convention word only', () => {
    expect(f('c2c.bothWays', 'bare')).toBe('900 GB/s');
    expect(f('path.graceOverC2c', 'bare')).toBe('~390 GB/s');
    expect(f('nic.connectx7', 'bare')).toBe('400 Gb/s');
  });

  it(':num prints the number alone, with its mark', () => {
    expect(f('latency.hbmHighCycles', 'num')).toBe('~1,600');
    expect(f('latency.fma', 'num')).toBe('~4');
    expect(f('nvlink5.perGpu', 'num')).toBe('1.8');
    expect(f('nvl72.links', 'num')).toBe('1,296');
  });

  it(':plain drops the "~" (after an "≈" that already says it)', () => {
    expect(f('nvl72.cableLengthKm')).toBe('~3 km');
    expect(f('nvl72.cableLengthKm', 'plain')).toBe('3 km');
    expect(f('nvl72.nvlinkTotal', 'plain', 'bare')).toBe('130 TB/s');
    expect(f('latency.hbmHighCycles', 'num', 'plain')).toBe('1,600');
  });

  it(':ordinal prints a count as an ordinal', () => {
    expect(f('sm.tensorCoreGeneration', 'ordinal')).toBe('5th');
    const ordinals: [number, string][] = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [5, '5th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [23, '23rd'],
      [101, '101st'],
      [111, '111th'],
      [112, '112th'],
      [1002, '1,002nd'],
    ];
    for (const [n, text] of ordinals) expect(formatQuantity(count(n), ['ordinal'])).toBe(text);
  });

  it('puts no space before ×, % or a unitless count, and a space before other units', () => {
    expect(f('nvlink5.vsNic')).toBe('18×');
    expect(f('grace.cores')).toBe('72');
    expect(f('nvl72.power')).toBe('~120 kW');
    expect(formatQuantity(make('percent', 50, '%', {kind: 'derived', note: 'x'}))).toBe('50%');
  });

  it('prints the count unit "B" (billions) with a space', () => {
    expect(f('b200.transistors')).toBe('208 B');
  });
});

describe('approximation marks', () => {
  it('an exact value shown exactly has no "~"', () => {
    for (const key of [
      'pcie5.eachWay',
      'c2c.eachWay',
      'b200.vsH100Transistors',
      'nvlink5.vsNic',
      'nvlink5.vsHopper',
      'b200.l2',
      'gb200.memoryTotal',
      'sm.count',
    ] as ModelKey[]) {
      expect(isApproximate(q(key)), key).toBe(false);
      expect(formatQuantity(q(key)).startsWith('~'), key).toBe(false);
    }
  });

  it('a value the display rounds gets "~"', () => {
    expect(f('c2c.vsPcie')).toBe('~7×'); // 7.03
    expect(f('nvlink5.vsPcie')).toBe('~14×'); // 14.06
    expect(f('grace.lpddrBandwidth')).toBe('~390 GB/s'); // 388.9
    expect(f('b200.vsH100L2')).toBe('~2.5×'); // 2.53
    expect(f('h100.hbmVsPcie')).toBe('~52×'); // 52.34
    expect(isApproximate(q('c2c.vsPcie'))).toBe(true);
  });

  it('a value whose source is approximate gets "~" even when shown exactly', () => {
    expect(f('latency.shared')).toBe('~29 cycles');
    expect(f('nvl72.cableLength')).toBe('~2 miles');
    expect(formatQuantity(count(5000, true))).toBe('~5,000');
    expect(formatQuantity(count(5000))).toBe('5,000');
  });

  it('the same value gains "~" when shown with fewer decimals', () => {
    const exact = make('bandwidth', 3.35, 'TB/s', {kind: 'spec', convention: 'aggregate', source});
    expect(formatQuantity(exact)).toBe('3.35 TB/s');
    expect(formatQuantity(shownAs(exact, 'TB/s', 1))).toBe('~3.4 TB/s');
    expect(formatQuantity(shownAs(exact, 'GB/s', 0))).toBe('3,350 GB/s');
  });

  it('negative precision rounds to tens and marks it', () => {
    expect(formatQuantity(shownAs(q('nvl72.links'), '', -1))).toBe('~1,300');
    expect(formatQuantity(shownAs(q('nvl72.cables'), '', -2))).toBe('5,000');
  });

  it('an exact value with trailing decimals keeps its precision', () => {
    const time = make('time', 12.5, 'ms', {kind: 'derived', note: 'x'});
    expect(formatQuantity(time)).toBe('12.5 ms');
    expect(formatQuantity(shownAs(time, 'ms', 2))).toBe('12.50 ms');
  });
});

describe('cycles and percent', () => {
  it('prints "1 cycle" singular and other counts plural', () => {
    expect(formatQuantity(make('cycles', 1, 'cycles', {kind: 'spec', source}))).toBe('1 cycle');
    expect(f('sm.issuePerClock')).toBe('1');
    expect(formatQuantity({...q('latency.fma'), value: 1}, [])).toBe('~1 cycle');
    expect(formatQuantity(make('cycles', 2, 'cycles', {kind: 'spec', source}))).toBe('2 cycles');
    expect(formatQuantity(make('cycles', 1.2, 'cycles', {kind: 'spec', source, precision: 0}))).toBe('~1 cycle');
    expect(() => make('cycles', 0, 'cycles', {kind: 'spec', source})).toThrow(
      /a quantity is positive, got 0 \(rule: positive quantities\)/,
    );
  });

  it('prints a fraction as a percentage', () => {
    const u = (fraction: number, precision = 0) =>
      make('percent', fraction * 100, '%', {kind: 'derived', precision, note: 'x'});
    expect(u(80 / 1118).value).toBeCloseTo(80 / 1118, 15); // stored as a fraction
    expect(formatQuantity(u(80 / 1118))).toBe('~7%');
    expect(formatQuantity(u(80 / 1118, 1))).toBe('~7.2%');
    expect(formatQuantity(u(1))).toBe('100%');
    expect(formatQuantity(u(0.25))).toBe('25%');
  });
});

describe('helpers', () => {
  it('groupThousands inserts separators and keeps decimals', () => {
    expect(groupThousands(1296, 0)).toBe('1,296');
    expect(groupThousands(999, 0)).toBe('999');
    expect(groupThousands(1000, 0)).toBe('1,000');
    expect(groupThousands(303104, 0)).toBe('303,104');
    expect(groupThousands(1234567.891, 2)).toBe('1,234,567.89');
    expect(groupThousands(-1296, 0)).toBe('-1,296');
    expect(groupThousands(126.5, 1)).toBe('126.5');
    expect(groupThousands(390, -1)).toBe('390');
  });

  it('countText counts a product by its first factor: the other factors stay and the results follow the count shown', () => {
    const sum = '18 × 100 GB/s = 1.8 TB/s both ways = 900 GB/s each way';
    expect(countText(sum, 0.5)).toBe('9 × 100 GB/s = 0.9 TB/s both ways = 450 GB/s each way');
    // 18 × 0.97 = 17.46 shows 17, and the totals are 17 ports' (not 0.97 of 1.8 TB/s = 1.75 → 1.7, 873 GB/s)
    expect(countText(sum, 0.97)).toBe('17 × 100 GB/s = 1.7 TB/s both ways = 850 GB/s each way');
    expect(countText(sum, 0)).toBe('0 × 100 GB/s = 0.0 TB/s both ways = 0 GB/s each way');
    expect(countText(sum, 1)).toBe(sum);
    expect(countText('2.5 × 4 = 10.0', 0.5)).toBe('1.3 × 4 = 5.2'); // counted in steps of its last digit
  });

  it('countText scales every figure of any other text by progress with its own decimals and separators', () => {
    expect(countText('18 × 100 GB/s', 0.5)).toBe('9 × 50 GB/s'); // no =: not an equation
    expect(countText('1,296 links', 0.5)).toBe('648 links');
  });

  it('countText names the counted thing in the singular while a count of one figure shows 1', () => {
    expect(countText('18 compute trays', 1 / 18)).toBe('1 compute tray');
    expect(countText('72 Blackwell GPUs', 1 / 72)).toBe('1 Blackwell GPU');
    expect(countText('9 switches', 1 / 9)).toBe('1 switch');
    expect(countText('18 compute trays', 2 / 18)).toBe('2 compute trays');
    expect(countText('1 compute tray', 1)).toBe('1 compute tray');
    expect(countText('40 GB/s', 1 / 40)).toBe('1 GB/s'); // a unit is not a plural
    expect(countText('Scheduler busy: 25%', 1 / 25)).toBe('Scheduler busy: 1%');
    expect(countText('1,296 links', 1)).toBe('1,296 links');
    expect(countText('303,104 threads', 0.9)).toBe('272,794 threads');
    expect(countText('~1.8 TB/s', 0.5)).toBe('~0.9 TB/s');
    expect(countText('2,500 ms', 2)).toBe('2,500 ms');
    expect(countText('1296 cycles', 0.5)).toBe('648 cycles');
    expect(countText('HBM at 0.25', 0)).toBe('HBM at 0.00');
  });

  it('roundTo rounds to decimals, tens and hundreds', () => {
    expect(roundTo(388.888, -1)).toBe(390);
    expect(roundTo(1038, -1)).toBe(1040);
    expect(roundTo(257.142, 0)).toBe(257);
    expect(roundTo(1.5625, 1)).toBe(1.6);
    expect(roundTo(2.53, 1)).toBe(2.5);
  });
});

describe('references in text', () => {
  const refs = model;

  it('resolves {key} and {key:modifier+modifier}', () => {
    expect(resolveText('NVLink 5: {nvlink5.perGpu}', refs)).toBe('NVLink 5: 1.8 TB/s both ways');
    expect(resolveText('{c2c.bothWays:bare}', refs)).toBe('900 GB/s');
    expect(resolveText('{latency.hbmHighCycles:num}', refs)).toBe('~1,600');
    expect(resolveText('{sm.count:qualifier}', refs)).toBe('measured on B200');
    expect(resolveText('{nvl72.nvlinkTotal:plain+bare}', refs)).toBe('130 TB/s');
    expect(resolveText('{sm.tensorCoreGeneration:ordinal} generation', refs)).toBe('5th generation');
  });

  it('names unknown modifiers and unbalanced braces', () => {
    expect(referenceProblems('{c2c.bothWays:naked}', refs)).toEqual([
      {
        reference: 'c2c.bothWays',
        message: 'unknown format "naked" in {c2c.bothWays:naked} (allowed: bare, num, plain, ordinal, qualifier)',
      },
    ]);
    expect(referenceProblems('{c2c.bothWays', refs)).toEqual([{reference: '', message: 'unbalanced { or } in text'}]);
    expect(() => resolveText('{nvlink5.perGPU}', refs)).toThrow(
      'unknown reference nvlink5.perGPU (did you mean nvlink5.perGpu?)',
    );
  });
});
