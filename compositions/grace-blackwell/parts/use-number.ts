import {useTimeline} from '../../../src/timeline/timeline-context';
import type {Quantity} from '../../../src/model/quantity';
import {script} from '../script';

/**
 * A value in base units from the model, this video's computed values or its script constants.
 * useValue() sees the first two only (the timeline's references leave out script constants),
 * so the scenario constants (the 500 GB model, the 100 GB read) are read here.
 */
export function useNumber(key: string): number {
  const q = useTimeline().references[key] ?? (script.constants as Record<string, Quantity> | undefined)?.[key];
  if (q === undefined) throw new Error(`unknown reference ${key}`);
  return q.value;
}
