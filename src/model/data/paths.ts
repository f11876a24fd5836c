import {pathBandwidth} from '../derive';
import {gpus} from './gpus';
import {links} from './links';
import {superchip} from './superchip';

/**
 * One-way read paths of the "unified is not uniform" race. Each path's bandwidth is the
 * minimum over the memories and links it crosses (docs/design.md, Facts).
 */
export const paths = {
  'path.ownHbm': pathBandwidth([gpus['gb200.gpuHbmBandwidth']], {unit: 'TB/s', precision: 0, note: "a GPU reading its own HBM3e"}),
  // Bounded by Grace's LPDDR5X, which is slower than C2C each way; C2C's per-GPU share is unpublished, so this is an upper bound.
  'path.graceOverC2c': pathBandwidth([superchip['grace.lpddrBandwidth'], links['c2c.eachWay']], {unit: 'GB/s', precision: -1,
    note: "min(Grace LPDDR5X ~390 GB/s, C2C 450 GB/s each way); at most, since C2C's split between the two GPUs is unpublished"}),
  // The scene-2 PCIe server, for comparison: GB200 has no such path.
  'path.pcieServer': pathBandwidth([superchip['host.ddr5Bandwidth'], links['pcie5.eachWay']], {unit: 'GB/s', precision: 0,
    note: 'min(host DDR5 ~307 GB/s, PCIe Gen5 x16 64 GB/s each way)'}),
};
