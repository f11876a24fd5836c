import {product, ratio, times} from '../derive';
import {make} from '../make-quantity';
import {sources} from '../sources';
import {links} from './links';

// H100 SXM5: the conventional server's GPU and the comparison of scene 6.
const h100Transistors = make('count', 80, 'B', {kind: 'spec', source: sources.hopperBlog});
const h100Hbm = make('capacity', 80, 'GB', {kind: 'spec', source: sources.h100Page, note: 'H100 SXM5, HBM3'});
const h100Bandwidth = make('bandwidth', 3.35, 'TB/s', {
  kind: 'spec',
  convention: 'aggregate',
  source: sources.h100Page,
});
const h100L2 = make('capacity', 50, 'MB', {kind: 'spec', source: sources.hopperBlog});

// Blackwell: two dies, one GPU.
const dies = make('count', 2, '', {kind: 'spec', source: sources.blackwellArchitecture});
const transistorsPerDie = make('count', 104, 'B', {kind: 'spec', source: sources.blackwellHotChips});
const transistors = times(dies, transistorsPerDie, {unit: 'B', precision: 0, note: '2 dies × 104 B'});
const l2 = make('capacity', 126.5, 'MB', {
  kind: 'measured',
  measuredOn: 'B200',
  source: sources.deviceQuery,
  note: 'l2CacheSize = 132,644,864 B on B200; not in NVIDIA datasheets',
});

// HBM3e: 8 stacks, 4 per die, 8-high stacks of 24 Gb (3 GB) dies.
const stacks = make('count', 8, '', {kind: 'spec', source: sources.blackwellHotChips, note: '8-site HBM3E'});
const stacksPerDie = make('count', 4, '', {
  kind: 'spec',
  source: sources.blackwellHotChips,
  note: '8 sites around 2 dies',
});
const diesPerStack = make('count', 8, '', {kind: 'spec', source: sources.micronHbm});
const dramDie = make('capacity', 3, 'GB', {
  kind: 'spec',
  source: sources.micronHbm,
  note: '24 Gb DRAM die = 3 × 2³⁰ B',
});
const stackCapacity = times(diesPerStack, dramDie, {unit: 'GB', precision: 0, note: '8 dies × 3 GB'});
const physical = times(stacks, stackCapacity, {unit: 'GB', precision: 0, note: '8 stacks × 24 GB'});
const gb200Hbm = make('capacity', 186, 'GB', {kind: 'spec', source: sources.blackwellDatasheet, note: 'GB200 SKU'});
const gb200Bandwidth = make('bandwidth', 8, 'TB/s', {
  kind: 'spec',
  convention: 'aggregate',
  source: sources.blackwellDatasheet,
  note: 'GB200 SKU',
});

export const gpus = {
  'h100.transistors': h100Transistors,
  'h100.hbm': h100Hbm,
  'h100.hbmBandwidth': h100Bandwidth,
  'h100.l2': h100L2,
  'b200.dies': dies,
  'b200.transistorsPerDie': transistorsPerDie,
  'b200.transistors': transistors,
  'b200.nvhbi': make('bandwidth', 10, 'TB/s', {
    kind: 'spec',
    convention: 'unstated',
    source: sources.blackwellArchitecture,
    note: 'NV-HBI die-to-die; NVIDIA states no direction',
  }),
  'b200.l2': l2,
  'b200.hbmStacks': stacks,
  'b200.hbmStacksPerDie': stacksPerDie,
  'hbm3e.diesPerStack': diesPerStack,
  'hbm3e.dramDie': dramDie,
  'hbm3e.stackCapacity': stackCapacity,
  'b200.hbmPhysical': physical,
  // SKUs differ: GB200 186 GB at 8 TB/s; HGX/DGX B200 180 GB at 7.7 TB/s (docs/design.md, Facts).
  'gb200.gpuHbm': gb200Hbm,
  'gb200.gpuHbmBandwidth': gb200Bandwidth,
  'hgxB200.gpuHbm': make('capacity', 180, 'GB', {
    kind: 'spec',
    source: sources.blackwellDatasheet,
    note: 'HGX/DGX B200 SKU',
  }),
  'hgxB200.gpuHbmBandwidth': make('bandwidth', 7.7, 'TB/s', {
    kind: 'spec',
    convention: 'aggregate',
    source: sources.blackwellDatasheet,
    note: 'HGX/DGX B200 SKU',
  }),
  'b200.vsH100Transistors': ratio(transistors, h100Transistors, {unit: '×', precision: 1, note: '208 B ÷ 80 B'}),
  'b200.vsH100L2': ratio(l2, h100L2, {unit: '×', precision: 1, note: '126.5 MB ÷ 50 MB'}),
  'b200.vsH100Bandwidth': ratio(gb200Bandwidth, h100Bandwidth, {
    unit: '×',
    precision: 1,
    note: '8 ÷ 3.35 TB/s, aggregate',
  }),
  'b200.stackCount': product([stacksPerDie, dies], {unit: '', precision: 0, note: '4 stacks per die × 2 dies'}),
  // One stream in one direction: the GPU reading its HBM vs. pulling over PCIe (§0 allows aggregate vs each-way).
  'h100.hbmVsPcie': ratio(
    h100Bandwidth,
    links['h100.pcieEachWay'],
    {unit: '×', precision: 0, note: '3.35 TB/s ÷ 64 GB/s each way'},
    {oneWayStream: true},
  ),
};
