import {make} from '../model/make-quantity';
import type {Quantity} from '../model/quantity';
import type {Dimension, DisplayUnit} from '../model/units';

/**
 * A script's scenario constant (kind `example`): the 100 GB read, the 500 GB model, C = 79.
 *
 * @example example('dataSize', 100, 'GB', 'the amount each path reads in the race')
 */
export function example<D extends Dimension>(
  dimension: D,
  amount: number,
  unit: DisplayUnit<D>,
  note: string,
): Quantity {
  return make(dimension, amount, unit, {kind: 'example', note});
}

/** The book chapter these videos accompany, a constant every script shares. */
export const bookChapter = example(
  'count',
  2,
  '',
  'Chapter 2 of AI Systems Performance Engineering (Fregly, O\u2019Reilly)',
);
