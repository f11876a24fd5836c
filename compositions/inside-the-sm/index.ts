import {defineVideoDefinition} from '../../src/script/video-definition';
import {computeSmFigures} from './compute-sm-figures';
import {script} from './script';

export const insideTheSm = defineVideoDefinition({script, computed: computeSmFigures});
