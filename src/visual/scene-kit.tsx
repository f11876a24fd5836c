import React, {useMemo} from 'react';
import type {ModelKey} from '../model/model';
import type {Quantity} from '../model/quantity';
import type {BeatId, ConstantKey, PartId, SceneId, ScriptInput, TextId} from '../script/script-ids';
import type {VideoDefinition} from '../script/video-definition';
import {lastFrame} from '../timeline/frames';
import {findBeat, useScene, useTimeline} from '../timeline/timeline-context';
import type {References} from '../script/references';
import {useAfterEntrance} from '../timeline/use-after-entrance';
import {beatStateAt, useBeat, useText, type BeatState, type TextState} from '../timeline/use-beat';
import {useEntrance, type EntranceState} from '../timeline/use-entrance';
import {PreviousPicture, type PreviousPictureProps} from './continuity';
import {Part} from './drawing-context';
import {focusOpacity, sceneEndFocus} from './focus';
import {Label, type LabelPosition, type LabelStyleProps} from './primitives/Label';
import {defineSceneEnd, readOwnEnd, readPreviousEnd, type PreviousSceneId, type SceneEnd} from './scene-end';
import type {ThumbnailHero} from './ThumbnailCard';

export type {BeatState, EntranceState, TextState};

/** A named part, its id one of the video's `parts`. */
export type TypedPart<P extends string> = React.FC<{id: P; html?: boolean; children: React.ReactNode}>;
/** PreviousPicture with its parts typed by the video. */
export type TypedPreviousPictureProps<P extends string> = Omit<PreviousPictureProps, 'omit' | 'only'> & {
  omit?: readonly P[];
  only?: readonly P[];
};

/** Every key a video's text and drawings may read: model, the script's constants, the video's computed values. */
export type ValueKey<V extends ScriptInput, C extends string> = ModelKey | ConstantKey<V> | C;

/**
 * What one scene reads of its script, typed by that scene: a misspelt beat, text or value is a
 * `tsc` error, and the hooks refuse to run inside another scene.
 *
 * @example const {useBeat, Label} = kitFor('grace-cpu'); // useBeat('job'), <Label id="lpddr" …/>
 */
export type SceneKit<V extends ScriptInput, S extends SceneId<V>, C extends string> = {
  sceneId: S;
  useBeat: (id: BeatId<V, S>) => BeatState;
  /** several beats at once, in the order of `ids` */
  useBeats: (ids: readonly BeatId<V, S>[]) => BeatState[];
  useText: (id: TextId<V, S>) => TextState;
  /** a value in base units; a missing key throws with its name */
  useValue: (key: ValueKey<V, C>) => number;
  useQuantity: (key: ValueKey<V, C>) => Quantity;
  /** a text of this scene: `at={{part, side}}` (a part of the video, its box from `<PartBoxes>`), `at={place(box, side)}`, or `x, y` */
  Label: React.FC<LabelStyleProps & LabelPosition<PartId<V>> & {id: TextId<V, S>}>;
  /** the opacity of a diagram part under the beats' `focus`: `<g opacity={dim('cpu')}>` (src/visual/focus.ts) */
  useFocus: () => (part: PartId<V>) => number;
  /** the opacity of each part under the previous scene's focus as it ended (the parts this scene carries start as dimmed as they were) */
  usePreviousFocus: () => (part: PartId<V>) => number;
  /** another scene of the video as it ends (a scene id of the script, so a rename is a `tsc` error): its beats at its last frame */
  useSceneEnd: <P extends SceneId<V>>(sceneId: P) => {beat: (id: BeatId<V, P>) => BeatState};
  /** this scene's own end record (src/visual/scene-end.ts): the boxes it draws and leaves at its last frame */
  useEnd: <R>(end: SceneEnd<S, R>) => R;
  /** the end record of the scene just before this one, as it exported it: a seam starts from it, never re-derives it */
  usePreviousEnd: <R>(end: SceneEnd<PreviousSceneId<V, S>, R>) => R;
  /** how far this scene's entrance has come (src/timeline/use-entrance.ts) */
  useEntrance: () => EntranceState;
  /** a beat's progress counted from where the entrance lands (src/timeline/use-after-entrance.ts) */
  useAfterEntrance: (id: BeatId<V, S>) => number;
  /** the parts this scene's entrance carries over from the previous scene (`enter.carries`; none for a scene that cuts in) */
  carries: readonly PartId<V>[];
  /** the previous scene's last picture, its labels off and `omit` left out (src/visual/continuity.tsx) */
  PreviousPicture: React.FC<TypedPreviousPictureProps<PartId<V>>>;
  /** a named part of this scene's drawing, which the next scene can carry and leave out of its previous picture */
  Part: TypedPart<PartId<V>>;
};

/**
 * What the parts shared between a video's scenes read: its values, typed by the video (model,
 * constants, computed; no scene), so a misspelt key is a `tsc` error there too.
 *
 * @example export const {useValue} = videoValues(graceBlackwell); // in the video's kit.ts
 */
export type VideoValues<V extends ScriptInput, C extends string> = {
  /** a value in base units; a missing key throws with its name */
  useValue: (key: ValueKey<V, C>) => number;
  useQuantity: (key: ValueKey<V, C>) => Quantity;
  /** a named part of a drawing, which a next scene can carry and leave out of its previous picture */
  Part: TypedPart<PartId<V>>;
  /** every value by key (for a video's pure modules that take them all, like the warp simulation's kernel) */
  useReferences: () => References;
  /** several values at once, in the order of `keys` (a module's constant list); the same array while the values stay */
  useValues: (keys: readonly ValueKey<V, C>[]) => number[];
  /** a text of the scene being drawn, for a part shared by several scenes that draws one (a meter's reading) */
  useText: (id: string) => TextState;
};

export function videoValues<V extends ScriptInput, C extends string>(
  definition: VideoDefinition<V, C>,
): VideoValues<V, C> {
  const useQuantity = (key: string): Quantity => {
    const q = useTimeline().references[key];
    if (q === undefined) throw new Error(`${String(definition.script.id)}: unknown reference ${key}`);
    return q;
  };
  const useReferences = () => useTimeline().references;
  const useValues = (keys: readonly string[]): number[] => {
    const references = useReferences();
    return useMemo(
      () =>
        keys.map((key) => {
          const q = references[key];
          if (q === undefined) throw new Error(`${String(definition.script.id)}: unknown reference ${key}`);
          return q.value;
        }),
      [references, keys],
    );
  };
  return {useValue: (key) => useQuantity(key).value, useQuantity, Part, useReferences, useValues, useText};
}

/** The kit factory of one video: `kitFor(sceneId)`, typed by the video's definition. */
export function sceneKits<V extends ScriptInput, C extends string>(definition: VideoDefinition<V, C>) {
  const {useValue, useQuantity} = videoValues(definition);
  return <S extends SceneId<V>>(sceneId: S): SceneKit<V, S, C> => {
    const useInScene = () => {
      const current = useScene().id;
      if (current !== sceneId)
        throw new Error(`${String(definition.script.id)}: the kit of scene ${sceneId} is used inside scene ${current}`);
    };
    const SceneLabel: SceneKit<V, S, C>['Label'] = (props) => {
      useInScene();
      return <Label {...props} />;
    };
    SceneLabel.displayName = `Label(${sceneId})`;
    const ScenePreviousPicture: SceneKit<V, S, C>['PreviousPicture'] = (props) => {
      useInScene();
      return <PreviousPicture {...props} />;
    };
    ScenePreviousPicture.displayName = `PreviousPicture(${sceneId})`;
    const scene = definition.script.scenes.find((s) => s.id === sceneId);
    const carries = (scene?.enter?.carries ?? []) as readonly PartId<V>[];
    return {
      sceneId,
      useBeat: (id) => {
        useInScene();
        return useBeat(id);
      },
      useBeats: (ids) => {
        useInScene();
        const {frame, timeline} = useTimeline();
        const scene = useScene();
        return ids.map((id) => beatStateAt(findBeat(scene, id), frame, timeline.fps));
      },
      useText: (id) => {
        useInScene();
        return useText(id);
      },
      useValue,
      useQuantity,
      Label: SceneLabel,
      usePreviousFocus: () => {
        useInScene();
        const {timeline} = useTimeline();
        const index = timeline.scenes.findIndex((s) => s.id === sceneId);
        const previous = timeline.scenes[index - 1];
        return previous === undefined ? () => 1 : sceneEndFocus(previous, timeline.transitionFrames);
      },
      useSceneEnd: (id) => {
        const {timeline} = useTimeline();
        const scene = timeline.scenes.find((s) => s.id === id);
        if (scene === undefined) throw new Error(`${timeline.videoId} has no scene ${String(id)}`);
        return {beat: (beatId) => beatStateAt(findBeat(scene, beatId), lastFrame(scene), timeline.fps)};
      },
      useEnd: (end) => {
        useInScene();
        return readOwnEnd(end, sceneId, useTimeline().references);
      },
      usePreviousEnd: (end) => {
        useInScene();
        const {timeline, references} = useTimeline();
        return readPreviousEnd(
          end,
          timeline.scenes.map((s) => s.id),
          sceneId,
          references,
        );
      },
      useEntrance: () => {
        useInScene();
        return useEntrance();
      },
      useAfterEntrance: (id) => {
        useInScene();
        return useAfterEntrance(id);
      },
      carries,
      PreviousPicture: ScenePreviousPicture,
      Part,
      useFocus: () => {
        useInScene();
        const {frame, timeline} = useTimeline();
        const {beats} = useScene();
        return (part) => focusOpacity(beats, frame, timeline.transitionFrames, part);
      },
    };
  };
}

/**
 * The end-record factory of one video (src/visual/scene-end.ts): `defineEnd(sceneId, (value) => record)`,
 * its scene id and value keys typed by the video, so a misspelt one is a `tsc` error.
 *
 * @example export const defineEnd = sceneEnds(graceBlackwell); // in the video's kit.ts
 */
export function sceneEnds<V extends ScriptInput, C extends string>(definition: VideoDefinition<V, C>) {
  return <S extends SceneId<V>, R>(sceneId: S, compute: (value: (key: ValueKey<V, C>) => number) => R) =>
    defineSceneEnd<S, ValueKey<V, C>, R>(String(definition.script.id), sceneId, compute);
}

/** One element of a fixed list, or an error naming the list: no silent `?? ''` fallbacks. */
export function pick<T>(list: readonly T[], index: number, what: string): T {
  const item = list[index];
  if (item === undefined) throw new Error(`${what} has no item ${index} (it has ${list.length})`);
  return item;
}

/** A video's drawn scenes: one component for every scene id of its script, no more, no fewer. */
export type SceneComponentsOf<V extends ScriptInput> = Readonly<Record<SceneId<V>, React.FC>>;

/** A video as the entry points list it: its definition, its scene components (checked against each other) and its thumbnail's hero drawing. */
export type RegisteredVideo = {
  definition: VideoDefinition;
  scenes: Readonly<Record<string, React.FC>>;
  hero?: ThumbnailHero;
};

export function registerVideo<V extends ScriptInput, C extends string>(
  definition: VideoDefinition<V, C>,
  scenes: SceneComponentsOf<V>,
  hero?: ThumbnailHero,
): RegisteredVideo {
  return {definition: definition as unknown as VideoDefinition, scenes, ...(hero === undefined ? {} : {hero})};
}
