import type {VideoDefinition} from '../../src/script/video-definition';
import {computeGraceBlackwell} from './race-paths';
import {script} from './script';

export const graceBlackwell: VideoDefinition = {script, computed: computeGraceBlackwell};
