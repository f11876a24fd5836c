import {defineVideoDefinition} from '../../src/script/video-definition';
import {computeGraceBlackwell} from './race-paths';
import {script} from './script';

export const graceBlackwell = defineVideoDefinition({
  script,
  computed: computeGraceBlackwell,
  colourGroups: [
    {where: 'discrete-cpu-gpu: CPU, DDR5, GPU, HBM, PCIe', colours: ['cpu', 'memory', 'gpu', 'pcie']},
    {where: 'nvlink-c2c: C2C vs. PCIe bars beside CPU and GPU', colours: ['cpu', 'gpu', 'c2c', 'pcie']},
    {where: 'dual-die-gpu / hbm3e: dies, NV-HBI, HBM', colours: ['gpu', 'nvhbi', 'memory']},
    {
      where: 'unified-memory: the memory bar, the chips, the NVLink and C2C paths',
      colours: ['cpu', 'gpu', 'memory', 'c2c', 'nvlink'],
    },
    {
      where: 'not-uniform: the GPU over HBM, Grace over LPDDR5X, C2C, the PCIe server',
      colours: ['cpu', 'gpu', 'memory', 'c2c', 'pcie'],
    },
    {where: 'recap: the superchip with every link', colours: ['cpu', 'gpu', 'memory', 'c2c', 'nvhbi', 'nvlink']},
  ],
  namesWithDigits: ['GB200', 'GH200', 'H100', 'B200', 'NVL72', 'V2'],
});
