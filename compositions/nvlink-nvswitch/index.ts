import type {VideoDefinition} from '../../src/script/video-definition';
import {computeRackFigures} from './compute-rack-figures';
import {script} from './script';

export const nvlinkNvswitch: VideoDefinition = {script, computed: computeRackFigures};
