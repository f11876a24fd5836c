// derive.ts: the unit and convention rules of docs/design.md §Facts, enforced by throwing.
import {describe, expect, it} from 'vitest';
import {
  ConventionError,
  UnitMismatchError,
  bothWays,
  capacityAsDataSize,
  eachWay,
  make,
  modelValue,
  pathBandwidth,
  per,
  product,
  quotient,
  ratio,
  sum,
  times,
  toCycles,
  transferTime,
  type ModelKey,
  type Quantity,
} from '../../src/model/index';

const q = (key: ModelKey): Quantity => modelValue(key);
const shown = {unit: '×', precision: 1, note: 'test'};
const asBandwidth = {unit: 'GB/s', precision: 0, note: 'test'};
const dataSize = (gb: number) => make('dataSize', gb, 'GB', {kind: 'example', note: 'test data size'});
const bw = (gbps: number, convention: 'each-way' | 'both-ways' | 'aggregate' | 'unstated', approximate?: boolean) =>
  make('bandwidth', gbps, 'GB/s', {
    kind: 'spec',
    convention,
    source: {title: 't', url: 'https://example.com/'},
    ...(approximate ? {approximate} : {}),
  });

/** The error a call throws (fails the test when it does not throw). */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('capacity (binary) and data size (decimal) never mix', () => {
  const capacity = q('gb200.gpuHbm');
  const size = dataSize(100);

  it('sum refuses with a readable UnitMismatchError', () => {
    const e = thrown(() => sum([capacity, size], {unit: 'GB', precision: 0, note: 'x'}));
    expect(e).toBeInstanceOf(UnitMismatchError);
    expect(e.name).toBe('UnitMismatchError');
    expect(e.message).toBe(
      'sum: cannot combine a capacity with a dataSize (binary capacity vs decimal data size: convert explicitly)',
    );
  });

  it('ratio refuses in either order', () => {
    for (const [a, b] of [
      [capacity, size],
      [size, capacity],
    ] as const) {
      const e = thrown(() => ratio(a, b, shown));
      expect(e).toBeInstanceOf(UnitMismatchError);
      expect(e.message).toBe('ratio: cannot compare a binary capacity with a decimal data size');
    }
  });

  it('transferTime refuses a capacity as the size', () => {
    const e = thrown(() => transferTime(capacity, q('gb200.gpuHbmBandwidth'), {unit: 'ms', precision: 1, note: 'x'}));
    expect(e).toBeInstanceOf(UnitMismatchError);
    expect(e.message).toBe('a transfer moves a decimal data size, not a capacity (convert the capacity explicitly)');
  });

  it('transferTime refuses a non-bandwidth as the rate', () => {
    const e = thrown(() => transferTime(size, q('gb200.gpuHbm'), {unit: 'ms', precision: 1, note: 'x'}));
    expect(e).toBeInstanceOf(UnitMismatchError);
    expect(e.message).toBe('a transfer needs a bandwidth, not a capacity');
  });

  it('an explicit conversion (1 GB = 2³⁰ B) makes the transfer legal', () => {
    const bytes = capacityAsDataSize(capacity, {unit: 'GB', precision: 0, note: '186 GB as bytes'});
    expect(bytes).toMatchObject({dimension: 'dataSize', value: 186 * 2 ** 30, kind: 'derived'});
    const t = transferTime(bytes, q('gb200.gpuHbmBandwidth'), {unit: 'ms', precision: 1, note: 'x'});
    expect(t.value).toBeCloseTo((186 * 2 ** 30) / 8e12, 15);
    expect(() => capacityAsDataSize(size, {unit: 'GB', precision: 0, note: 'x'})).toThrow(
      new UnitMismatchError('capacityAsDataSize needs a capacity'),
    );
  });

  it('capacities add with capacities and data sizes with data sizes', () => {
    expect(sum([q('gb200.hbmTotal'), q('grace.lpddr')], {unit: 'GB', precision: 0, note: 'x'}).value).toBe(
      852 * 2 ** 30,
    );
    expect(sum([dataSize(100), dataSize(1)], {unit: 'GB', precision: 0, note: 'x'}).value).toBe(101e9);
  });

  it('other dimensions refuse to mix as well', () => {
    expect(thrown(() => sum([q('sm.count'), q('nvlink5.perGpu')], {unit: '', precision: 0, note: 'x'})).message).toBe(
      'sum: cannot combine a count with a bandwidth',
    );
    expect(thrown(() => product([q('nvlink5.perGpu')], {unit: '', precision: 0, note: 'x'}))).toEqual(
      new UnitMismatchError('expected a count, got a bandwidth'),
    );
    expect(thrown(() => quotient(q('sm.maxWarps'), q('sm.clock'), {unit: '', precision: 0, note: 'x'})).message).toBe(
      'expected a count, got a frequency',
    );
    expect(thrown(() => sum([], {unit: '', precision: 0, note: 'x'})).message).toBe('sum needs at least one quantity');
  });
});

describe('bandwidth conventions (ConventionError)', () => {
  it('ratio refuses each-way against both-ways', () => {
    const e = thrown(() => ratio(q('c2c.eachWay'), q('pcie5.bothWays'), shown));
    expect(e).toBeInstanceOf(ConventionError);
    expect(e.name).toBe('ConventionError');
    expect(e.message).toBe('cannot compare each-way with both-ways');
    expect(thrown(() => ratio(q('nvlink5.perGpu'), q('pcie5.eachWay'), shown)).message).toBe(
      'cannot compare both-ways with each-way',
    );
  });

  it('ratio refuses aggregate against each-way unless the picture is one stream in one direction', () => {
    const e = thrown(() => ratio(q('h100.hbmBandwidth'), q('pcie5.eachWay'), shown));
    expect(e).toBeInstanceOf(ConventionError);
    expect(e.message).toBe(
      'cannot compare aggregate with each-way unless the picture is one stream in one direction (oneWayStream)',
    );
    expect(thrown(() => ratio(q('pcie5.eachWay'), q('h100.hbmBandwidth'), shown)).message).toBe(
      'cannot compare each-way with aggregate unless the picture is one stream in one direction (oneWayStream)',
    );
  });

  it('ratio allows aggregate against each-way with {oneWayStream: true}', () => {
    const r = ratio(
      q('h100.hbmBandwidth'),
      q('pcie5.eachWay'),
      {unit: '×', precision: 0, note: 'x'},
      {oneWayStream: true},
    );
    expect(r).toMatchObject({dimension: 'ratio', kind: 'derived'});
    expect(r.value).toBeCloseTo(52.34375, 12);
    expect(r.convention).toBeUndefined();
  });

  it('oneWayStream does not open aggregate against both-ways', () => {
    const e = thrown(() => ratio(q('h100.hbmBandwidth'), q('pcie5.bothWays'), shown, {oneWayStream: true}));
    expect(e).toBeInstanceOf(ConventionError);
    expect(e.message).toBe('cannot compare aggregate with both-ways');
  });

  it('an unstated figure (b200.nvhbi) is never compared, even with oneWayStream or with itself', () => {
    const nvhbi = q('b200.nvhbi');
    expect(nvhbi.convention).toBe('unstated');
    for (const [a, b] of [
      [nvhbi, q('nvlink5.perGpu')],
      [q('gb200.gpuHbmBandwidth'), nvhbi],
      [nvhbi, nvhbi],
    ] as const) {
      const e = thrown(() => ratio(a, b, shown, {oneWayStream: true}));
      expect(e).toBeInstanceOf(ConventionError);
      expect(e.message).toBe('a figure with an unstated convention is shown but never compared');
    }
  });

  it('an unstated figure is never summed', () => {
    for (const parts of [
      [q('b200.nvhbi'), q('nvlink5.perGpu')],
      [q('b200.nvhbi'), q('b200.nvhbi')],
    ]) {
      const e = thrown(() => sum(parts, {unit: 'TB/s', precision: 0, note: 'x'}));
      expect(e).toBeInstanceOf(ConventionError);
      expect(e.message).toBe('sum: a figure with an unstated convention is never combined or compared');
    }
  });

  it('sum refuses mixed conventions and keeps a shared one', () => {
    expect(thrown(() => sum([q('c2c.eachWay'), q('c2c.bothWays')], asBandwidth))).toEqual(
      new ConventionError('sum: conventions differ (each-way vs both-ways)'),
    );
    expect(sum([q('c2c.bothWays'), q('pcie5.bothWays')], asBandwidth)).toMatchObject({
      value: 1028e9,
      convention: 'both-ways',
    });
  });

  it('same-convention ratios pass', () => {
    expect(ratio(q('nvlink5.perGpu'), q('pcie5.bothWays'), shown).value).toBeCloseTo(14.0625, 12);
    expect(ratio(q('nvlink5.perGpuEachWay'), q('nic.connectx7'), shown).value).toBe(18);
  });
});

describe('pathBandwidth', () => {
  it('takes the minimum over what the path crosses, in any order, and counts it each way', () => {
    const memory = bw(389, 'aggregate');
    const link = bw(450, 'each-way');
    for (const crossed of [
      [memory, link],
      [link, memory],
    ]) {
      const p = pathBandwidth(crossed, asBandwidth);
      expect(p).toMatchObject({value: 389e9, convention: 'each-way', kind: 'derived', dimension: 'bandwidth'});
    }
    expect(pathBandwidth([bw(64, 'each-way'), bw(307, 'aggregate'), bw(8000, 'aggregate')], asBandwidth).value).toBe(
      64e9,
    );
  });

  it('a single memory is its own path', () => {
    expect(pathBandwidth([q('gb200.gpuHbmBandwidth')], asBandwidth).value).toBe(8e12);
  });

  it('refuses both-ways and unstated figures, non-bandwidths and empty paths', () => {
    expect(thrown(() => pathBandwidth([bw(389, 'aggregate'), q('c2c.bothWays')], asBandwidth))).toEqual(
      new ConventionError('a one-way path counts memories as aggregate and links each way, not both-ways'),
    );
    expect(thrown(() => pathBandwidth([q('b200.nvhbi')], asBandwidth))).toEqual(
      new ConventionError('a one-way path counts memories as aggregate and links each way, not unstated'),
    );
    expect(thrown(() => pathBandwidth([q('gb200.gpuHbm')], asBandwidth))).toEqual(
      new UnitMismatchError('a path crosses bandwidths, not a capacity'),
    );
    expect(thrown(() => pathBandwidth([], asBandwidth))).toEqual(
      new UnitMismatchError('a path crosses at least one memory or link'),
    );
  });

  it('carries the approximation mark of any part', () => {
    expect(pathBandwidth([bw(389, 'aggregate', true), bw(450, 'each-way')], asBandwidth).approximate).toBe(true);
    expect(pathBandwidth([bw(389, 'aggregate'), bw(450, 'each-way')], asBandwidth).approximate).toBeUndefined();
  });
});

describe('transferTime', () => {
  const time = {unit: 'ms', precision: 0, note: 'x'};

  it('divides a decimal size by an each-way or aggregate bandwidth', () => {
    expect(transferTime(dataSize(1), q('nvlink5.perGpuEachWay'), time).value).toBeCloseTo(1 / 900, 15);
    expect(transferTime(dataSize(100), q('gb200.gpuHbmBandwidth'), time).value).toBeCloseTo(0.0125, 15);
  });

  it('refuses a both-ways bandwidth', () => {
    const e = thrown(() => transferTime(dataSize(1), q('nvlink5.perGpu'), time));
    expect(e).toBeInstanceOf(ConventionError);
    expect(e.message).toBe('a one-way transfer needs an each-way or aggregate bandwidth, not both-ways');
  });

  it('refuses an unstated bandwidth', () => {
    expect(thrown(() => transferTime(dataSize(1), q('b200.nvhbi'), time))).toEqual(
      new ConventionError('a one-way transfer needs an each-way or aggregate bandwidth, not unstated'),
    );
  });
});

describe('eachWay and bothWays', () => {
  it('eachWay halves a both-ways figure', () => {
    expect(eachWay(q('c2c.bothWays'), asBandwidth)).toMatchObject({
      value: 450e9,
      convention: 'each-way',
      kind: 'derived',
    });
  });

  it('eachWay refuses every convention but both-ways', () => {
    for (const [input, convention] of [
      [q('c2c.eachWay'), 'each-way'],
      [q('h100.hbmBandwidth'), 'aggregate'],
      [q('b200.nvhbi'), 'unstated'],
    ] as const) {
      const e = thrown(() => eachWay(input, asBandwidth));
      expect(e).toBeInstanceOf(ConventionError);
      expect(e.message).toBe(`eachWay needs a both-ways figure, got ${convention}`);
    }
  });

  it('bothWays doubles an each-way figure and refuses anything else', () => {
    expect(bothWays(q('nic.connectx7'), asBandwidth)).toMatchObject({value: 100e9, convention: 'both-ways'});
    expect(thrown(() => bothWays(q('c2c.bothWays'), asBandwidth))).toEqual(
      new ConventionError('bothWays needs an each-way figure, got both-ways'),
    );
  });
});

describe('counts, products and cycles', () => {
  it("times and per keep the quantity's convention and combine counts", () => {
    expect(times(q('nvlink5.linksPerGpu'), q('nvlink5.perLink'), asBandwidth)).toMatchObject({
      value: 1.8e12,
      convention: 'both-ways',
    });
    expect(per(q('rack.lpddrBandwidth'), 36, asBandwidth)).toMatchObject({value: 14e12 / 36, convention: 'aggregate'});
    expect(thrown(() => times(q('sm.clock'), q('nvlink5.perLink'), asBandwidth)).message).toBe(
      'expected a count, got a frequency',
    );
  });

  it("toCycles rounds to a whole cycle: 150 ns × 1.965 GHz = 294.75 → 295, and keeps the measurement's GPU", () => {
    const c = toCycles(q('latency.l2Ns'), q('sm.clock'), {unit: 'cycles', precision: 0, note: 'x'});
    expect(c.value).toBe(295);
    expect(c.measuredOn).toBe('B200');
    expect(c.approximate).toBe(true); // the measured latency is approximate, so is its conversion
    expect(
      thrown(() => toCycles(q('sm.clock'), q('latency.l2Ns'), {unit: 'cycles', precision: 0, note: 'x'})).message,
    ).toBe('toCycles needs a time and a frequency');
  });

  it('a derived value is validated like any quantity (display unit must fit)', () => {
    const e = thrown(() => sum([q('sm.count'), q('sm.count')], {unit: 'GB', precision: 0, note: 'x'})) as Error & {
      issues?: {message: string}[];
    };
    expect(e.name).toBe('ZodError');
    expect(e.issues?.map((i) => i.message)).toEqual(['unit "GB" is not a count unit (allowed: "", "B") (rule: units)']);
  });
});
