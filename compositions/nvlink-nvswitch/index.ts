import {defineVideoDefinition} from '../../src/script/video-definition';
import {computeRackFigures} from './compute-rack-figures';
import {script} from './script';

export const nvlinkNvswitch = defineVideoDefinition({
  script,
  computed: computeRackFigures,
  colourGroups: [
    {where: 'compute-tray: Grace, Blackwell, NICs, NVLink', colours: ['cpu', 'gpu', 'nvlink', 'pcie', 'memory']},
  ],
  namesWithDigits: ['GB200', 'GB300', 'NVL72', 'B200', 'ConnectX-7', 'ConnectX-8', 'BlueField-3'],
});
