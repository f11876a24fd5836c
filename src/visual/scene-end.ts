import type {References} from '../script/references';

/**
 * A scene's end, exported once: its layout boxes at its last frame, in one record, computed from
 * the video's values (model, constants, computed) the first time it is read and kept per set of
 * values. The scene draws from it (`useEnd(end)` in its kit) and the next scene reads the same
 * record (`usePreviousEnd(end)`), so a seam never re-runs the previous scene's layout with its own
 * copy of the arguments. Typed by the script: the kit of scene S takes only the end of S, or of
 * the scene just before S, so reading the wrong scene's end is a `tsc` error (and a runtime error
 * naming both scenes, for a script reordered under an old build).
 *
 * @example
 * export const c2cEnd = defineEnd('nvlink-c2c', (value) => layoutC2c(value('gb200.gpus'), 8)); // in C2cLink.tsx
 * const L = useEnd(c2cEnd); // C2cLink draws it
 * const previous = usePreviousEnd(c2cEnd); // DualDieGpu starts from it
 */
export type SceneEnd<S extends string, R> = {
  readonly videoId: string;
  readonly sceneId: S;
  /** the record for one set of the video's values (computed once per set) */
  readonly read: (references: References) => R;
};

/**
 * Declares scene `sceneId`'s end record: `compute` gets the video's values by key (a missing key
 * throws naming the scene and the key) and returns the boxes the scene's last frame draws.
 */
export function defineSceneEnd<S extends string, K extends string, R>(
  videoId: string,
  sceneId: S,
  compute: (value: (key: K) => number) => R,
): SceneEnd<S, R> {
  const records = new WeakMap<References, R>();
  return {
    videoId,
    sceneId,
    read: (references) => {
      if (records.has(references)) return records.get(references) as R;
      const record = compute((key) => {
        const q = references[key];
        if (q === undefined) throw new Error(`${videoId}: the end of scene ${sceneId} reads unknown value ${key}`);
        return q.value;
      });
      records.set(references, record);
      return record;
    },
  };
}

/**
 * Reads `end` as the end of the scene just before `sceneId` in `sceneIds` (the timeline's order),
 * or throws naming the scene it belongs to and the one expected.
 */
export function readPreviousEnd<R>(
  end: SceneEnd<string, R>,
  sceneIds: readonly string[],
  sceneId: string,
  references: References,
): R {
  const index = sceneIds.indexOf(sceneId);
  const previous = index > 0 ? sceneIds[index - 1] : undefined;
  if (previous === undefined)
    throw new Error(`${end.videoId}: scene ${sceneId} has no previous scene, yet reads the end of ${end.sceneId}`);
  if (previous !== end.sceneId)
    throw new Error(
      `${end.videoId}: scene ${sceneId} reads the end of ${end.sceneId}, but the scene before it is ${previous}`,
    );
  return end.read(references);
}

/** Reads `end` as scene `sceneId`'s own end, or throws naming both scenes. */
export function readOwnEnd<R>(end: SceneEnd<string, R>, sceneId: string, references: References): R {
  if (end.sceneId !== sceneId)
    throw new Error(`${end.videoId}: scene ${sceneId} draws from the end of another scene, ${end.sceneId}`);
  return end.read(references);
}

type SceneList = {readonly scenes: readonly {readonly id: string}[]};
type PreviousIn<T, S> = T extends readonly [
  {readonly id: infer A extends string},
  {readonly id: infer B extends string},
  ...unknown[],
]
  ? B extends S
    ? A
    : T extends readonly [unknown, ...infer Tail]
      ? PreviousIn<Tail, S>
      : never
  : never;

/** The id of the scene just before scene `S` in script `V`: `never` for the first scene, any id for a script whose scene list is not a literal tuple. */
export type PreviousSceneId<V extends SceneList, S extends string> = number extends V['scenes']['length']
  ? string
  : PreviousIn<V['scenes'], S>;
