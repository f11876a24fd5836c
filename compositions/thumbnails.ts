import type {ThumbnailHero} from '../src/visual/ThumbnailCard';
import {GraceBlackwellHero} from './grace-blackwell/parts/ThumbnailHero';
import {InsideTheSmHero} from './inside-the-sm/parts/ThumbnailHero';
import {NvlinkNvswitchHero} from './nvlink-nvswitch/parts/ThumbnailHero';

/** Each video's simplified hero drawing for its thumbnail card, by video id. */
export const thumbnailHeroes: Readonly<Record<string, ThumbnailHero>> = {
  'grace-blackwell': GraceBlackwellHero,
  'inside-the-sm': InsideTheSmHero,
  'nvlink-nvswitch': NvlinkNvswitchHero,
};
