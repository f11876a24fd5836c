import {make} from '../src/model/make-quantity';
import type {References} from '../src/script/references';
import type {ChartCell, ChartTable} from '../src/script/chart-table';
import type {SceneId, ScriptInput} from '../src/script/script-ids';
import type {VideoDefinition} from '../src/script/video-definition';
import type {ValueKey} from '../src/visual/scene-kit';
import {graceBlackwell} from './grace-blackwell/index';
import {insideTheSm} from './inside-the-sm/index';
import {kernelFrom} from './inside-the-sm/compute-sm-figures';
import {steadyUtilization} from './inside-the-sm/simulate-warps';
import {nvlinkNvswitch} from './nvlink-nvswitch/index';

/** What a video's tables are written with: its values by key and plain names, typed by the video. */
type Cells<V extends ScriptInput, C extends string> = {
  /** a value's cell; the key is the video's (model, constants, computed), so a misspelt key is a `tsc` error */
  q: (key: ValueKey<V, C>) => ChartCell;
  name: (text: string) => ChartCell;
  refs: References;
};

type TablesOf = {videoId: string; tables: (refs: References) => ChartTable[]};

/**
 * One video's chart tables, typed by its script: each table's `sceneId` is one of the script's
 * scene ids and each key one of its values, so renaming a scene or a value is a `tsc` error here.
 */
export function tablesFor<V extends ScriptInput, C extends string>(
  definition: VideoDefinition<V, C>,
  build: (cells: Cells<V, C>) => ChartTable<SceneId<V>>[],
): TablesOf {
  const videoId = String(definition.script.id);
  return {
    videoId,
    tables: (refs) =>
      build({
        q: (key) => {
          const quantity = refs[key];
          if (quantity === undefined) throw new Error(`chart table of ${videoId} needs ${key}`);
          return {quantity, key};
        },
        name: (text) => ({text}),
        refs,
      }),
  };
}

const graceTables = tablesFor(graceBlackwell, ({q, name}) => [
  {
    sceneId: 'discrete-cpu-gpu',
    title: 'Bus widths drawn to scale: bandwidth, one direction',
    columns: ['Bus', 'Bandwidth'],
    rows: [
      [name('DDR5 host memory'), q('host.ddr5Bandwidth')],
      [name('PCIe Gen5 x16'), q('h100.pcieEachWay')],
      [name('The GPU’s own HBM'), q('h100.hbmBandwidth')],
    ],
  },
  {
    sceneId: 'nvlink-c2c',
    title: 'PCIe against NVLink-C2C, each way, one scale',
    columns: ['Link', 'Bandwidth'],
    rows: [
      [name('PCIe Gen5 x16'), q('pcie5.eachWay')],
      [name('NVLink-C2C'), q('c2c.eachWay')],
    ],
  },
  {
    sceneId: 'not-uniform',
    title: 'The path race: time to read the same data over each path',
    columns: ['Path', 'Bandwidth', 'Time to read'],
    rows: [
      [name('GPU ← its own HBM'), q('path.ownHbm'), q('race.ownHbmTime')],
      [name('GPU ← Grace LPDDR5X over C2C (a bound)'), q('path.graceOverC2c'), q('race.graceTime')],
      [name('PCIe server, for comparison'), q('path.pcieServer'), q('race.pcieTime')],
    ],
  },
]);

const smTables = tablesFor(insideTheSm, ({q, name, refs}) => {
  const first = q('chart.fewestWarps');
  const last = q('sim.manyWarps');
  const from = 'quantity' in first ? first.quantity.value : 0;
  const to = 'quantity' in last ? last.quantity.value : 0;
  const note = 'computed by the warp-scheduler simulation (simulate-warps.ts)';
  return [
    {
      sceneId: 'memory-hierarchy',
      title: 'The latency ladder: how long a load takes from each level',
      columns: ['Level', 'Latency'],
      rows: [
        [name('Registers: dependent FMA (H800)'), q('latency.fma')],
        [name('L1 hit (B200)'), q('latency.l1')],
        [name('L2 hit (B200)'), q('latency.l2')],
        [name('HBM, low end of its range (B200)'), q('latency.hbmLowCycles')],
        [name('HBM, high end of its range (B200)'), q('latency.hbmHighCycles')],
      ],
    },
    {
      sceneId: 'how-many-warps',
      title: 'Scheduler busy against warps per scheduler (simulated)',
      columns: ['Warps per scheduler', 'Scheduler busy'],
      rows: Array.from({length: to - from + 1}, (_, i) => [
        {quantity: make('count', from + i, '', {kind: 'derived', note})},
        {
          quantity: make('percent', steadyUtilization(kernelFrom(refs, from + i)) * 100, '%', {
            kind: 'derived',
            precision: 0,
            note,
          }),
        },
      ]),
    },
  ];
});

const nvlinkTables = tablesFor(nvlinkNvswitch, ({q, name}) => [
  {
    sceneId: 'why-it-matters',
    title: 'NVLink against the network card, per GPU, each way',
    columns: ['Link', 'Bandwidth'],
    rows: [
      [name('NVLink per GPU'), q('nvlink5.perGpuEachWay')],
      [name('Network card per GPU'), q('nic.connectx7Bytes')],
    ],
  },
]);

const byVideo: readonly TablesOf[] = [graceTables, smTables, nvlinkTables];

/**
 * The data behind every chart the videos draw, for the companion pages' table views: the same
 * value keys the scenes read (useValue), the same simulation for the warps chart. A video
 * without charts has none.
 */
export function chartTables(videoId: string, refs: References): ChartTable[] {
  return byVideo.find((v) => v.videoId === videoId)?.tables(refs) ?? [];
}
