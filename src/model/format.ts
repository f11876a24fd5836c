import {qualifiersOf} from './provenance';
import type {Quantity} from './quantity';
import {unitFactor} from './units';

/**
 * How a reference prints, chosen in text after a colon: `{c2c.total:bare}`.
 * - `bare`: no convention word ("900 GB/s" instead of "900 GB/s both ways")
 * - `num`: the number alone, with its approximation mark ("~52")
 * - `plain`: no "~" (after "≈", which already says it: "~2 miles ≈ 3 km")
 * - `ordinal`: a count as an ordinal ("5th")
 * - `qualifier`: not the number but its provenance qualifier ("measured on B200", the origin
 *   of a figure NVIDIA prints otherwise), from the model (see provenance.ts)
 * Modifiers combine with `+`: `{x:num+plain}`.
 */
export const formatModifiers = ['bare', 'num', 'plain', 'ordinal', 'qualifier'] as const;
export type FormatModifier = (typeof formatModifiers)[number];

const conventionWords = {'each-way': 'each way', 'both-ways': 'both ways', aggregate: '', unstated: ''} as const;
const unitsWithoutSpace = new Set(['×', '%', '']);

/** Rounds to `precision` decimals (negative: to tens, hundreds…). */
export function roundTo(amount: number, precision: number): number {
  const scale = 10 ** precision;
  return Math.round(amount * scale) / scale;
}

/** "1296" → "1,296"; keeps `decimals` digits after the point. */
export function groupThousands(amount: number, decimals: number): string {
  const [whole = '', fraction] = Math.abs(amount).toFixed(Math.max(0, decimals)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (amount < 0 ? '-' : '') + grouped + (fraction === undefined ? '' : '.' + fraction);
}

/** True when the printed figure is not the exact value, or the source gives it as approximate. */
export function isApproximate(q: Quantity): boolean {
  if (q.approximate === true) return true;
  const exact = q.value / unitFactor(q.dimension, q.unit);
  const shown = roundTo(exact, q.precision);
  return Math.abs(shown - exact) > 1e-9 * Math.max(1, Math.abs(exact));
}

/**
 * The one label formatter: a quantity to the text a viewer reads.
 *
 * @example
 * formatQuantity(nvlinkPerGpu)            // "1.8 TB/s both ways"
 * formatQuantity(gracePathTime)           // "~257 ms"
 * formatQuantity(linkTotal)               // "1,296"
 * formatQuantity(c2c, ['bare'])           // "900 GB/s"
 */
export function formatQuantity(q: Quantity, modifiers: readonly FormatModifier[] = []): string {
  const exact = q.value / unitFactor(q.dimension, q.unit);
  const number = groupThousands(roundTo(exact, q.precision), q.precision);
  if (modifiers.includes('qualifier')) {
    const qualifiers = qualifiersOf(q);
    if (qualifiers.length === 0) throw new Error(`a ${q.kind} value has no provenance qualifier to show`);
    return qualifiers.join(', ');
  }
  const mark = isApproximate(q) && !modifiers.includes('plain') ? '~' : '';
  if (modifiers.includes('ordinal')) return number + ordinalSuffix(roundTo(exact, q.precision));
  if (modifiers.includes('num')) return mark + number;
  const unitText = q.unit === 'cycles' && roundTo(exact, q.precision) === 1 ? 'cycle' : q.unit;
  const unit = unitText === '' ? '' : unitsWithoutSpace.has(unitText) ? unitText : ' ' + unitText;
  const word = q.convention === undefined || modifiers.includes('bare') ? '' : conventionWords[q.convention];
  return mark + number + unit + (word === '' ? '' : ' ' + word);
}

function ordinalSuffix(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ({1: 'st', 2: 'nd', 3: 'rd'} as Record<number, string>)[Math.abs(n) % 10] ?? 'th';
}

/**
 * A number counting up to its settled value: every figure in the text is scaled by `progress`
 * and printed with the same decimals and separators; the rest of the text stays.
 *
 * @example countText('18 × 100 GB/s', 0.5) // "9 × 50 GB/s"
 */
export function countText(text: string, progress: number): string {
  const p = Math.min(1, Math.max(0, progress));
  return text.replace(/\d[\d,]*(\.\d+)?/g, (figure) => {
    const decimals = figure.includes('.') ? (figure.split('.')[1] ?? '').length : 0;
    const value = Number(figure.replace(/,/g, '')) * p;
    return figure.includes(',') ? groupThousands(value, decimals) : value.toFixed(decimals);
  });
}
