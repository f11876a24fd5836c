import type {Quantity} from '../model/quantity';
import type {References} from './references';
import type {ScriptInput} from './script-ids';

/**
 * What a video folder exports to the entry points: its script and the numbers its own pure
 * modules compute (a simulation's utilization, a topology's path count), as quantities its
 * text may reference. `computed` gets the model and the script's constants.
 */
export type VideoDefinition<V extends ScriptInput = ScriptInput, C extends string = string> = {
  script: V;
  computed: (references: References) => Record<C, Quantity>;
};

/** A video's definition with its script's literal ids and its computed keys kept as types. */
export function defineVideoDefinition<const V extends ScriptInput, C extends string>(definition: VideoDefinition<V, C>): VideoDefinition<V, C> {
  return definition;
}
