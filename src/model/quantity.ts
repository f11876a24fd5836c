import {z} from 'zod';
import {conventions, dimensions, displayUnits, kinds, type Dimension} from './units';

/** A source: its title names the document; the URL is where it is (a press interview or a log may have none on record). */
export const sourceSchema = z.strictObject({
  title: z.string().min(1),
  url: z.url().optional(),
});

/**
 * A model quantity: a value in its dimension's base unit, how it prints, how it is counted
 * and where it comes from.
 *
 * @example
 * quantity({dimension: 'bandwidth', value: 1.8e12, unit: 'TB/s', precision: 1,
 *   convention: 'both-ways', kind: 'spec', source: nvlinkPage})
 */
export const quantitySchema = z
  .strictObject({
    dimension: z.enum(dimensions),
    /** in the dimension's base unit (bytes, B/s, s, cycles, Hz, m, count, W) */
    value: z.number().finite(),
    /** display unit, one of the dimension's units */
    unit: z.string(),
    /** decimals shown in the display unit; negative rounds to tens (-1), hundreds (-2)… */
    precision: z.number().int().min(-3).max(4),
    /** bandwidths only: each-way, both-ways, aggregate or unstated */
    convention: z.enum(conventions).optional(),
    kind: z.enum(kinds),
    /** the source itself gives the figure as approximate (a microbenchmark, a keynote) */
    approximate: z.boolean().optional(),
    source: sourceSchema.optional(),
    /** how a derived value was computed, or the caveat of a measured one */
    note: z.string().optional(),
    /** the GPU a measurement was taken on ("B200", "H800"); shown as "measured on …" wherever the value is */
    measuredOn: z.string().min(1).optional(),
    /**
     * NVIDIA prints a different figure for the same quantity: what it prints, where, and the
     * origin of ours, which the label names wherever the value is shown.
     */
    publishedOtherwise: z
      .strictObject({figure: z.string().min(1), source: sourceSchema, origin: z.string().min(1)})
      .optional(),
  })
  .superRefine((q, ctx) => {
    const table = displayUnits[q.dimension] as Record<string, number>;
    if (!(q.unit in table)) {
      ctx.addIssue({
        code: 'custom',
        path: ['unit'],
        message: `unit "${q.unit}" is not a ${q.dimension} unit (allowed: ${Object.keys(table)
          .map((u) => JSON.stringify(u))
          .join(', ')}) (rule: units)`,
      });
    }
    if (!(q.value > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `a quantity is positive, got ${q.value} (rule: positive quantities)`,
      });
    }
    if (q.dimension === 'count' && !Number.isInteger(q.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `a count is a whole number, got ${q.value} (rule: whole counts)`,
      });
    }
    if (q.dimension === 'bandwidth' && q.convention === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['convention'],
        message: 'a bandwidth needs a convention: each-way, both-ways, aggregate or unstated (rule: conventions)',
      });
    }
    if (q.dimension !== 'bandwidth' && q.convention !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['convention'],
        message: `only a bandwidth has a convention, not a ${q.dimension} (rule: conventions)`,
      });
    }
    if ((q.kind === 'spec' || q.kind === 'measured') && q.source === undefined) {
      ctx.addIssue({code: 'custom', path: ['source'], message: `a ${q.kind} value needs a source`});
    }
    if (q.kind === 'measured' && q.measuredOn === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['measuredOn'],
        message: 'a measured value names the GPU it was measured on (measuredOn: "B200")',
      });
    }
    if (q.kind === 'example' && q.note === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'an example constant needs a note saying what it stands for',
      });
    }
  });

export type Quantity = z.infer<typeof quantitySchema>;
export type QuantityOf<D extends Dimension> = Quantity & {dimension: D};
