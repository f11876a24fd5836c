import {quantitySchema, type Quantity} from './quantity';
import type {Convention, Dimension} from './units';

/** A comparison across bandwidth conventions that docs/design.md (Facts) does not allow. */
export class ConventionError extends Error {
  override name = 'ConventionError';
}
/** An operation on quantities whose dimensions do not fit (capacity + data size…). */
export class UnitMismatchError extends Error {
  override name = 'UnitMismatchError';
}

type Shown = {unit: string; precision: number; note: string; approximate?: boolean};

function derived(
  dimension: Dimension,
  value: number,
  shown: Shown,
  convention?: Convention,
  parts: Quantity[] = [],
): Quantity {
  const approximate = shown.approximate ?? parts.some((p) => p.approximate === true);
  // a value computed from a measurement is as much a measurement of that GPU: it keeps the qualifier
  const measuredOn = [...new Set(parts.flatMap((p) => (p.measuredOn === undefined ? [] : [p.measuredOn])))].join(
    ' and ',
  );
  return quantitySchema.parse({
    dimension,
    value,
    unit: shown.unit,
    precision: shown.precision,
    kind: 'derived',
    note: shown.note,
    ...(convention === undefined ? {} : {convention}),
    ...(approximate ? {approximate: true} : {}),
    ...(measuredOn === '' ? {} : {measuredOn}),
  });
}

function sameDimension(operation: string, qs: Quantity[]): Dimension {
  const first = qs[0];
  if (first === undefined) throw new UnitMismatchError(`${operation} needs at least one quantity`);
  for (const q of qs) {
    if (q.dimension !== first.dimension) {
      throw new UnitMismatchError(
        `${operation}: cannot combine a ${first.dimension} with a ${q.dimension}` +
          (isBytes(first.dimension) && isBytes(q.dimension)
            ? ' (binary capacity vs decimal data size: convert explicitly)'
            : ''),
      );
    }
  }
  return first.dimension;
}

const isBytes = (d: Dimension) => d === 'capacity' || d === 'dataSize';

function sameConvention(operation: string, qs: Quantity[]): Convention | undefined {
  const conventions = new Set(qs.map((q) => q.convention));
  if (conventions.has('unstated'))
    throw new ConventionError(`${operation}: a figure with an unstated convention is never combined or compared`);
  if (conventions.size > 1)
    throw new ConventionError(`${operation}: conventions differ (${[...conventions].join(' vs ')})`);
  return qs[0]?.convention;
}

/** Sum of quantities of one dimension (and one convention). */
export function sum(qs: Quantity[], shown: Shown): Quantity {
  const dimension = sameDimension('sum', qs);
  const convention = sameConvention('sum', qs);
  return derived(
    dimension,
    qs.reduce((t, q) => t + q.value, 0),
    shown,
    convention,
    qs,
  );
}

/** A count times a quantity: 18 links × 100 GB/s. */
export function times(count: Quantity | number, q: Quantity, shown: Shown): Quantity {
  const n = typeof count === 'number' ? count : countValue(count);
  return derived(q.dimension, n * q.value, shown, q.convention, typeof count === 'number' ? [q] : [count, q]);
}

/** A quantity divided by a count: 14 TB/s over 36 CPUs. */
export function per(q: Quantity, count: Quantity | number, shown: Shown): Quantity {
  const n = typeof count === 'number' ? count : countValue(count);
  return derived(q.dimension, q.value / n, shown, q.convention, typeof count === 'number' ? [q] : [count, q]);
}

/** Product of counts. */
export function product(counts: Quantity[], shown: Shown): Quantity {
  return derived(
    'count',
    counts.reduce((t, c) => t * countValue(c), 1),
    shown,
    undefined,
    counts,
  );
}

function countValue(q: Quantity): number {
  if (q.dimension !== 'count') throw new UnitMismatchError(`expected a count, got a ${q.dimension}`);
  return q.value;
}

/** A both-ways link figure halved to one direction. */
export function eachWay(bothWays: Quantity, shown: Shown): Quantity {
  if (bothWays.convention !== 'both-ways')
    throw new ConventionError(`eachWay needs a both-ways figure, got ${bothWays.convention}`);
  return derived('bandwidth', bothWays.value / 2, shown, 'each-way', [bothWays]);
}

/** A each-way link figure doubled to both directions. */
export function bothWays(oneWay: Quantity, shown: Shown): Quantity {
  if (oneWay.convention !== 'each-way')
    throw new ConventionError(`bothWays needs an each-way figure, got ${oneWay.convention}`);
  return derived('bandwidth', oneWay.value * 2, shown, 'both-ways', [oneWay]);
}

export type RatioOptions = {
  /** a memory's aggregate bandwidth against a link's each-way figure, for one stream in one direction (§0) */
  oneWayStream?: boolean;
};

/**
 * a ÷ b, refusing comparisons across conventions unless §0 allows them.
 *
 * @example ratio(hbm, pcieEachWay, {unit: '×', precision: 0, note}, {oneWayStream: true}) // ~52×
 */
export function ratio(a: Quantity, b: Quantity, shown: Shown, options: RatioOptions = {}): Quantity {
  if (isBytes(a.dimension) && isBytes(b.dimension) && a.dimension !== b.dimension) {
    throw new UnitMismatchError('ratio: cannot compare a binary capacity with a decimal data size');
  }
  sameDimension('ratio', [a, b]);
  checkComparable(a, b, options);
  return derived('ratio', a.value / b.value, shown, undefined, [a, b]);
}

function checkComparable(a: Quantity, b: Quantity, options: RatioOptions): void {
  if (a.dimension !== 'bandwidth') return;
  if (a.convention === 'unstated' || b.convention === 'unstated') {
    throw new ConventionError('a figure with an unstated convention is shown but never compared');
  }
  if (a.convention === b.convention) return;
  const pair = new Set([a.convention, b.convention]);
  if (options.oneWayStream === true && pair.has('aggregate') && pair.has('each-way')) return;
  throw new ConventionError(
    `cannot compare ${a.convention} with ${b.convention}` +
      (pair.has('aggregate') && pair.has('each-way')
        ? ' unless the picture is one stream in one direction (oneWayStream)'
        : ''),
  );
}

/**
 * The bandwidth of a path: the minimum over the memories (aggregate) and links (each way)
 * it crosses, for one stream in one direction.
 */
export function pathBandwidth(crossed: Quantity[], shown: Shown): Quantity {
  if (crossed.length === 0) throw new UnitMismatchError('a path crosses at least one memory or link');
  for (const q of crossed) {
    if (q.dimension !== 'bandwidth') throw new UnitMismatchError(`a path crosses bandwidths, not a ${q.dimension}`);
    if (q.convention !== 'aggregate' && q.convention !== 'each-way') {
      throw new ConventionError(`a one-way path counts memories as aggregate and links each way, not ${q.convention}`);
    }
  }
  const slowest = crossed.reduce((m, q) => (q.value < m.value ? q : m));
  return derived('bandwidth', slowest.value, shown, 'each-way', crossed);
}

/** Time to move a decimal data size at a one-way bandwidth. */
export function transferTime(size: Quantity, bandwidth: Quantity, shown: Shown): Quantity {
  if (size.dimension !== 'dataSize') {
    throw new UnitMismatchError(
      `a transfer moves a decimal data size, not a ${size.dimension}` +
        (size.dimension === 'capacity' ? ' (convert the capacity explicitly)' : ''),
    );
  }
  if (bandwidth.dimension !== 'bandwidth')
    throw new UnitMismatchError(`a transfer needs a bandwidth, not a ${bandwidth.dimension}`);
  if (bandwidth.convention === 'unstated' || bandwidth.convention === 'both-ways') {
    throw new ConventionError(
      `a one-way transfer needs an each-way or aggregate bandwidth, not ${bandwidth.convention}`,
    );
  }
  return derived('time', size.value / bandwidth.value, shown, undefined, [size, bandwidth]);
}

/** A time converted to cycles at a clock, rounded to a whole cycle. */
export function toCycles(time: Quantity, clock: Quantity, shown: Shown): Quantity {
  if (time.dimension !== 'time' || clock.dimension !== 'frequency')
    throw new UnitMismatchError('toCycles needs a time and a frequency');
  return derived('cycles', Math.round(time.value * clock.value), shown, undefined, [time, clock]);
}

/** A binary capacity as decimal bytes (1 GB = 2³⁰ B), for where a capacity meets a decimal quantity. */
export function capacityAsDataSize(capacity: Quantity, shown: Shown): Quantity {
  if (capacity.dimension !== 'capacity') throw new UnitMismatchError('capacityAsDataSize needs a capacity');
  return derived('dataSize', capacity.value, shown, undefined, [capacity]);
}

/** A count divided by a count. */
export function quotient(a: Quantity, b: Quantity, shown: Shown): Quantity {
  return derived('count', countValue(a) / countValue(b), shown, undefined, [a, b]);
}
