import {registerVideo} from '../../src/visual/scene-kit';
import {graceBlackwell} from './index';
import {GraceBlackwellHero} from './parts/ThumbnailHero';
import {graceBlackwellScenes} from './scenes';

/** The video as the registry lists it: its definition, one scene component per scene id (checked by type), its thumbnail's hero. */
export const graceBlackwellVideo = registerVideo(graceBlackwell, graceBlackwellScenes, GraceBlackwellHero);
