import {sceneKits} from '../../src/visual/scene-kit';
import {graceBlackwell} from './index';

/** A scene's typed view of this video's script: `const {useBeat, Label} = kitFor('scene-id')`. */
export const kitFor = sceneKits(graceBlackwell);
