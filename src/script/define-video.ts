import type {PartsChecked, ScriptInput} from './script-ids';

/**
 * Declares a scene script. Data only: validation happens in `npm run check`, in the tests and
 * when Studio or the renderer lists compositions, each with the same messages. The literal
 * types are kept (`<const V>`), so scene, beat, text, constant and part ids are types (script-ids.ts);
 * with `parts`, every `enter.carries` and `focus` id must be one of them (a `tsc` error otherwise).
 *
 * @example export const script = defineVideo({id: 'inside-the-sm', title: 'Inside the SM', …});
 */
export function defineVideo<const V extends ScriptInput>(video: V & PartsChecked<V>): V {
  return video;
}
