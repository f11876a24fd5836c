import type {VideoDefinition} from '../src/script/video-definition';
import {graceBlackwell} from './grace-blackwell';
import {insideTheSm} from './inside-the-sm';
import {nvlinkNvswitch} from './nvlink-nvswitch';

/** The videos, in the order the book's chapter presents them. */
export const videos: readonly VideoDefinition[] = [graceBlackwell, insideTheSm, nvlinkNvswitch];
