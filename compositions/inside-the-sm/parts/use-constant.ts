import {useTimeline} from '../../../src/timeline/timeline-context';
import type {References} from '../../../src/script/references';
import {script} from '../script';

/** Model, computed values and this script's constants: what this video's drawings may read. */
export function useAllReferences(): References {
  const {references} = useTimeline();
  return {...references, ...(script.constants as References)};
}

/**
 * A script constant's value in base units. useValue() sees the model and computed values only
 * (src/script/video-definition.ts leaves the constants out), so drawings read constants here.
 */
export function useConstant(key: string): number {
  const q = (script.constants as References)[key];
  if (q === undefined) throw new Error(`inside-the-sm has no script constant ${key}`);
  return q.value;
}
