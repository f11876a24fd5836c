import React, {createContext, useContext} from 'react';
import type {References} from '../script/references';
import type {ResolvedBeat, ResolvedScene, ResolvedText, Timeline} from './timeline-types';

type TimelineState = {timeline: Timeline; references: References; frame: number};

const TimelineContext = createContext<TimelineState | null>(null);
const SceneContext = createContext<ResolvedScene | null>(null);

/** Hands the resolved timeline and the absolute frame to everything below. */
export const TimelineProvider: React.FC<TimelineState & {children: React.ReactNode}> = ({children, ...state}) => (
  <TimelineContext.Provider value={state}>{children}</TimelineContext.Provider>
);

export const SceneProvider: React.FC<{scene: ResolvedScene; children: React.ReactNode}> = ({scene, children}) => (
  <SceneContext.Provider value={scene}>{children}</SceneContext.Provider>
);

export function useTimeline(): TimelineState {
  const state = useContext(TimelineContext);
  if (state === null) throw new Error('useTimeline() is used outside a TimelineProvider');
  return state;
}

export function useScene(): ResolvedScene {
  const scene = useContext(SceneContext);
  if (scene === null) throw new Error('useScene() is used outside a SceneProvider');
  return scene;
}

/** The scene at an absolute frame (the last one for the frame after the end). */
export function sceneAt(timeline: Timeline, frame: number): ResolvedScene {
  const scene =
    timeline.scenes.find((s) => frame >= s.from && frame < s.to) ?? timeline.scenes[timeline.scenes.length - 1];
  if (scene === undefined) throw new Error(`${timeline.videoId} has no scenes`);
  return scene;
}

export function findBeat(scene: ResolvedScene, id: string): ResolvedBeat {
  const beat = scene.beats.find((b) => b.id === id);
  if (beat === undefined)
    throw new Error(`scene ${scene.id} has no beat "${id}" (beats: ${scene.beats.map((b) => b.id).join(', ')})`);
  return beat;
}

export function findText(scene: ResolvedScene, id: string): ResolvedText {
  const text = scene.texts.find((t) => t.id === id);
  if (text === undefined)
    throw new Error(`scene ${scene.id} has no text "${id}" (texts: ${scene.texts.map((t) => t.id).join(', ')})`);
  return text;
}
