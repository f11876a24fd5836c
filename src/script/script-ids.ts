import type {VideoInput} from './schema';

/**
 * The ids of a script as types. `defineVideo` keeps the script's literal types, so a scene's
 * components, beats, texts and value references are checked by `tsc` against the script itself.
 */

/** Deeply readonly: what a `const` script literal is. */
export type Frozen<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer E)[]
    ? readonly Frozen<E>[]
    : T extends object
      ? {readonly [K in keyof T]: Frozen<T[K]>}
      : T;

/** What `defineVideo` accepts: a script, frozen or not. */
export type ScriptInput = Frozen<VideoInput>;

type AnyScript = {
  readonly scenes: readonly {readonly id: string; readonly beats: readonly unknown[]}[];
  readonly constants?: Readonly<Record<string, unknown>>;
};

export type SceneId<V extends AnyScript> = V['scenes'][number]['id'];

export type SceneOf<V extends AnyScript, S extends SceneId<V>> = Extract<V['scenes'][number], {readonly id: S}>;

type BeatOf<V extends AnyScript, S extends SceneId<V>> = SceneOf<V, S>['beats'][number];

export type BeatId<V extends AnyScript, S extends SceneId<V>> =
  BeatOf<V, S> extends infer B ? (B extends {readonly id: infer I extends string} ? I : never) : never;

type LabelIdOf<B> = B extends {readonly labels: readonly (infer L)[]}
  ? L extends {readonly id: infer I extends string}
    ? I
    : never
  : never;
type CaptionIdOf<B> = B extends {readonly id: infer I extends string; readonly caption: unknown} ? CaptionId<I> : never;

/** The id of a beat's caption text: one convention, used by the timeline, the check and the kits. */
export type CaptionId<B extends string> = `${B}-caption`;
export const captionId = <B extends string>(beatId: B): CaptionId<B> => `${beatId}-caption`;

/** Every text id of a scene: its labels' ids and its captions' ids. */
export type TextId<V extends AnyScript, S extends SceneId<V>> = LabelIdOf<BeatOf<V, S>> | CaptionIdOf<BeatOf<V, S>>;

/** The script's own constants. */
export type ConstantKey<V extends AnyScript> = V extends {readonly constants: infer C}
  ? Extract<keyof C, string>
  : never;

/** The video's named parts (its script's `parts`): what `enter.carries`, `focus` and the drawings' parts may name. */
export type PartId<V> = V extends {readonly parts: readonly (infer P extends string)[]} ? P : string;

type ScenesOf<V> = V extends {readonly scenes: readonly (infer S)[]} ? S : never;
type CarriesOf<V> =
  ScenesOf<V> extends infer S
    ? S extends {readonly enter: {readonly carries: readonly (infer C extends string)[]}}
      ? C
      : never
    : never;
type FocusOf<V> =
  ScenesOf<V> extends infer S
    ? S extends {readonly beats: readonly (infer B)[]}
      ? B extends {readonly focus: infer F}
        ? F extends readonly (infer E extends string)[]
          ? E
          : F extends string
            ? F
            : never
        : never
      : never
    : never;

type BeatsOf<V> = ScenesOf<V> extends infer S ? (S extends {readonly beats: readonly (infer B)[]} ? B : never) : never;
type LabelOfOf<V> =
  BeatsOf<V> extends infer B
    ? B extends {readonly labels: readonly (infer L)[]}
      ? L extends {readonly of: infer O extends string}
        ? O
        : never
      : never
    : never;
type BuildsOf<V> =
  BeatsOf<V> extends infer B
    ? B extends {readonly motion: {readonly builds: readonly (infer P extends string)[]}}
      ? P
      : never
    : never;

/** The `enter.carries`, `focus`, `label.of` and `motion.builds` ids of a script that are not among its `parts`. */
export type UnknownParts<V> = V extends {readonly parts: readonly (infer P extends string)[]}
  ? Exclude<CarriesOf<V> | FocusOf<V> | LabelOfOf<V> | BuildsOf<V>, P>
  : never;

/**
 * What a script with `parts` must satisfy besides the schema: every `enter.carries`, `focus`,
 * `label.of` and `motion.builds` id is one of its parts, so a misspelt or renamed part is a `tsc`
 * error at `defineVideo`, naming it.
 */
export type PartsChecked<V> = [UnknownParts<V>] extends [never]
  ? unknown
  : {readonly 'these carries, focus, of or builds ids are not in parts': UnknownParts<V>};
