import {make} from '../../src/model/make-quantity';
import {per, times, transferTime} from '../../src/model/derive';
import type {Quantity} from '../../src/model/quantity';
import type {References} from '../../src/script/references';
import {bisection, buildTopology, routesBetween, switchStages, type RackCounts, type Topology} from './build-topology';

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

/**
 * The example pairs of the one-hop scene: GPU A, the top stack's middle GPU (the one whose links
 * fan out in the wiring scene), and GPU B, the bottom stack's last; then a second pair, C in the
 * top stack and D in the bottom, that shares no GPU with the first.
 */
export function examplePair(refs: References): {a: number; b: number; c: number; d: number} {
  const topology = buildTopology(rackCountsFrom(refs));
  const top = topology.gpus.filter((g) => topology.trays.find((t) => t.id === g.tray)?.stack === 'top');
  const bottom = topology.gpus.filter((g) => topology.trays.find((t) => t.id === g.tray)?.stack === 'bottom');
  const a = top[Math.floor(top.length / 2)]?.id ?? 0;
  const b = bottom[bottom.length - 1]?.id ?? topology.gpus.length - 1;
  const c = top[Math.floor(top.length / 8)]?.id ?? 0;
  const d = bottom[Math.floor(bottom.length / 3)]?.id ?? 0;
  return {a, b, c, d};
}

/** Numbers computed on the topology graph, and the one-hop transfer time. */
export function computeRackFigures(refs: References) {
  const topology = buildTopology(rackCountsFrom(refs));
  const {a, b} = examplePair(refs);
  const note = 'computed on the rack topology graph (build-topology.ts)';
  const cut = bisection(topology);
  const crossing = make('count', cut.crossingLinks, '', {
    kind: 'derived',
    note: `${note}: links that carry one half's traffic to the other half`,
  });
  return {
    'topo.links': make('count', topology.links.length, '', {kind: 'derived', note}),
    'topo.stages': make('count', switchStages(topology, a, b), '', {kind: 'derived', note}),
    'topo.routes': make('count', routesBetween(topology, a, b).length, '', {kind: 'derived', note}),
    'topo.bisectionGpus': make('count', cut.gpusPerSide, '', {
      kind: 'derived',
      note: `${note}: GPUs on each side of the cut`,
    }),
    // each way: the links' per-direction rate; the rack's ~130 TB/s is both ways summed over all GPUs, four times this
    'topo.bisection': times(crossing, need(refs, 'nvlink5.perLinkEachWay'), {
      unit: 'TB/s',
      precision: 1,
      note:
        `bisection, each way: the ${cut.crossingLinks} links that carry one half's traffic to the other (two halves of ${cut.gpusPerSide} GPUs) × the per-link rate each way` +
        ` (= ${cut.gpusPerSide} GPUs × the per-GPU rate each way), assuming non-blocking switch chips`,
    }),
    // a GPU's each-way NVLink bandwidth is shared by everything it sends: in an all-to-all, each of its peers gets an equal share
    'topo.peers': make('count', peersOf(topology, a), '', {
      kind: 'derived',
      note: `${note}: the GPUs one switch stage from a GPU, itself excluded`,
    }),
    'topo.allToAllShare': per(need(refs, 'nvlink5.perGpuEachWay'), peersOf(topology, a), {
      unit: 'GB/s',
      precision: 1,
      note: "one GPU's NVLink bandwidth each way divided evenly over its peers in an all-to-all (900 GB/s ÷ 71): the share each pair gets when every GPU sends to every other at once",
    }),
    // the same all-to-all over the GPU's network card instead: its bandwidth divides over the same peers, so the per-peer ratio is the cards' ratio
    'topo.allToAllShareNic': per(need(refs, 'nic.connectx7Bytes'), peersOf(topology, a), {
      unit: 'GB/s',
      precision: 1,
      note: "one GPU's ConnectX-7 bandwidth each way divided evenly over the same peers (50 GB/s ÷ 71): each pair's share if the all-to-all crossed the network instead",
    }),
    'transfer.time': transferTime(need(refs, 'transfer.size'), need(refs, 'nvlink5.perGpuEachWay'), {
      unit: 'ms',
      precision: 1,
      note: '1 GB ÷ 900 GB/s each way',
    }),
  };
}

/** The GPUs a GPU reaches through the switches (one stage or more), itself excluded: its peers in an all-to-all. */
export function peersOf(topology: Topology, gpu: number): number {
  return topology.gpus.filter((g) => g.id !== gpu && Number.isFinite(switchStages(topology, gpu, g.id))).length;
}

function need(refs: References, key: string): Quantity {
  const q = refs[key];
  if (q === undefined) throw new Error(`nvlink-nvswitch needs ${key}`);
  return q;
}
