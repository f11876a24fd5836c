import type {SceneComponents} from '../src/visual/VideoBody';
import {graceBlackwellScenes} from './grace-blackwell/scenes';
import {insideTheSmScenes} from './inside-the-sm/scenes';
import {nvlinkNvswitchScenes} from './nvlink-nvswitch/scenes';

/** Scene components by video id, for the Remotion root. */
export const sceneComponents: Readonly<Record<string, SceneComponents>> = {
  'grace-blackwell': graceBlackwellScenes,
  'inside-the-sm': insideTheSmScenes,
  'nvlink-nvswitch': nvlinkNvswitchScenes,
};
