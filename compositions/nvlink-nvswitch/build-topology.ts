/**
 * The GB200 NVL72 rack as a graph, built from model counts: trays in stacking order, GPUs and
 * CPUs in compute trays, NVSwitch chips in switch trays, and the NVLink links (GPU g's port k
 * to switch chip k). Pure: change the counts (a 36-GPU variant) and everything follows.
 */
export type RackCounts = {
  topComputeTrays: number;
  switchTrays: number;
  bottomComputeTrays: number;
  gpusPerComputeTray: number;
  cpusPerComputeTray: number;
  chipsPerSwitchTray: number;
  portsPerChip: number;
  linksPerGpu: number;
};

export type Tray = {id: string; kind: 'compute' | 'switch'; index: number; stack: 'top' | 'switches' | 'bottom'};
export type Gpu = {id: number; tray: string};
export type Cpu = {id: number; tray: string};
export type SwitchChip = {id: number; tray: string};
/** GPU g's port k to switch chip `chip`, on that chip's port `chipPort`. */
export type Link = {gpu: number; port: number; chip: number; chipPort: number};

export type Topology = {
  counts: RackCounts;
  trays: Tray[];
  gpus: Gpu[];
  cpus: Cpu[];
  chips: SwitchChip[];
  links: Link[];
};

export function buildTopology(counts: RackCounts): Topology {
  for (const [name, n] of Object.entries(counts)) {
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got ${n}`);
  }
  const trays: Tray[] = [];
  const addTrays = (kind: Tray['kind'], stack: Tray['stack'], n: number) => {
    for (let i = 0; i < n; i++)
      trays.push({id: `${kind}-${trays.filter((t) => t.kind === kind).length}`, kind, index: trays.length, stack});
  };
  addTrays('compute', 'top', counts.topComputeTrays);
  addTrays('switch', 'switches', counts.switchTrays);
  addTrays('compute', 'bottom', counts.bottomComputeTrays);
  const gpus: Gpu[] = [];
  const cpus: Cpu[] = [];
  const chips: SwitchChip[] = [];
  for (const tray of trays) {
    if (tray.kind === 'compute') {
      for (let i = 0; i < counts.gpusPerComputeTray; i++) gpus.push({id: gpus.length, tray: tray.id});
      for (let i = 0; i < counts.cpusPerComputeTray; i++) cpus.push({id: cpus.length, tray: tray.id});
    } else {
      for (let i = 0; i < counts.chipsPerSwitchTray; i++) chips.push({id: chips.length, tray: tray.id});
    }
  }
  if (chips.length !== counts.linksPerGpu) {
    throw new Error(
      `each GPU's port k goes to chip k: ${counts.linksPerGpu} ports per GPU need ${counts.linksPerGpu} chips, the rack has ${chips.length}`,
    );
  }
  if (gpus.length > counts.portsPerChip) {
    throw new Error(`${gpus.length} GPUs need ${gpus.length} ports on every chip; a chip has ${counts.portsPerChip}`);
  }
  const links: Link[] = [];
  for (const gpu of gpus) {
    for (let port = 0; port < counts.linksPerGpu; port++) links.push({gpu: gpu.id, port, chip: port, chipPort: gpu.id});
  }
  return {counts, trays, gpus, cpus, chips, links};
}

/** A route between two GPUs: out of `from` on port k, through chip k, into `to` on port k. */
export type Route = {chip: number; fromPort: number; toPort: number};

/** Every switch-stage route between two GPUs (one per chip both reach), each crossing two links. */
export function routesBetween(topology: Topology, from: number, to: number): Route[] {
  const out = topology.links.filter((l) => l.gpu === from);
  const into = new Map(topology.links.filter((l) => l.gpu === to).map((l) => [l.chip, l]));
  return out.flatMap((l) => {
    const back = into.get(l.chip);
    return back === undefined ? [] : [{chip: l.chip, fromPort: l.port, toPort: back.port}];
  });
}

/** Switch stages between two GPUs by breadth-first search over GPU–chip links. */
export function switchStages(topology: Topology, from: number, to: number): number {
  if (from === to) return 0;
  const chipsOf = new Map<number, number[]>();
  const gpusOf = new Map<number, number[]>();
  for (const l of topology.links) {
    chipsOf.set(l.gpu, [...(chipsOf.get(l.gpu) ?? []), l.chip]);
    gpusOf.set(l.chip, [...(gpusOf.get(l.chip) ?? []), l.gpu]);
  }
  let frontier = new Set([from]);
  const seen = new Set([from]);
  for (let stages = 1; frontier.size > 0; stages++) {
    const next = new Set<number>();
    for (const g of frontier)
      for (const c of chipsOf.get(g) ?? [])
        for (const h of gpusOf.get(c) ?? []) {
          if (h === to) return stages;
          if (!seen.has(h)) {
            seen.add(h);
            next.add(h);
          }
        }
    frontier = next;
  }
  return Infinity;
}

/** A cut of the GPUs into two halves and the NVLink links that carry traffic across it, one direction at a time. */
export type Bisection = {gpusPerSide: number; crossingLinks: number};

/**
 * The bisection of the fabric: the GPUs split into two halves (the first half of the ids and the
 * rest), and per switch chip the links that can carry one half's traffic to the other, each way:
 * min(links from the first half into the chip, links from the chip to the second half), summed over
 * the chips. It assumes what a single switch stage of full crossbars gives (a chip forwards any of
 * its ports to any other at full rate: non-blocking). For the NVL72 every chip meets every GPU
 * once, so it is 18 chips × 36 links, the same as 36 GPUs × 18 links.
 */
export function bisection(topology: Topology): Bisection {
  const half = Math.floor(topology.gpus.length / 2);
  const first = new Set(topology.gpus.filter((g) => g.id < half).map((g) => g.id));
  let crossingLinks = 0;
  for (const chip of topology.chips) {
    const at = topology.links.filter((l) => l.chip === chip.id);
    const fromFirst = at.filter((l) => first.has(l.gpu)).length;
    const toSecond = at.length - fromFirst;
    crossingLinks += Math.min(fromFirst, toSecond);
  }
  return {gpusPerSide: half, crossingLinks};
}
