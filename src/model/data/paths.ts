import {pathBandwidth} from '../derive';
import {gpus} from './gpus';
import {links} from './links';
import {superchip} from './superchip';

/**
 * One-way read paths of the "unified is not uniform" race. Each path's bandwidth is the
 * minimum over the memories and links it crosses (docs/design.md, Facts).
 */
export const paths = {
  'path.ownHbm': pathBandwidth([gpus['gb200.gpuHbmBandwidth']], {
    unit: 'TB/s',
    precision: 0,
    note: 'a GPU reading its own HBM3e',
  }),
  // Bounded by Grace's LPDDR5X, which is slower than C2C each way; C2C's per-GPU share is unpublished, so this is an upper bound.
  'path.graceOverC2c': pathBandwidth([superchip['grace.lpddrBandwidth'], links['c2c.eachWay']], {
    unit: 'GB/s',
    precision: -1,
    note: "min(Grace LPDDR5X ~390 GB/s, C2C 450 GB/s each way); at most, since C2C's split between the two GPUs is unpublished",
  }),
  // The scene-2 PCIe server (its H100's PCIe, as the H100 datasheet prints it), for comparison: GB200 has no such path.
  'path.pcieServer': pathBandwidth([superchip['host.ddr5Bandwidth'], links['h100.pcieEachWay']], {
    unit: 'GB/s',
    precision: 0,
    note: 'min(host DDR5 ~307 GB/s, PCIe Gen5 x16 64 GB/s each way)',
  }),
  // One GPU reading the other GPU's HBM (peer access) over NVLink 5: the HBM's 8 TB/s is far above NVLink's 900 GB/s each way, the peak.
  'path.peerOverNvlink': pathBandwidth([gpus['gb200.gpuHbmBandwidth'], links['nvlink5.perGpuEachWay']], {
    unit: 'GB/s',
    precision: 0,
    note: "min(the other GPU's HBM3e 8 TB/s, NVLink 5 1.8 TB/s both ways ÷ 2 = 900 GB/s each way); in GB200 NVL72 the path runs through the rack's NVLink switches",
  }),
};
