import {sceneKits, videoValues} from '../../src/visual/scene-kit';
import {insideTheSm} from './index';

/** A scene's typed view of this video's script: `const {useBeat, Label} = kitFor('scene-id')`. */
export const kitFor = sceneKits(insideTheSm);

/** The video's values for the parts shared between its scenes (`parts/`): `useValue('<key>')`, no scene. */
export const {useValue, useValues, useQuantity, useReferences, useText, Part} = videoValues(insideTheSm);
