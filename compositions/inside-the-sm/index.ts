import type {VideoDefinition} from '../../src/script/video-definition';
import {computeSmFigures} from './compute-sm-figures';
import {script} from './script';

export const insideTheSm: VideoDefinition = {script, computed: computeSmFigures};
