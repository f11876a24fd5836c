import type {SceneComponents} from '../../../src/visual/VideoBody';
import {SmTitle} from './SmTitle';

/** Drawn scenes by scene id; a scene missing here shows its labels as plain text. */
export const insideTheSmScenes: SceneComponents = {title: SmTitle};
