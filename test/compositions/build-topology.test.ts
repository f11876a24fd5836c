// build-topology.ts: the GB200 NVL72 rack as a graph, built from the model's counts.
import {describe, expect, it} from 'vitest';
import {
  bisection,
  buildTopology,
  routesBetween,
  switchStages,
  type RackCounts,
  type Topology,
} from '../../compositions/nvlink-nvswitch/build-topology';
import {
  computeRackFigures,
  examplePair,
  peersOf,
  rackCountsFrom,
} from '../../compositions/nvlink-nvswitch/compute-rack-figures';
import {script} from '../../compositions/nvlink-nvswitch/script';
import {formatQuantity, model, modelValue, rackStack, type Quantity} from '../../src/model/index';

const counts = rackCountsFrom(model);
const rack = buildTopology(counts);

/** Switch stages from `from` to every GPU, by a breadth-first search of our own over the GPU–chip graph. */
function stagesFrom(topology: Topology, from: number): number[] {
  const chipsOf = new Map<number, number[]>();
  const gpusOf = new Map<number, number[]>();
  for (const l of topology.links) {
    (chipsOf.get(l.gpu) ?? chipsOf.set(l.gpu, []).get(l.gpu))?.push(l.chip);
    (gpusOf.get(l.chip) ?? gpusOf.set(l.chip, []).get(l.chip))?.push(l.gpu);
  }
  const stages = topology.gpus.map(() => Infinity);
  stages[from] = 0;
  let frontier = [from];
  for (let n = 1; frontier.length > 0; n++) {
    const next: number[] = [];
    for (const g of frontier)
      for (const c of chipsOf.get(g) ?? [])
        for (const h of gpusOf.get(c) ?? []) {
          if (stages[h] === Infinity) {
            stages[h] = n;
            next.push(h);
          }
        }
    frontier = next;
  }
  return stages;
}

/** The wiring invariants every variant must meet; returns what failed (empty when all hold). */
function wiringProblems(t: Topology): string[] {
  const problems: string[] = [];
  const {linksPerGpu, portsPerChip} = t.counts;
  if (t.links.length !== t.gpus.length * linksPerGpu) problems.push(`${t.links.length} links`);
  const chipPorts = new Set(t.links.map((l) => `${l.chip}:${l.chipPort}`));
  if (chipPorts.size !== t.links.length) problems.push('a chip port is used twice');
  const gpuPorts = new Set(t.links.map((l) => `${l.gpu}:${l.port}`));
  if (gpuPorts.size !== t.links.length) problems.push('a GPU port is used twice');
  for (const l of t.links) {
    if (l.chip !== l.port) problems.push(`GPU ${l.gpu} port ${l.port} goes to chip ${l.chip}`);
    if (l.chipPort < 0 || l.chipPort >= portsPerChip) problems.push(`chip port ${l.chipPort} does not exist`);
    if (l.chip < 0 || l.chip >= t.chips.length) problems.push(`chip ${l.chip} does not exist`);
  }
  for (const chip of t.chips) {
    const gpus = new Set(t.links.filter((l) => l.chip === chip.id).map((l) => l.gpu));
    if (gpus.size !== t.gpus.length) problems.push(`chip ${chip.id} reaches ${gpus.size} GPUs`);
  }
  return problems;
}

describe('the NVL72 rack from the model', () => {
  it('reads its counts from the model', () => {
    expect(counts).toEqual({
      topComputeTrays: 10,
      switchTrays: 9,
      bottomComputeTrays: 8,
      gpusPerComputeTray: 4,
      cpusPerComputeTray: 2,
      chipsPerSwitchTray: 2,
      portsPerChip: 72,
      linksPerGpu: 18,
    });
  });

  it('has 72 GPUs, 36 CPUs, 18 chips and 72 × 18 = 1,296 links = 18 chips × 72 ports', () => {
    expect(rack.gpus).toHaveLength(modelValue('nvl72.gpus').value);
    expect(rack.cpus).toHaveLength(modelValue('nvl72.cpus').value);
    expect(rack.chips).toHaveLength(modelValue('switch.chips').value);
    expect(rack.links).toHaveLength(1296);
    expect(rack.links).toHaveLength(modelValue('nvl72.links').value);
    expect(rack.chips.length * counts.portsPerChip).toBe(modelValue('nvl72.switchPorts').value);
  });

  it('uses every (chip, chipPort) exactly once: every switch port faces a GPU', () => {
    const used = new Map<string, number>();
    for (const l of rack.links) used.set(`${l.chip}:${l.chipPort}`, (used.get(`${l.chip}:${l.chipPort}`) ?? 0) + 1);
    expect(used.size).toBe(18 * 72);
    expect([...used.values()].every((n) => n === 1)).toBe(true);
    for (let chip = 0; chip < 18; chip++)
      for (let port = 0; port < 72; port++) expect(used.has(`${chip}:${port}`)).toBe(true);
    expect(wiringProblems(rack)).toEqual([]);
  });

  it("wires GPU g's port k to switch chip k", () => {
    expect(rack.links.filter((l) => l.gpu === 5).map((l) => [l.port, l.chip, l.chipPort])).toEqual(
      Array.from({length: 18}, (_, k) => [k, k, 5]),
    );
  });

  it('puts every pair of the 72 GPUs exactly 1 switch stage apart (all 72 × 71 ordered pairs)', () => {
    const far: string[] = [];
    for (const g of rack.gpus) {
      const stages = stagesFrom(rack, g.id);
      stages.forEach((n, h) => {
        if (h !== g.id && n !== 1) far.push(`${g.id}→${h}: ${n}`);
      });
    }
    expect(far).toEqual([]);
  });

  it('switchStages agrees: 1 stage between sampled pairs (top and bottom stack), 0 to itself', () => {
    const pairs: [number, number][] = [];
    // switchStages rebuilds its adjacency on every call (~1 ms), so all pairs are checked by stagesFrom above
    for (let g = 1; g < 71; g++) pairs.push([0, g], [g, 71]); // from the top stack's first GPU, to the bottom stack's last
    pairs.push([0, 71], [71, 0], [39, 40], [40, 39]);
    const wrong = pairs.filter(([a, b]) => switchStages(rack, a, b) !== 1);
    expect(wrong).toEqual([]);
    expect(switchStages(rack, 7, 7)).toBe(0);
  });

  it('gives every ordered pair 18 chip-disjoint routes, port k → chip k → port k', () => {
    const bad: string[] = [];
    for (let a = 0; a < 72; a++)
      for (let b = 0; b < 72; b++) {
        if (a === b) continue;
        const routes = routesBetween(rack, a, b);
        const chips = new Set(routes.map((r) => r.chip));
        if (
          routes.length !== 18 ||
          chips.size !== 18 ||
          routes.some((r) => r.fromPort !== r.chip || r.toPort !== r.chip)
        )
          bad.push(`${a}→${b}`);
      }
    expect(bad).toEqual([]);
  });

  it("stacks trays as the model's rackStack: 10 compute, 9 switch, 8 compute", () => {
    const sections = rackStack
      .filter((s) => s.section !== 'power')
      .map((s) => ({section: s.section, count: modelValue(s.count).value}));
    expect(sections).toEqual([
      {section: 'compute', count: 10},
      {section: 'switch', count: 9},
      {section: 'compute', count: 8},
    ]);
    const runs: {section: string; count: number}[] = [];
    for (const tray of rack.trays) {
      const last = runs.at(-1);
      if (last?.section === tray.kind) last.count++;
      else runs.push({section: tray.kind, count: 1});
    }
    expect(runs).toEqual(sections);
    expect(rack.trays.map((t) => t.stack)).toEqual([
      ...Array(10).fill('top'),
      ...Array(9).fill('switches'),
      ...Array(8).fill('bottom'),
    ]);
    expect(rack.trays.map((t) => t.index)).toEqual(Array.from({length: 27}, (_, i) => i));
    expect(rack.trays[0]?.id).toBe('compute-0');
    expect(rack.trays[10]?.id).toBe('switch-0');
    expect(rack.trays[19]?.id).toBe('compute-10');
    expect(rackStack[0]?.section).toBe('power');
    expect(rackStack.at(-1)?.section).toBe('power');
  });

  it('puts 4 GPUs and 2 CPUs in each compute tray and 2 chips in each switch tray', () => {
    const perTray = (items: {tray: string}[]) => [
      ...items.reduce((m, x) => m.set(x.tray, (m.get(x.tray) ?? 0) + 1), new Map<string, number>()).values(),
    ];
    expect(perTray(rack.gpus)).toEqual(Array(18).fill(4));
    expect(perTray(rack.cpus)).toEqual(Array(18).fill(2));
    expect(perTray(rack.chips)).toEqual(Array(9).fill(2));
    expect(rack.gpus[0]?.tray).toBe('compute-0');
    expect(rack.gpus[71]?.tray).toBe('compute-17'); // the last GPU sits in the bottom stack
  });

  it('computes the one-hop figures the script shows', () => {
    const refs = {...model, ...(script.constants as Record<string, Quantity>)};
    // A: the top stack's middle GPU (the one the wiring scene fans out); B: the bottom stack's last; C and D: a second, disjoint pair
    expect(examplePair(refs)).toEqual({a: 20, b: 71, c: 5, d: 50});
    const {a, b, c, d} = examplePair(refs);
    expect(new Set([a, b, c, d]).size).toBe(4);
    const stackOf = (g: number) => rack.trays.find((t) => t.id === rack.gpus[g]?.tray)?.stack;
    expect([stackOf(a), stackOf(b), stackOf(c), stackOf(d)]).toEqual(['top', 'bottom', 'top', 'bottom']);
    const figures = computeRackFigures(refs);
    expect(figures['topo.links']?.value).toBe(1296);
    expect(figures['topo.stages']?.value).toBe(1);
    expect(figures['topo.routes']?.value).toBe(18);
    expect(figures['transfer.time']?.value).toBeCloseTo(1e9 / 900e9, 15);
    expect(formatQuantity(figures['transfer.time'] as Quantity)).toBe('~1.1 ms');
  });

  it("computes an all-to-all peer's share of a GPU's NVLink from the graph: 71 peers, 900 GB/s ÷ 71 ≈ 12.7 GB/s each way (hardware-facts.md C18)", () => {
    const figures = computeRackFigures({...model, ...(script.constants as Record<string, Quantity>)});
    const peers = figures['topo.peers'] as Quantity;
    const share = figures['topo.allToAllShare'] as Quantity;
    // every other GPU of the rack is a peer: one switch stage away (the graph), not typed as 72 − 1
    expect(peers.value).toBe(modelValue('nvl72.gpus').value - 1);
    expect(peers.value).toBe(71);
    expect(share.value).toBeCloseTo(900e9 / 71, 3);
    expect(share.value).toBeCloseTo(modelValue('nvlink5.perGpuEachWay').value / peers.value, 3);
    expect(share.convention).toBe('each-way');
    expect(share.kind).toBe('derived');
    expect(formatQuantity(share)).toBe('~12.7 GB/s each way');
    // the count comes from the graph: a rack without its bottom stack has 40 GPUs, so 39 peers
    expect(peersOf(buildTopology({...counts, bottomComputeTrays: 0}), 0)).toBe(39);
  });

  it("computes the same all-to-all's share over the network card: 50 GB/s ÷ 71 ≈ 0.7 GB/s each way, so per peer NVLink still moves the cards' 18× (hardware-facts.md C16, C18)", () => {
    const figures = computeRackFigures({...model, ...(script.constants as Record<string, Quantity>)});
    const peers = figures['topo.peers'] as Quantity;
    const nicShare = figures['topo.allToAllShareNic'] as Quantity;
    const share = figures['topo.allToAllShare'] as Quantity;
    expect(nicShare.value).toBeCloseTo(50e9 / 71, 3);
    expect(nicShare.value).toBeCloseTo(modelValue('nic.connectx7Bytes').value / peers.value, 3);
    expect(share.value / nicShare.value).toBeCloseTo(modelValue('nvlink5.vsNic').value, 9);
    expect(nicShare.convention).toBe('each-way');
    expect(nicShare.kind).toBe('derived');
    expect(formatQuantity(nicShare)).toBe('~0.7 GB/s each way');
  });

  it('computes the bisection on the graph: 36 GPUs a side, 18 chips × 36 links = 648 links crossing, 32.4 TB/s each way (hardware-facts.md: 36 × 0.9 TB/s)', () => {
    expect(bisection(rack)).toEqual({gpusPerSide: 36, crossingLinks: 648});
    const figures = computeRackFigures({...model, ...(script.constants as Record<string, Quantity>)});
    const cut = figures['topo.bisection'] as Quantity;
    expect(figures['topo.bisectionGpus']?.value).toBe(36);
    // the fact sheet's figure: true bisection (36 ↔ 36 GPUs, non-blocking) = 36 × 0.9 TB/s = 32.4 TB/s per direction
    expect(cut.value).toBeCloseTo(36 * 0.9e12, 3);
    expect(cut.value).toBeCloseTo(32.4e12, 3);
    expect(cut.convention).toBe('each-way');
    expect(cut.kind).toBe('derived');
    expect(formatQuantity(cut)).toBe('32.4 TB/s each way');
    // the same as half the GPUs × their per-GPU rate each way, and a quarter of the rack's sum over GPUs both ways (129.6 TB/s)
    expect(cut.value).toBeCloseTo(36 * modelValue('nvlink5.perGpuEachWay').value, 3);
    expect(cut.value * 4).toBeCloseTo(modelValue('nvl72.nvlinkTotal').value, 3);
    expect(modelValue('nvl72.nvlinkTotal').convention).toBe('both-ways');
  });

  it('shows the one-hop time as a best case of a peak rate, as grace-blackwell words its race', () => {
    const texts = script.scenes.flatMap((s) =>
      s.beats.flatMap((b: {labels?: readonly {text: string}[]; caption?: {text: string}}) => [
        ...(b.labels ?? []).map((l) => l.text),
        ...(b.caption === undefined ? [] : [b.caption.text]),
      ]),
    );
    const timed = texts.filter((t) => t.includes('{transfer.time}'));
    expect(timed).toHaveLength(1);
    for (const t of timed) {
      expect(t).toMatch(/\{nvlink5\.perGpuEachWay\} at peak/);
      expect(t).toMatch(/\{transfer\.time\} at best/);
    }
  });
});

describe('a 36-GPU variant', () => {
  // 5 + 4 compute trays of 4 GPUs = 36 GPUs; still 18 links per GPU, so still 18 chips (9 trays × 2), each with 36 ports
  const variant: RackCounts = {...counts, topComputeTrays: 5, bottomComputeTrays: 4, portsPerChip: 36};
  const t = buildTopology(variant);

  it('builds, and its checks follow from the counts', () => {
    expect(t.gpus).toHaveLength(36);
    expect(t.cpus).toHaveLength(18);
    expect(t.chips).toHaveLength(18);
    expect(t.links).toHaveLength(36 * 18);
    expect(t.trays.map((x) => x.kind)).toEqual([
      ...Array(5).fill('compute'),
      ...Array(9).fill('switch'),
      ...Array(4).fill('compute'),
    ]);
    expect(wiringProblems(t)).toEqual([]);
    expect(new Set(t.links.map((l) => `${l.chip}:${l.chipPort}`)).size).toBe(18 * 36); // every port of every chip, once
  });

  it('keeps every pair 1 stage apart with 18 routes', () => {
    const bad: string[] = [];
    for (let a = 0; a < 36; a++) {
      stagesFrom(t, a).forEach((n, b) => {
        if (a !== b && n !== 1) bad.push(`${a}→${b}: ${n} stages`);
      });
      for (let b = 0; b < 36; b++) if (a !== b && routesBetween(t, a, b).length !== 18) bad.push(`${a}→${b}: routes`);
    }
    expect(bad).toEqual([]);
    expect(switchStages(t, 0, 35)).toBe(1);
  });

  it('halves into 18 GPUs a side, 18 chips × 18 links crossing', () => {
    expect(bisection(t)).toEqual({gpusPerSide: 18, crossingLinks: 18 * 18});
  });

  it('also builds with spare chip ports (36 GPUs on 72-port chips)', () => {
    const spare = buildTopology({...variant, portsPerChip: 72});
    expect(wiringProblems(spare)).toEqual([]);
    expect(new Set(spare.links.map((l) => l.chipPort))).toEqual(new Set(Array.from({length: 36}, (_, i) => i)));
  });
});

describe('bad counts', () => {
  it('refuses fewer chips than links per GPU', () => {
    expect(() => buildTopology({...counts, switchTrays: 8})).toThrow(
      "each GPU's port k goes to chip k: 18 ports per GPU need 18 chips, the rack has 16",
    );
  });

  it('refuses more chips than links per GPU', () => {
    expect(() => buildTopology({...counts, linksPerGpu: 16})).toThrow(
      "each GPU's port k goes to chip k: 16 ports per GPU need 16 chips, the rack has 18",
    );
  });

  it('refuses more GPUs than a chip has ports', () => {
    expect(() => buildTopology({...counts, topComputeTrays: 11})).toThrow(
      '76 GPUs need 76 ports on every chip; a chip has 72',
    );
  });

  it('refuses a count that is not a whole number, naming it', () => {
    expect(() => buildTopology({...counts, gpusPerComputeTray: 3.5})).toThrow(
      'gpusPerComputeTray must be a whole number ≥ 0, got 3.5',
    );
    expect(() => buildTopology({...counts, bottomComputeTrays: -1})).toThrow(
      'bottomComputeTrays must be a whole number ≥ 0, got -1',
    );
    expect(() => buildTopology({...counts, portsPerChip: Number.NaN})).toThrow(
      'portsPerChip must be a whole number ≥ 0, got NaN',
    );
  });
});
