import type {Quantity} from '../model/quantity';
import type {References} from './references';
import type {VideoInput} from './schema';

/**
 * What a video folder exports to the entry points: its script and the numbers its own pure
 * modules compute (a simulation's utilization, a topology's path count), as quantities its
 * text may reference. `computed` gets the script's constants and the model.
 */
export type VideoDefinition = {
  script: VideoInput;
  computed: (references: References) => Record<string, Quantity>;
};

/**
 * Model + computed values: what the video's text may reference besides its own constants
 * (which the script carries). `computed` sees the model and the constants.
 */
export function referencesFor(definition: VideoDefinition, model: References): References {
  const constants = (definition.script.constants ?? {}) as Record<string, Quantity>;
  const computed = definition.computed({...model, ...constants});
  for (const key of Object.keys(computed)) {
    if (key in model || key in constants) throw new Error(`computed value ${key} is already a model value or script constant`);
  }
  return {...model, ...computed};
}
