import type {SceneComponents} from '../../../src/visual/VideoBody';
import {RackTitle} from './RackTitle';

/** Drawn scenes by scene id; a scene missing here shows its labels as plain text. */
export const nvlinkNvswitchScenes: SceneComponents = {title: RackTitle};
