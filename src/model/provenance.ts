import type {Quantity} from './quantity';

/**
 * The short visible qualifier a quantity needs wherever it is shown, or undefined:
 * "measured on B200" for a measurement (or a value computed from one), and the origin of our
 * figure where NVIDIA prints a different one ("an NVL72 rack's 14 TB/s ÷ its 36 Grace CPUs").
 * Exact arithmetic on specs and a script's example constants need none.
 *
 * @example qualifiersOf(model['sm.count']) // ['measured on B200']
 */
export function qualifiersOf(q: Quantity): string[] {
  return [
    ...(q.measuredOn === undefined ? [] : [`measured on ${q.measuredOn}`]),
    ...(q.publishedOtherwise === undefined ? [] : [q.publishedOtherwise.origin]),
  ];
}
