import {quantitySchema, type Quantity} from './quantity';
import {gpus} from './data/gpus';
import {links} from './data/links';
import {paths} from './data/paths';
import {rack} from './data/rack';
import {sm} from './data/sm';
import {superchip} from './data/superchip';

const groups = {links, gpus, sm, superchip, rack, paths};

/**
 * Every group's quantities under one key space, each validated again; a broken entry throws one
 * line naming its model path and rule (`model: links.nvlink5.perLink.value: a quantity is positive…`).
 */
export function mergeModel(
  byGroup: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Record<string, Quantity> {
  const all: Record<string, Quantity> = {};
  for (const [group, entries] of Object.entries(byGroup)) {
    for (const [key, q] of Object.entries(entries)) {
      if (key in all) throw new Error(`model: ${key} is defined twice (again in ${group})`);
      const parsed = quantitySchema.safeParse(q);
      if (!parsed.success)
        throw new Error(
          `model: ${parsed.error.issues.map((i) => `${[group, key, ...i.path].join('.')}: ${i.message}`).join('; ')}`,
        );
      all[key] = parsed.data;
    }
  }
  return all;
}

/** Every hardware quantity the videos may show, keyed `namespace.name` (`nvlink5.perGpu`). */
export const model: Readonly<Record<string, Quantity>> = Object.freeze(mergeModel(groups));

export type ModelKey =
  | keyof typeof links
  | keyof typeof gpus
  | keyof typeof sm
  | keyof typeof superchip
  | keyof typeof rack
  | keyof typeof paths;

/** A model quantity by key; throws with the nearest known key when it does not exist. */
export function modelValue(key: ModelKey): Quantity {
  const q = model[key];
  if (q === undefined) throw new Error(`unknown model key ${key}`);
  return q;
}

/** Top-to-bottom stacking order of the GB200 NVL72 rack (DGX GB200 hardware guide). */
export const rackStack = [
  {section: 'power', count: 'nvl72.powerShelvesTop'},
  {section: 'compute', count: 'nvl72.topComputeTrays'},
  {section: 'switch', count: 'nvl72.switchTrays'},
  {section: 'compute', count: 'nvl72.bottomComputeTrays'},
  {section: 'power', count: 'nvl72.powerShelvesBottom'},
] as const satisfies readonly {section: 'power' | 'compute' | 'switch'; count: ModelKey}[];
