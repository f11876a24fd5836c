import {defineVideoDefinition} from '../../src/script/video-definition';
import {computeSmFigures} from './compute-sm-figures';
import {script} from './script';

export const insideTheSm = defineVideoDefinition({
  script,
  computed: computeSmFigures,
  colourGroups: [
    {where: 'gpu-to-sm / memory-hierarchy', colours: ['gpu', 'memory', 'pcie']},
    {
      where: 'the-stall / warp-switching: warps waiting on HBM',
      colours: ['warpStalled', 'warpReady', 'warpIssuing', 'memory'],
    },
  ],
  namesWithDigits: ['GB200', 'B200', 'H100', 'H800'],
});
