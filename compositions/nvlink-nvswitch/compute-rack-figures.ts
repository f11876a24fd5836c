import {make} from '../../src/model/make-quantity';
import {times, transferTime} from '../../src/model/derive';
import type {Quantity} from '../../src/model/quantity';
import type {References} from '../../src/script/references';
import {bisection, buildTopology, routesBetween, switchStages, type RackCounts} from './build-topology';

/** Rack counts read from the model. */
export function rackCountsFrom(refs: References): RackCounts {
  const n = (key: string) => need(refs, key).value;
  return {
    topComputeTrays: n('nvl72.topComputeTrays'),
    switchTrays: n('nvl72.switchTrays'),
    bottomComputeTrays: n('nvl72.bottomComputeTrays'),
    gpusPerComputeTray: n('tray.gpus'),
    cpusPerComputeTray: n('tray.cpus'),
    chipsPerSwitchTray: n('switch.chipsPerTray'),
    portsPerChip: n('switch.portsPerChip'),
    linksPerGpu: n('nvlink5.linksPerGpu'),
  };
}

/** The example pair of the one-hop scene: the first GPU of the top stack and the last of the bottom stack. */
export function examplePair(refs: References): {a: number; b: number} {
  const topology = buildTopology(rackCountsFrom(refs));
  return {a: 0, b: topology.gpus.length - 1};
}

/** Numbers computed on the topology graph, and the one-hop transfer time. */
export function computeRackFigures(refs: References) {
  const topology = buildTopology(rackCountsFrom(refs));
  const {a, b} = examplePair(refs);
  const note = 'computed on the rack topology graph (build-topology.ts)';
  const cut = bisection(topology);
  const crossing = make('count', cut.crossingLinks, '', {kind: 'derived', note: `${note}: links that carry one half's traffic to the other half`});
  return {
    'topo.links': make('count', topology.links.length, '', {kind: 'derived', note}),
    'topo.stages': make('count', switchStages(topology, a, b), '', {kind: 'derived', note}),
    'topo.routes': make('count', routesBetween(topology, a, b).length, '', {kind: 'derived', note}),
    'topo.bisectionGpus': make('count', cut.gpusPerSide, '', {kind: 'derived', note: `${note}: GPUs on each side of the cut`}),
    // each way: the links' per-direction rate; the rack's ~130 TB/s is both ways summed over all GPUs, four times this
    'topo.bisection': times(crossing, need(refs, 'nvlink5.perLinkEachWay'), {unit: 'TB/s', precision: 1,
      note: `bisection, each way: the ${cut.crossingLinks} links that carry one half's traffic to the other (two halves of ${cut.gpusPerSide} GPUs) × the per-link rate each way` +
        ` (= ${cut.gpusPerSide} GPUs × the per-GPU rate each way), assuming non-blocking switch chips`}),
    'transfer.time': transferTime(need(refs, 'transfer.size'), need(refs, 'nvlink5.perGpuEachWay'), {unit: 'ms', precision: 1, note: '1 GB ÷ 900 GB/s each way'}),
  };
}

function need(refs: References, key: string): Quantity {
  const q = refs[key];
  if (q === undefined) throw new Error(`nvlink-nvswitch needs ${key}`);
  return q;
}
