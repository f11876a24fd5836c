import type {SceneComponents} from '../../../src/visual/VideoBody';
import {SuperchipTitle} from './SuperchipTitle';

/** Drawn scenes by scene id; a scene missing here shows its labels as plain text. */
export const graceBlackwellScenes: SceneComponents = {title: SuperchipTitle};
