import type {VideoDefinition} from '../src/script/video-definition';
import {registerVideo, type RegisteredVideo} from '../src/visual/scene-kit';
import {graceBlackwell} from './grace-blackwell';
import {GraceBlackwellHero} from './grace-blackwell/parts/ThumbnailHero';
import {graceBlackwellScenes} from './grace-blackwell/scenes';
import {insideTheSm} from './inside-the-sm';
import {InsideTheSmHero} from './inside-the-sm/parts/ThumbnailHero';
import {insideTheSmScenes} from './inside-the-sm/scenes';
import {nvlinkNvswitch} from './nvlink-nvswitch';
import {NvlinkNvswitchHero} from './nvlink-nvswitch/parts/ThumbnailHero';
import {nvlinkNvswitchScenes} from './nvlink-nvswitch/scenes';

/** The videos, in the order the book's chapter presents them: one line per video. */
export const registry: readonly RegisteredVideo[] = [
  registerVideo(graceBlackwell, graceBlackwellScenes, GraceBlackwellHero),
  registerVideo(insideTheSm, insideTheSmScenes, InsideTheSmHero),
  registerVideo(nvlinkNvswitch, nvlinkNvswitchScenes, NvlinkNvswitchHero),
];

export const videos: readonly VideoDefinition[] = registry.map((r) => r.definition);
