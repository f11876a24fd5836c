import {registerVideo} from '../../src/visual/scene-kit';
import {insideTheSm} from './index';
import {InsideTheSmHero} from './parts/ThumbnailHero';
import {insideTheSmScenes} from './scenes';

/** The video as the registry lists it: its definition, one scene component per scene id (checked by type), its thumbnail's hero. */
export const insideTheSmVideo = registerVideo(insideTheSm, insideTheSmScenes, InsideTheSmHero);
