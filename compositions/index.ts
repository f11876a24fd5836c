import type {VideoDefinition} from '../src/script/video-definition';
import type {RegisteredVideo} from '../src/visual/scene-kit';
import {graceBlackwellVideo} from './grace-blackwell/registered';
import {insideTheSmVideo} from './inside-the-sm/registered';
import {nvlinkNvswitchVideo} from './nvlink-nvswitch/registered';

/** The videos, in the order the book's chapter presents them: one import and one line per video. */
export const registry: readonly RegisteredVideo[] = [graceBlackwellVideo, insideTheSmVideo, nvlinkNvswitchVideo];

export const videos: readonly VideoDefinition[] = registry.map((r) => r.definition);
