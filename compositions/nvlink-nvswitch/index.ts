import {defineVideoDefinition} from '../../src/script/video-definition';
import {computeRackFigures} from './compute-rack-figures';
import {script} from './script';

export const nvlinkNvswitch = defineVideoDefinition({script, computed: computeRackFigures});
