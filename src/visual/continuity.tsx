import React from 'react';
import {lastFrame} from '../timeline/frames';
import {SceneProvider, TimelineProvider, useScene, useTimeline} from '../timeline/timeline-context';
import {useEntrance} from '../timeline/use-entrance';
import {PartsFilter, useDrawing} from './drawing-context';
import {lerpRect, type Point, type Rect} from './geometry';
import {eased, slice} from './motion';

/**
 * Continuity across a scene boundary: during a scene's entrance (`useEntrance().progress`) the
 * parts it carries over move from where the previous scene left them to where this scene draws
 * them, over the previous scene itself (`PreviousPicture`: its own component, its timeline pinned
 * to its last frame, labels off, the carried parts left out). Each boundary is a declaration in
 * the script plus geometry: two boxes per carried part.
 */

export type PreviousPictureProps = {
  /** named parts of the previous scene left out: the ones this scene carries (`enter.carries`) and draws itself */
  omit?: readonly string[];
  /** draw only these named parts (parts that ride inside a carried one, moved with it through `camera`) */
  only?: readonly string[];
  opacity?: number;
  /** a camera over the previous picture: what is laid out at `drawn` is shown at `shown` */
  camera?: {drawn: Rect; shown: Rect};
  /** only this box of the previous picture (in its own coordinates, before the camera) */
  clip?: Rect;
};

/**
 * The previous scene's last picture, drawn by that scene's own component: its timeline pinned to
 * its last frame, labels off, the parts in `omit` left out. Drawn during this scene's entrance
 * only (nothing once it has landed, nothing in a video's first scene), under what this scene
 * draws after it. So the first frame of a scene is the previous scene's last frame, by construction.
 *
 * @example <PreviousPicture omit={['grace']} opacity={departing(entrance.progress)} />
 */
export const PreviousPicture: React.FC<PreviousPictureProps> = ({omit = [], only, opacity = 1, camera, clip}) => {
  const {timeline, references} = useTimeline();
  const scene = useScene();
  const {done} = useEntrance();
  const {scenes, nested} = useDrawing();
  if (done || nested || opacity <= 0) return null;
  const index = timeline.scenes.findIndex((s) => s.id === scene.id);
  const previous = timeline.scenes[index - 1];
  if (previous === undefined) return null;
  const Previous = scenes[previous.id];
  if (Previous === undefined)
    throw new Error(`${timeline.videoId}: scene ${previous.id} has no component to draw before ${scene.id}`);
  const transform = camera === undefined ? undefined : cssMapBox(camera.drawn, camera.shown);
  return (
    <div
      data-previous-picture={previous.id}
      style={{
        position: 'absolute',
        left: 0,
        top: 0,
        width: 1920,
        height: 1080,
        opacity,
        transform,
        transformOrigin: '0 0',
        visibility: only === undefined ? undefined : 'hidden',
        clipPath:
          clip === undefined
            ? undefined
            : `inset(${clip.y}px ${1920 - clip.x - clip.w}px ${1080 - clip.y - clip.h}px ${clip.x}px)`,
      }}
    >
      <TimelineProvider timeline={timeline} references={references} frame={lastFrame(previous)}>
        <SceneProvider scene={previous}>
          <PartsFilter omit={omit} only={only ?? null}>
            <Previous />
          </PartsFilter>
        </SceneProvider>
      </TimelineProvider>
    </div>
  );
};

/** mapBox as a CSS transform (origin at the top left), for HTML layers and whole pictures. */
export function cssMapBox(drawn: Rect, shown: Rect): string {
  const sx = drawn.w === 0 ? 1 : shown.w / drawn.w;
  const sy = drawn.h === 0 ? 1 : shown.h / drawn.h;
  return `translate(${shown.x}px, ${shown.y}px) scale(${sx}, ${sy}) translate(${-drawn.x}px, ${-drawn.y}px)`;
}

/** A part carried over a scene boundary: its box in the previous scene's last picture and in this scene's drawing. */
export type Carry = {from: Rect; to: Rect};

/** Where a carried part is now: eased from its box in the previous picture to its box in this one. */
export function carry(from: Rect, to: Rect, progress: number): Rect {
  return lerpRect(from, to, eased(progress));
}

/** Opacity of a part of the previous picture that does not persist: gone in the first 60 % of the entrance. */
export function departing(progress: number): number {
  return 1 - eased(slice(progress, 0, 0.6));
}

/** Opacity of a part new to this picture: in over the last 60 % of the entrance, once the carried parts near their place. */
export function arriving(progress: number): number {
  return eased(slice(progress, 0.4, 1));
}

/** The SVG transform that draws what is laid out in `drawn` inside `shown` (a camera over one drawing when applied to a whole layer). */
export function mapBox(drawn: Rect, shown: Rect): string {
  const sx = drawn.w === 0 ? 1 : shown.w / drawn.w;
  const sy = drawn.h === 0 ? 1 : shown.h / drawn.h;
  return `translate(${shown.x} ${shown.y}) scale(${sx} ${sy}) translate(${-drawn.x} ${-drawn.y})`;
}

/** Where a point of `drawn` lands in `shown` (the same mapping as mapBox, for labels and hit boxes). */
export function mapPoint(p: Point, drawn: Rect, shown: Rect): Point {
  const sx = drawn.w === 0 ? 1 : shown.w / drawn.w;
  const sy = drawn.h === 0 ? 1 : shown.h / drawn.h;
  return {x: shown.x + (p.x - drawn.x) * sx, y: shown.y + (p.y - drawn.y) * sy};
}

/** Where a box of `drawn` lands in `shown` (the same mapping, for a part riding in a moving or stretched box). */
export function mapRect(r: Rect, drawn: Rect, shown: Rect): Rect {
  const sx = drawn.w === 0 ? 1 : shown.w / drawn.w;
  const sy = drawn.h === 0 ? 1 : shown.h / drawn.h;
  return {x: shown.x + (r.x - drawn.x) * sx, y: shown.y + (r.y - drawn.y) * sy, w: r.w * sx, h: r.h * sy};
}

/**
 * An SVG group laid out around `drawn` and shown at `shown`: a whole drawing carried, grown or
 * zoomed as one (a camera). `uniform` keeps the aspect (scaled by width, centred in `shown`).
 */
export const Carried: React.FC<{
  drawn: Rect;
  shown: Rect;
  opacity?: number;
  uniform?: boolean;
  children: React.ReactNode;
}> = ({drawn, shown, opacity = 1, uniform = false, children}) => {
  if (opacity <= 0) return null;
  const target = uniform ? fitWidth(drawn, shown) : shown;
  return (
    <g transform={mapBox(drawn, target)} opacity={opacity}>
      {children}
    </g>
  );
};

/** `drawn`'s aspect at `shown`'s width, centred on `shown`. */
export function fitWidth(drawn: Rect, shown: Rect): Rect {
  const h = drawn.w === 0 ? shown.h : (drawn.h * shown.w) / drawn.w;
  return {x: shown.x, y: shown.y + (shown.h - h) / 2, w: shown.w, h};
}
