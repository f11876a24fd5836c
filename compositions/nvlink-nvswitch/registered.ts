import {registerVideo} from '../../src/visual/scene-kit';
import {nvlinkNvswitch} from './index';
import {NvlinkNvswitchHero} from './parts/ThumbnailHero';
import {nvlinkNvswitchScenes} from './scenes';

/** The video as the registry lists it: its definition, one scene component per scene id (checked by type), its thumbnail's hero. */
export const nvlinkNvswitchVideo = registerVideo(nvlinkNvswitch, nvlinkNvswitchScenes, NvlinkNvswitchHero);
