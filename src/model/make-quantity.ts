import {quantitySchema, type Quantity} from './quantity';
import {displayUnits, unitFactor, type Convention, type Dimension, type DisplayUnit, type Kind} from './units';

export type Source = {title: string; url?: string};

type Provenance = {
  kind: Kind;
  precision?: number;
  approximate?: boolean;
  source?: Source;
  note?: string;
  measuredOn?: string;
  publishedOtherwise?: {figure: string; source: Source; origin: string};
};

/**
 * Builds a validated quantity from a value written in its display unit.
 *
 * @example
 * make('bandwidth', 128, 'GB/s', {kind: 'spec', convention: 'both-ways', source})
 */
export function make<D extends Dimension>(
  dimension: D,
  amount: number,
  unit: DisplayUnit<D>,
  provenance: Provenance & {convention?: Convention},
): Quantity {
  // an unknown unit is left to the schema, which names it with the rule among the entry's other issues
  const factor = (displayUnits[dimension] as Record<string, number>)[unit];
  const value = factor === undefined ? amount : amount * unitFactor(dimension, unit);
  const parsed = quantitySchema.safeParse({
    dimension,
    value,
    unit,
    precision: provenance.precision ?? decimalsOf(amount),
    ...provenance,
  });
  if (parsed.success) return parsed.data;
  // one line, naming the rule: the data file is loaded at import, before any key is known
  // (the command-line tools name the model key from where the literal is written)
  throw new ModelEntryError(
    `a ${dimension} written as ${amount} ${unit}`,
    parsed.error.issues.map((i) => ({field: i.path.join('.'), message: i.message})),
  );
}

/** A literal quantity that breaks a model rule; `issues` name the field and the rule. */
export class ModelEntryError extends Error {
  override name = 'ModelEntryError';
  constructor(
    readonly writtenAs: string,
    readonly issues: readonly {field: string; message: string}[],
  ) {
    super(`model: ${writtenAs}: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`);
  }
}

/** Number of decimals a literal was written with (1.8 → 1, 126.5 → 1, 72 → 0). */
function decimalsOf(amount: number): number {
  const text = String(amount);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(4, text.length - dot - 1);
}

/** Same quantity printed in another unit or with another precision. */
export function shownAs(q: Quantity, unit: string, precision: number = q.precision): Quantity {
  return quantitySchema.parse({...q, unit, precision});
}
