import {per, sum, times} from '../derive';
import {formatQuantity} from '../format';
import {make} from '../make-quantity';
import {sources} from '../sources';
import {gpus} from './gpus';

const rackLpddrBandwidth = make('bandwidth', 14, 'TB/s', {
  kind: 'spec',
  convention: 'aggregate',
  source: sources.gb200Page,
  note: 'NVL72 rack total LPDDR5X bandwidth, 36 Grace CPUs',
});
const rackCpus = make('count', 36, '', {kind: 'spec', source: sources.gb200Page});
const graceLpddr = make('capacity', 480, 'GB', {
  kind: 'spec',
  source: sources.gb200Page,
  note: 'up to 480 GB LPDDR5X per Grace in GB200',
});
const graceSmallConfig = make('bandwidth', 512, 'GB/s', {
  kind: 'spec',
  convention: 'aggregate',
  source: sources.gb200Page,
  note: "NVIDIA's 'up to 512 GB/s': smaller-memory configurations",
});
const gpusPerSuperchip = make('count', 2, '', {kind: 'spec', source: sources.gb200Page});

// The scene-2 server's host memory: 8 channels of DDR5-4800 (JEDEC arithmetic).
const ddr5Rate = make('bandwidth', 38.4, 'GB/s', {
  kind: 'spec',
  convention: 'aggregate',
  source: sources.jedecDdr5,
  note: 'one DDR5-4800 channel: 4,800 MT/s × 8 B',
});
const ddr5Channels = make('count', 8, '', {kind: 'spec', source: sources.jedecDdr5, note: 'a typical x86 socket'});

export const superchip = {
  'gb200.cpus': make('count', 1, '', {kind: 'spec', source: sources.gb200Page}),
  'gb200.gpus': gpusPerSuperchip,
  'gh200.cpus': make('count', 1, '', {kind: 'spec', source: sources.graceHopperBlog}),
  'gh200.gpus': make('count', 1, '', {kind: 'spec', source: sources.graceHopperBlog}),
  'grace.cores': make('count', 72, '', {kind: 'spec', source: sources.gb200Page, note: 'Arm Neoverse V2'}),
  'grace.lpddr': graceLpddr,
  'grace.lpddrBandwidth': {
    ...per(rackLpddrBandwidth, rackCpus, {
      unit: 'GB/s',
      precision: -1,
      note: "GB200's figure: the NVL72 rack's 14 TB/s over 36 CPUs; NVIDIA's GB200 row prints 'up to 512 GB/s', the smaller-memory configuration",
    }),
    publishedOtherwise: {
      figure: `up to ${formatQuantity(graceSmallConfig)}`,
      source: sources.gb200Page,
      origin: `an NVL72 rack's ${formatQuantity(rackLpddrBandwidth)} ÷ its ${formatQuantity(rackCpus)} Grace CPUs`,
    },
  },
  'grace.lpddrBandwidthSmallConfig': graceSmallConfig,
  'grace.l3': make('capacity', 117, 'MB', {
    kind: 'spec',
    source: sources.graceHopperBlog,
    note: 'shipping systems report 114 MB',
  }),
  'rack.lpddrBandwidth': rackLpddrBandwidth,
  'gb200.memoryTotal': sum(
    [times(gpusPerSuperchip, gpus['gb200.gpuHbm'], {unit: 'GB', precision: 0, note: '2 × 186 GB'}), graceLpddr],
    {unit: 'GB', precision: 0, note: '2 × 186 GB HBM3e + 480 GB LPDDR5X'},
  ),
  'gb200.hbmTotal': times(gpusPerSuperchip, gpus['gb200.gpuHbm'], {unit: 'GB', precision: 0, note: '2 × 186 GB'}),
  'host.ddr5Bandwidth': times(ddr5Channels, ddr5Rate, {
    unit: 'GB/s',
    precision: 0,
    note: '4,800 MT/s × 8 B × 8 channels',
  }),
};
