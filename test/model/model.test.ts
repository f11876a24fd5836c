// The hardware model against the verified fact values (conventions in docs/design.md §Facts).
import {describe, expect, it} from 'vitest';
import {computeGraceBlackwell} from '../../compositions/grace-blackwell/race-paths';
import {script as graceScript} from '../../compositions/grace-blackwell/script';
import {
  formatQuantity,
  kinds,
  model,
  modelValue,
  qualifiersOf,
  quantitySchema,
  type ModelKey,
  type Quantity,
} from '../../src/model/index';
import {sources} from '../../src/model/sources';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {videos} from '../../compositions/index';

const GiB = 2 ** 30;
const q = (key: ModelKey): Quantity => modelValue(key);
const shown = (key: ModelKey) => formatQuantity(q(key));

/** The race's figures, computed as the video computes them: model + the script's constants. */
function race(): Record<string, Quantity> {
  const constants = graceScript.constants as Record<string, Quantity>;
  return computeGraceBlackwell({...model, ...constants});
}

describe('every model quantity', () => {
  it('validates against the quantity schema', () => {
    const failures = Object.entries(model)
      .map(([key, value]) => ({key, result: quantitySchema.safeParse(value)}))
      .filter((r) => !r.result.success)
      .map((r) => r.key);
    expect(failures).toEqual([]);
    expect(Object.keys(model).length).toBeGreaterThan(100);
  });

  it('has a kind among spec, measured and derived (example belongs to scripts)', () => {
    expect(kinds).toEqual(['spec', 'measured', 'derived', 'example']);
    const odd = Object.entries(model)
      .filter(([, v]) => !['spec', 'measured', 'derived'].includes(v.kind))
      .map(([k]) => k);
    expect(odd).toEqual([]);
  });

  it('names an https source for every spec and measured value; only a press interview and a driver log have no URL on record', () => {
    const missing: string[] = [];
    const withoutUrl: string[] = [];
    for (const [key, value] of Object.entries(model)) {
      if (value.kind !== 'spec' && value.kind !== 'measured') continue;
      const url = value.source?.url;
      if ((value.source?.title ?? '') === '' || (url !== undefined && new URL(url).protocol !== 'https:'))
        missing.push(key);
      if (url === undefined) withoutUrl.push(key);
    }
    expect(missing).toEqual([]);
    expect(withoutUrl.sort()).toEqual(['nvl72.power', 'sm.clock']);
  });

  it('backs no B200 value with the Hopper microbenchmark paper, and names the GPU of every measurement', () => {
    for (const [key, value] of Object.entries(model)) {
      if (value.source === sources.luoMicrobench) expect(value.measuredOn, key).toBe('H800');
      if (value.kind === 'measured') expect(value.measuredOn, key).toMatch(/^(B200|H800)$/);
    }
    expect(q('latency.fma').measuredOn).toBe('H800');
    expect(q('latency.l2').measuredOn).toBe('B200');
    expect(sources.cudaGuide.url).toBe('https://docs.nvidia.com/cuda/cuda-programming-guide/');
    expect(q('sm.tensorCores').source).not.toBe(sources.cudaGuide);
    // the SM's make-up is in the CC 10.0 architecture section, not in the CUDA 13 guide's limits appendix (issue #37, item 7)
    for (const key of ['sm.schedulers', 'sm.issuePerClock', 'sm.fp32Lanes', 'sm.sfus'] as ModelKey[]) {
      expect(q(key).source, key).toEqual(sources.cudaGuideCc10);
    }
    expect(sources.cudaGuideCc10.url).toMatch(/cuda-c-programming-guide\/index\.html#compute-capability-10-0$/);
    expect(q('sm.registersPerSm').value).toBe(65536);
    expect(q('b200.transistorsPerDie').source).not.toBe(sources.blackwellUltraBlog);
  });

  it('says where ~390 GB/s comes from, since NVIDIA prints "up to 512 GB/s" for Grace in GB200', () => {
    expect(q('grace.lpddrBandwidth').publishedOtherwise).toMatchObject({
      figure: 'up to 512 GB/s',
      origin: "an NVL72 rack's 14 TB/s ÷ its 36 Grace CPUs",
    });
    expect(qualifiersOf(q('grace.lpddrBandwidth'))).toEqual(["an NVL72 rack's 14 TB/s ÷ its 36 Grace CPUs"]);
    expect(qualifiersOf(q('sm.count'))).toEqual(['measured on B200']);
    expect(qualifiersOf(q('b200.vsH100L2'))).toEqual(['measured on B200']);
    expect(qualifiersOf(q('nvl72.gpus'))).toEqual([]);
  });

  it('gives every bandwidth a convention and nothing else one', () => {
    for (const [key, value] of Object.entries(model)) {
      expect([key, value.dimension === 'bandwidth'], key).toEqual([key, value.convention !== undefined]);
    }
  });

  it('validates the computed values of every video too', () => {
    for (const video of videos) {
      const refs = resolveVideo(video).references;
      for (const [key, value] of Object.entries(refs))
        expect(quantitySchema.safeParse(value).success, `${video.script.id}: ${key}`).toBe(true);
    }
  });
});

describe('values against the fact sheet', () => {
  // [key, value in base units, label, kind, convention]
  const table: [ModelKey, number, string, string, string | undefined][] = [
    ['pcie5.bothWays', 128e9, '128 GB/s both ways', 'spec', 'both-ways'],
    ['pcie5.eachWay', 64e9, '64 GB/s each way', 'derived', 'each-way'],
    ['h100.pcieBothWays', 128e9, '128 GB/s both ways', 'spec', 'both-ways'],
    ['h100.pcieEachWay', 64e9, '64 GB/s each way', 'derived', 'each-way'],
    ['c2c.bothWays', 900e9, '900 GB/s both ways', 'spec', 'both-ways'],
    ['c2c.eachWay', 450e9, '450 GB/s each way', 'derived', 'each-way'],
    ['nvlink5.linksPerGpu', 18, '18', 'spec', undefined],
    ['nvlink5.perLink', 100e9, '100 GB/s both ways', 'spec', 'both-ways'],
    ['nvlink5.perLinkEachWay', 50e9, '50 GB/s each way', 'derived', 'each-way'],
    ['nvlink5.perGpu', 1.8e12, '1.8 TB/s both ways', 'derived', 'both-ways'],
    ['nvlink5.perGpuEachWay', 900e9, '900 GB/s each way', 'derived', 'each-way'],
    ['nvlink5.vsHopper', 2, '2×', 'derived', undefined],
    ['hopper.nvlinkPerGpu', 900e9, '900 GB/s both ways', 'spec', 'both-ways'],
    ['nic.connectx7', 50e9, '400 Gb/s each way', 'spec', 'each-way'],
    ['nic.connectx7Bytes', 50e9, '50 GB/s each way', 'spec', 'each-way'],
    ['h100.transistors', 80e9, '80 B', 'spec', undefined],
    ['h100.hbm', 80 * GiB, '80 GB', 'spec', undefined],
    ['h100.hbmBandwidth', 3.35e12, '3.35 TB/s', 'spec', 'aggregate'],
    ['h100.l2', 52_428_800, '50 MB', 'spec', undefined],
    ['b200.dies', 2, '2', 'spec', undefined],
    ['b200.transistorsPerDie', 104e9, '104 B', 'spec', undefined],
    ['b200.transistors', 208e9, '208 B', 'derived', undefined],
    ['b200.nvhbi', 10e12, '10 TB/s', 'spec', 'unstated'],
    ['b200.l2', 132_644_864, '126.5 MB', 'measured', undefined],
    ['hbm3e.dramDie', 3 * GiB, '3 GB', 'spec', undefined],
    ['hbm3e.stackCapacity', 24 * GiB, '24 GB', 'derived', undefined],
    ['b200.hbmPhysical', 192 * GiB, '192 GB', 'derived', undefined],
    ['gb200.gpuHbm', 186 * GiB, '186 GB', 'spec', undefined],
    ['gb200.gpuHbmBandwidth', 8e12, '8 TB/s', 'spec', 'aggregate'],
    ['hgxB200.gpuHbm', 180 * GiB, '180 GB', 'spec', undefined],
    ['hgxB200.gpuHbmBandwidth', 7.7e12, '7.7 TB/s', 'spec', 'aggregate'],
    ['gb200.hbmTotal', 372 * GiB, '372 GB', 'derived', undefined],
    ['gb200.memoryTotal', 852 * GiB, '852 GB', 'derived', undefined],
    ['grace.cores', 72, '72', 'spec', undefined],
    ['grace.lpddr', 480 * GiB, '480 GB', 'spec', undefined],
    ['grace.lpddrBandwidthSmallConfig', 512e9, '512 GB/s', 'spec', 'aggregate'],
    ['grace.l3', 117 * 2 ** 20, '117 MB', 'spec', undefined],
    ['rack.lpddrBandwidth', 14e12, '14 TB/s', 'spec', 'aggregate'],
    ['host.ddr5Bandwidth', 307.2e9, '~307 GB/s', 'derived', 'aggregate'],
    ['sm.count', 148, '148', 'measured', undefined],
    ['sm.perDieEnabled', 74, '74', 'measured', undefined],
    ['sm.perDiePhysical', 80, '80', 'measured', undefined],
    ['sm.registerFile', 256 * 1024, '256 KB', 'spec', undefined],
    ['sm.registerFilePerSmsp', 64 * 1024, '64 KB', 'derived', undefined],
    ['sm.sharedMax', 228 * 1024, '228 KB', 'spec', undefined],
    ['sm.tensorMemory', 256 * 1024, '256 KB', 'spec', undefined],
    ['sm.maxThreads', 2048, '2,048', 'derived', undefined],
    ['sm.warpsPerScheduler', 16, '16', 'derived', undefined],
    ['sm.clock', 1.965e9, '~2 GHz', 'measured', undefined],
    ['latency.shared', 29, '~29 cycles', 'measured', undefined],
    ['latency.l2', 295, '~300 cycles', 'derived', undefined],
    ['latency.l1', 39, '~39 cycles', 'derived', undefined],
    ['nvl72.gpus', 72, '72', 'spec', undefined],
    ['nvl72.cpus', 36, '36', 'spec', undefined],
    ['nvl72.computeTrays', 18, '18', 'derived', undefined],
    ['nvl72.switchTrays', 9, '9', 'spec', undefined],
    ['switch.chips', 18, '18', 'derived', undefined],
    ['switch.portsPerChip', 72, '72', 'spec', undefined],
    ['switch.portsPerTray', 144, '144', 'derived', undefined],
    ['switch.chipBandwidth', 7.2e12, '7.2 TB/s both ways', 'derived', 'both-ways'],
    ['nvl72.power', 120e3, '~120 kW', 'spec', undefined],
    ['nvl72.cables', 5000, '5,000', 'spec', undefined],
    ['nvl72.cableLength', 2 * 1609.344, '~2 miles', 'spec', undefined],
    ['nvl72.cableLengthKm', 2 * 1609.344, '~3 km', 'spec', undefined],
    ['nvl72.hops', 1, '1', 'spec', undefined],
  ];
  it.each(table)('%s = %d, shown "%s"', (key, value, label, kind, convention) => {
    const x = q(key);
    expect(x.value).toBeCloseTo(value, 6);
    expect(Math.abs(x.value - value)).toBeLessThanOrEqual(1e-12 * Math.abs(value));
    expect(formatQuantity(x)).toBe(label);
    expect(x.kind).toBe(kind);
    expect(x.convention).toBe(convention);
  });
});

describe('derived values', () => {
  it('nvlink5.perGpu is 1.8 TB/s both ways and 900 GB/s each way', () => {
    expect(q('nvlink5.perGpu')).toMatchObject({value: 1.8e12, convention: 'both-ways', kind: 'derived'});
    expect(q('nvlink5.perGpuEachWay')).toMatchObject({value: 900e9, convention: 'each-way', kind: 'derived'});
  });

  it('nvl72.nvlinkTotal is 72 × 1.8 TB/s = 129.6 TB/s, shown "~130 TB/s both ways"', () => {
    expect(q('nvl72.nvlinkTotal').value).toBe(129.6e12);
    expect(q('nvl72.nvlinkTotal').convention).toBe('both-ways');
    expect(shown('nvl72.nvlinkTotal')).toBe('~130 TB/s both ways');
  });

  it('links and switch ports agree: 72 × 18 = 18 × 72 = 1,296', () => {
    expect(q('nvl72.links').value).toBe(1296);
    expect(q('nvl72.switchPorts').value).toBe(1296);
    expect(shown('nvl72.links')).toBe('1,296');
    expect(shown('nvl72.switchPorts')).toBe('1,296');
  });

  it('gb200.memoryTotal is 2 × 186 GB + 480 GB = 852 GB, in binary bytes', () => {
    expect(q('gb200.memoryTotal')).toMatchObject({dimension: 'capacity', value: 852 * 2 ** 30, unit: 'GB'});
    expect(shown('gb200.memoryTotal')).toBe('852 GB');
  });

  it('grace.lpddrBandwidth is the rack\'s 14 TB/s over 36 CPUs, shown "~390 GB/s", kind derived', () => {
    expect(q('grace.lpddrBandwidth').value).toBe(14e12 / 36);
    expect(q('grace.lpddrBandwidth').kind).toBe('derived');
    expect(q('grace.lpddrBandwidth').convention).toBe('aggregate');
    expect(shown('grace.lpddrBandwidth')).toBe('~390 GB/s');
  });

  it("path.graceOverC2c is bounded by LPDDR5X (~389 GB/s), not C2C's 450 GB/s each way", () => {
    const path = q('path.graceOverC2c');
    expect(path.value).toBe(q('grace.lpddrBandwidth').value);
    expect(path.value).toBeLessThan(q('c2c.eachWay').value);
    expect(path.value).not.toBe(450e9);
    expect(formatQuantity(path, ['bare'])).toBe('~390 GB/s');
  });

  it('100 GB over Grace LPDDR5X takes at least 257.14 ms (unrounded), shown "~257 ms"', () => {
    const t = race()['race.graceTime'];
    expect(t?.dimension).toBe('time');
    expect((t?.value ?? 0) * 1000).toBeCloseTo(257.142857, 5);
    expect(t?.value).toBeCloseTo(100e9 / (14e12 / 36), 12);
    expect(formatQuantity(t as Quantity)).toBe('~257 ms');
  });

  it('100 GB from HBM takes exactly 12.5 ms', () => {
    const t = race()['race.ownHbmTime'] as Quantity;
    expect(t.value).toBeCloseTo(0.0125, 12);
    expect(formatQuantity(t)).toBe('12.5 ms');
    expect(formatQuantity(q('path.ownHbm'), ['bare'])).toBe('8 TB/s');
  });

  it('100 GB over the PCIe server takes ~1.6 s: PCIe each way is the minimum, not host DDR5', () => {
    expect(q('host.ddr5Bandwidth').value).toBeCloseTo(307.2e9, 0);
    expect(q('host.ddr5Bandwidth').value).toBeGreaterThan(q('pcie5.eachWay').value);
    expect(q('path.pcieServer').value).toBe(64e9);
    const t = race()['race.pcieTime'] as Quantity;
    expect(t.value).toBeCloseTo(1.5625, 12);
    expect(formatQuantity(t)).toBe('~1.6 s');
  });

  it("one GPU's 300 GB working set leaves 114 GB beyond its own 186 GB of HBM, in LPDDR5X", () => {
    const spill = race()['memory.spill'] as Quantity;
    expect(spill).toMatchObject({dimension: 'capacity', value: 114 * GiB});
    expect(formatQuantity(spill)).toBe('114 GB');
  });

  it("the discrete server's PCIe is the H100 datasheet's figure (issue 37, item 7), halved explicitly", () => {
    expect(q('h100.pcieBothWays').source).toEqual(sources.h100Page);
    expect(q('h100.pcieEachWay').value).toBe(q('h100.pcieBothWays').value / 2);
  });

  it("one GPU reads the other GPU's HBM over NVLink at 900 GB/s each way at peak: NVLink 5, not the HBM, is the minimum", () => {
    const peer = q('path.peerOverNvlink');
    expect(peer).toMatchObject({value: 900e9, convention: 'each-way'});
    expect(peer.value).toBe(q('nvlink5.perGpuEachWay').value);
    expect(peer.value).toBeGreaterThan(q('path.graceOverC2c').value);
    expect(formatQuantity(peer, ['bare'])).toBe('900 GB/s');
  });

  it('h100.hbmVsPcie = 3.35 TB/s ÷ 64 GB/s = 52.34, shown "~52×"', () => {
    expect(q('h100.hbmVsPcie').value).toBeCloseTo(52.34375, 9);
    expect(shown('h100.hbmVsPcie')).toBe('~52×');
  });

  it('B200 vs H100: L2 "~2.5×", transistors "2.6×" (exact, no tilde), bandwidth "~2.4×"', () => {
    expect(q('b200.vsH100L2').value).toBeCloseTo(2.53, 12);
    expect(shown('b200.vsH100L2')).toBe('~2.5×');
    expect(q('b200.vsH100Transistors').value).toBeCloseTo(2.6, 12);
    expect(shown('b200.vsH100Transistors')).toBe('2.6×');
    expect(shown('b200.vsH100Bandwidth')).toBe('~2.4×');
  });

  it('NVLink 5 is 18× a ConnectX-7 each way and ~14× PCIe Gen5 both ways; C2C ~7× PCIe each way', () => {
    expect(q('nvlink5.vsNic').value).toBe(18);
    expect(shown('nvlink5.vsNic')).toBe('18×');
    expect(q('nvlink5.vsPcie').value).toBeCloseTo(14.0625, 12);
    expect(shown('nvlink5.vsPcie')).toBe('~14×');
    expect(q('c2c.vsPcie').value).toBeCloseTo(7.03125, 12);
    expect(shown('c2c.vsPcie')).toBe('~7×');
  });

  it('HBM latency is an order of magnitude, ~0.5–0.8 µs ≈ ~1,000–1,600 cycles at 1.965 GHz (no readable B200 figure)', () => {
    expect(shown('latency.hbmLow')).toBe('~0.5 µs');
    expect(shown('latency.hbmHigh')).toBe('~0.8 µs');
    expect(q('latency.hbmLowCycles').value).toBe(983);
    expect(shown('latency.hbmLowCycles')).toBe('~1,000 cycles');
    expect(shown('latency.hbmHighCycles')).toBe('~1,600 cycles');
    expect(q('latency.hbmLow').note).toMatch(/plotted/);
  });

  it('keys the HBM by SKU: GB200 186 GB at 8 TB/s, HGX B200 180 GB at 7.7 TB/s', () => {
    expect(q('gb200.gpuHbm').value).toBe(186 * GiB);
    expect(q('hgxB200.gpuHbm').value).toBe(180 * GiB);
    expect(q('gb200.gpuHbm').value).not.toBe(q('hgxB200.gpuHbm').value);
    expect(q('gb200.gpuHbmBandwidth').value).toBe(8e12);
    expect(q('hgxB200.gpuHbmBandwidth').value).toBe(7.7e12);
  });

  it('latencies, SM count, L2 and clock are measured, not spec (§0)', () => {
    for (const key of [
      'sm.count',
      'b200.l2',
      'sm.clock',
      'latency.fma',
      'latency.shared',
      'latency.l1Ns',
      'latency.l2Ns',
      'latency.hbmLow',
      'latency.hbmHigh',
    ] as ModelKey[]) {
      expect(q(key).kind, key).toBe('measured');
    }
    for (const key of [
      'latency.fma',
      'latency.shared',
      'latency.l1',
      'latency.l2',
      'latency.hbmLow',
      'latency.hbmHighCycles',
    ] as ModelKey[]) {
      expect(q(key).approximate, key).toBe(true);
    }
  });

  it('the rack total is a sum over GPUs (both ways), and the NIC is per direction', () => {
    expect(q('nvl72.nvlinkTotal').note).toMatch(/not bisection/);
    expect(q('nic.connectx7').convention).toBe('each-way');
  });

  it('modelValue names an unknown key', () => {
    expect(() => modelValue('nvlink5.perGPU' as ModelKey)).toThrow('unknown model key nvlink5.perGPU');
  });
});
