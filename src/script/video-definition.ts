import type {Quantity} from '../model/quantity';
import type {ColourGroup} from './meaning-colours';
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
  /** the meaning colours that share a frame in this video (the audit's colour-blind pairs) */
  colourGroups: readonly ColourGroup[];
  /** product names with digits this video's texts may name (GB200, H100…), besides the engine's standards */
  namesWithDigits: readonly string[];
};

/** A video's definition with its script's literal ids and its computed keys kept as types. */
export function defineVideoDefinition<const V extends ScriptInput, C extends string>(
  definition: VideoDefinition<V, C>,
): VideoDefinition<V, C> {
  return definition;
}
