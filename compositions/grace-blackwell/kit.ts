import {sceneEnds, sceneKits, videoValues} from '../../src/visual/scene-kit';
import {graceBlackwell} from './index';

/** A scene's typed view of this video's script: `const {useBeat, Label} = kitFor('scene-id')`. */
export const kitFor = sceneKits(graceBlackwell);

/** The video's values for the parts shared between its scenes (`parts/`): `useValue('<key>')`, no scene. */
export const {useValue, useValues, useQuantity, useReferences, useText, Part} = videoValues(graceBlackwell);

/** A scene's end record, exported once by the scene (src/visual/scene-end.ts): `export const xEnd = defineEnd('scene-id', (value) => …)`. */
export const defineEnd = sceneEnds(graceBlackwell);
