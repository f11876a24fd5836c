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

/** A figure in a text: digits, thousands separators, decimals ("1,296", "1.8"). */
const figurePattern = /\d[\d,]*(\.\d+)?/g;
const decimalsOf = (figure: string) => (figure.includes('.') ? (figure.split('.')[1] ?? '').length : 0);
const valueOf = (figure: string) => Number(figure.replace(/,/g, ''));
/** `value` printed as `figure` is: its decimals, its separators. */
const printLike = (figure: string, value: number) =>
  figure.includes(',') ? groupThousands(value, decimalsOf(figure)) : value.toFixed(decimalsOf(figure));

/** The first figure of a text ("18 compute trays": 18), or null. */
export function firstFigure(text: string): number | null {
  const m = new RegExp(figurePattern.source).exec(text);
  return m === null ? null : valueOf(m[0]);
}

/** A plural noun's singular, for a count that shows 1: trays → tray, GPUs → GPU, switches → switch. */
function singular(word: string, stem: string, ending: string): string {
  if (ending === 'es' && /(ch|sh|x|ss)$/.test(stem)) return stem;
  return ending === 'es' ? stem + 'e' : word.slice(0, -1);
}

/**
 * A number counting up to its settled value, each figure printed with its own decimals and
 * separators; the rest of the text stays. A product ("18 × 100 GB/s = 1.8 TB/s = …": a figure,
 * then ×, then =) counts its first factor in steps of its own last digit, keeps the other factors,
 * and every figure after the first = follows the count shown, so the equation holds on every frame
 * (scaling every figure would print 9 × 50 = 0.9 TB/s). Any other text scales every figure by progress;
 * a count of one figure that shows 1 names its last word in the singular ("1 compute tray").
 *
 * @example countText('18 × 100 GB/s = 1.8 TB/s', 0.5) // "9 × 100 GB/s = 0.9 TB/s"
 * @example countText('1,296 links', 0.5) // "648 links"
 */
export function countText(text: string, progress: number): string {
  const p = Math.min(1, Math.max(0, progress));
  const first = new RegExp(figurePattern.source).exec(text);
  const times = text.indexOf('×');
  const equals = text.indexOf('=');
  if (first === null || times < 0 || equals < times || first.index > times) {
    const counted = text.replace(figurePattern, (figure) => printLike(figure, valueOf(figure) * p));
    const figures = text.match(figurePattern) ?? [];
    const one = figures.length === 1 && valueOf(figures[0] ?? '') !== 1 && counted.match(figurePattern)?.[0] === '1';
    return one
      ? counted.replace(/([A-Za-z]+?)(es|s)$/, (word, stem: string, ending: string) => singular(word, stem, ending))
      : counted;
  }
  const factor = valueOf(first[0]);
  const counted = Number((factor * p).toFixed(decimalsOf(first[0])));
  const share = factor === 0 ? p : counted / factor;
  return text.replace(figurePattern, (figure, _decimals, at: number) => {
    if (at === first.index) return printLike(figure, counted);
    return at < equals ? figure : printLike(figure, valueOf(figure) * share);
  });
}
