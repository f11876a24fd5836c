import {defineVideoDefinition} from '../../src/script/video-definition';
import {computeGraceBlackwell} from './race-paths';
import {script} from './script';

export const graceBlackwell = defineVideoDefinition({script, computed: computeGraceBlackwell});
