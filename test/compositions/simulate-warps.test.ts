// simulate-warps.ts: the warp scheduler of inside-the-sm, cycle by cycle.
import {describe, expect, it} from 'vitest';
import {kernelFrom, computeSmFigures, registerLimitedWarps} from '../../compositions/inside-the-sm/compute-sm-figures';
import {script} from '../../compositions/inside-the-sm/script';
import {
  closedFormUtilization,
  simulateWarps,
  stallCycles,
  steadyLoads,
  steadyUtilization,
  utilization,
  warpState,
  warpsToSaturate,
  type WarpKernel,
  type WarpTrace,
} from '../../compositions/inside-the-sm/simulate-warps';
import {formatQuantity, model, type Quantity} from '../../src/model/index';

const C = 79;
const L = 1038;
const period = C + 1 + L; // 1,118 cycles: C instructions, the load, then L cycles of waiting
const refs = {...model, ...(script.constants as Record<string, Quantity>)};
const kernel = (warps: number): WarpKernel => ({warps, work: C, latency: L});

/** Cycles at which warp w issued. */
const issuesOf = (trace: WarpTrace, w: number) =>
  [...trace.issued.entries()].filter(([, x]) => x === w).map(([t]) => t);

describe('the kernel of the warp scenes', () => {
  it("takes C = 79 and L = 1,000 cycles from the script's example constants (L is an example, not a measurement)", () => {
    expect(kernelFrom(refs, 1)).toEqual({warps: 1, work: 79, latency: 1000});
    expect(refs['kernel.latency']?.kind).toBe('example');
  });
});

describe('one warp', () => {
  const trace = simulateWarps(kernel(1), period * 3);

  it('issues C + 1 slots per period (79 instructions and the load), then idles L cycles', () => {
    expect(issuesOf(trace, 0).slice(0, 81)).toEqual([...Array.from({length: 80}, (_, i) => i), period]);
    for (let p = 0; p < 3; p++) {
      const from = p * period;
      expect(utilization(trace, from, from + period) * period).toBeCloseTo(C + 1, 9);
      expect(stallCycles(trace, from, from + period)).toBe(L);
      expect(trace.loads.slice(from, from + period).reduce((a, b) => a + b, 0)).toBe(1);
      expect(trace.loads[from + C]).toBe(1);
    }
  });

  it('reaches (C+1)/(C+1+L) = 80/1,118 exactly', () => {
    expect(steadyUtilization(kernel(1))).toBe(80 / 1118);
    expect(utilization(trace)).toBeCloseTo(80 / 1118, 15);
  });

  it("is ~7% busy and 16 warps are 100% busy for the script's kernel (80 / 1,080), saturating at 14 (14 × 80 = 1,120 ≥ 1,080)", () => {
    const figures = computeSmFigures(refs);
    expect(formatQuantity(figures['sim.oneWarpUtilization'] as Quantity)).toBe('~7%');
    expect(figures['sim.oneWarpUtilization']?.value).toBeCloseTo(80 / 1080, 12);
    expect(formatQuantity(figures['sim.manyWarpsUtilization'] as Quantity)).toBe('100%');
    expect(figures['sim.manyWarps']?.value).toBe(16);
    expect(figures['sim.saturationWarps']?.value).toBe(14);
  });
});

describe('many warps', () => {
  it('enough warps keep the scheduler busy every cycle', () => {
    for (const w of [14, 15, 16]) {
      expect(steadyUtilization(kernel(w))).toBe(1);
      const trace = simulateWarps(kernel(w), period * 4);
      expect(stallCycles(trace, period * 2, period * 4)).toBe(0);
    }
  });

  it.each(Array.from({length: 16}, (_, i) => i + 1))(
    'W = %i: the simulated steady state is min(1, W·(C+1)/(C+1+L)) within 1e-9',
    (w) => {
      const closed = Math.min(1, (w * (C + 1)) / (C + 1 + L));
      expect(closedFormUtilization(kernel(w))).toBe(closed);
      expect(Math.abs(steadyUtilization(kernel(w)) - closed)).toBeLessThanOrEqual(1e-9);
    },
  );

  it('the closed form holds for other kernels too', () => {
    for (const k of [
      {work: 3, latency: 20},
      {work: 0, latency: 7},
      {work: 10, latency: 0},
      {work: 31, latency: 400},
    ]) {
      for (let w = 1; w <= 8; w++)
        expect(
          Math.abs(steadyUtilization({...k, warps: w}) - closedFormUtilization({...k, warps: w})),
          `${JSON.stringify(k)} W=${w}`,
        ).toBeLessThanOrEqual(1e-9);
    }
  });

  it('14 warps saturate it (14 × 80 = 1,120 ≥ 1,118; 13 × 80 = 1,040 is not)', () => {
    expect(warpsToSaturate({work: C, latency: L}, 16)).toBe(14);
    expect(steadyUtilization(kernel(13))).toBeLessThan(1);
    expect(warpsToSaturate({work: C, latency: L}, 13)).toBeUndefined();
  });
});

describe('the trace', () => {
  it('is identical across two runs', () => {
    const a = simulateWarps(kernel(16), period * 2);
    const b = simulateWarps(kernel(16), period * 2);
    expect(a === b).toBe(false);
    expect(Buffer.from(a.issued.buffer).equals(Buffer.from(b.issued.buffer))).toBe(true);
    expect(Buffer.from(a.waiting.buffer).equals(Buffer.from(b.waiting.buffer))).toBe(true);
    expect(Buffer.from(a.loads.buffer).equals(Buffer.from(b.loads.buffer))).toBe(true);
    expect(a.issued.some((x) => x > 0)).toBe(true); // the comparison compares something
  });

  // These scan whole traces: mismatches are collected, then asserted once (an expect per cycle is slow).
  it.each([1, 3, 13, 16])('W = %i: no warp issues while it is waiting', (w) => {
    const trace = simulateWarps(kernel(w), period * 3);
    const bad: string[] = [];
    let issues = 0;
    for (let t = 0; t < trace.cycles; t++) {
      const x = trace.issued[t] ?? -1;
      if (x < 0) continue;
      issues++;
      if (trace.waiting[t * w + x] !== 0 || warpState(trace, t, x) !== 'issuing') bad.push(`cycle ${t}, warp ${x}`);
    }
    expect(bad).toEqual([]);
    expect(issues).toBe(Math.round(utilization(trace) * trace.cycles));
  });

  it.each([1, 3, 16])('W = %i: a warp that issues its load waits exactly L cycles', (w) => {
    const trace = simulateWarps(kernel(w), period * 3);
    const bad: string[] = [];
    let loads = 0;
    for (let t = 0; t < trace.cycles; t++)
      for (let x = 0; x < w; x++) {
        if (trace.loads[t * w + x] !== 1) continue;
        loads++;
        if (trace.issued[t] !== x) bad.push(`load at ${t} by ${x} was not issued by it`);
        for (let k = 1; k <= L && t + k < trace.cycles; k++) {
          // L at the next cycle, counting down to 1; stalled, never issuing
          if (trace.waiting[(t + k) * w + x] !== L + 1 - k)
            bad.push(`warp ${x}, ${k} cycles after its load at ${t}: waiting ${trace.waiting[(t + k) * w + x]}`);
          if (trace.issued[t + k] === x || warpState(trace, t + k, x) !== 'stalled')
            bad.push(`warp ${x} not stalled ${k} cycles after its load at ${t}`);
        }
        if (t + L + 1 < trace.cycles && trace.waiting[(t + L + 1) * w + x] !== 0)
          bad.push(`warp ${x} still waiting L + 1 cycles after its load at ${t}`);
      }
    expect(bad).toEqual([]);
    expect(loads).toBeGreaterThanOrEqual(w);
  });

  it('a lone warp resumes the cycle its load returns', () => {
    const trace = simulateWarps(kernel(1), period + 1);
    expect(trace.issued[C + L]).toBe(-1);
    expect(trace.issued[C + L + 1]).toBe(0);
  });

  it('picks greedy-then-oldest: a warp keeps issuing until its load, then the longest-ready warp takes over', () => {
    const trace = simulateWarps({warps: 3, work: 2, latency: 10}, 20);
    // warp 0: 2 instructions + load (0–2), warp 1 (3–5), warp 2 (6–8), idle until warp 0 returns at 2 + 10 + 1 = 13;
    // warp 1 returns at 5 + 11 = 16, right as warp 0 loads again, and warp 2 at 19
    expect([...trace.issued]).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, -1, -1, -1, -1, 0, 0, 0, 1, 1, 1, 2]);
    expect(warpState(trace, 9, 1)).toBe('stalled');
    expect(warpState(trace, 4, 2)).toBe('ready');
  });

  it('refuses impossible kernels', () => {
    expect(() => simulateWarps({warps: 0, work: 1, latency: 1}, 10)).toThrow('warps must be a whole number ≥ 1, got 0');
    expect(() => simulateWarps({warps: 2, work: 1.5, latency: 1}, 10)).toThrow(
      'work must be a whole number ≥ 0, got 1.5',
    );
    expect(() => simulateWarps({warps: 2, work: 1, latency: -1}, 10)).toThrow(
      'latency must be a whole number ≥ 0, got -1',
    );
  });
});

describe('what occupancy costs, and the second lever (how-many-warps)', () => {
  const figures = computeSmFigures(refs);
  const value = (key: string) => (figures as Record<string, Quantity>)[key]?.value;

  it('registers per SM are the register file in 32-bit registers: 65,536 (hardware-facts §1c: 64K × 32-bit = 256 KB)', () => {
    expect(refs['sm.registersPerSm']?.value).toBe(65536);
    expect((refs['sm.registersPerSm']?.value ?? 0) * 4).toBe(refs['sm.registerFile']?.value);
  });

  it("at the script's 64 registers per thread, 65,536 ÷ (64 × 32) = 32 warps fit per SM, 8 per scheduler", () => {
    expect(refs['kernel.registersPerThread']?.kind).toBe('example');
    expect(value('occupancy.warpsPerSm')).toBe(32);
    expect(value('occupancy.warpsPerScheduler')).toBe(8);
  });

  it('all 64 warps fit only at ≤ 32 registers per thread; at the 255-register maximum only 256 threads fit (hardware-facts §3 item 8)', () => {
    expect(value('occupancy.fullRegisters')).toBe(32);
    expect(
      registerLimitedWarps({
        ...refs,
        'kernel.registersPerThread': {...refs['kernel.registersPerThread'], value: 32} as Quantity,
      }).perSm,
    ).toBe(64);
    expect(
      registerLimitedWarps({
        ...refs,
        'kernel.registersPerThread': {...refs['kernel.registersPerThread'], value: 16} as Quantity,
      }).perSm,
    ).toBe(64);
    const at255 = registerLimitedWarps({
      ...refs,
      'kernel.registersPerThread': {...refs['kernel.registersPerThread'], value: 255} as Quantity,
    });
    expect(at255.perSm * 32).toBe(256);
  });

  it("8 warps keep the scheduler 8 × 80 / 1,080 ≈ 59% busy for this kernel, the chart's 8-warp bar", () => {
    expect(value('sim.occupancyUtilization')).toBeCloseTo((8 * 80) / 1080, 9);
    expect(formatQuantity(figures['sim.occupancyUtilization'] as Quantity)).toBe('~59%');
  });

  it('twice the independent work per load (158) saturates at 8 warps: 8 × 159 = 1,272 ≥ 1,159, 7 × 159 = 1,113 is not', () => {
    expect(value('sim.ilpWork')).toBe(158);
    expect(value('sim.ilpSaturationWarps')).toBe(8);
    expect(closedFormUtilization({warps: 7, work: 158, latency: 1000})).toBeLessThan(1);
    expect(value('sim.ilpSaturationWarps')).toBe(value('occupancy.warpsPerScheduler'));
  });
});

describe("steadyLoads: Little's law on the simulation", () => {
  it('keeps loads in flight = loads per cycle × latency, ~1 for one warp and L ÷ (C + 1) from saturation on', () => {
    const kernel = {work: 79, latency: 1000};
    const one = steadyLoads({...kernel, warps: 1});
    expect(one.perCycle).toBeCloseTo(1 / 1080, 12);
    expect(one.inFlight).toBeCloseTo(1000 / 1080, 12);
    for (const warps of [1, 8, 13, 14, 16]) {
      const s = steadyLoads({...kernel, warps});
      expect(s.inFlight).toBeCloseTo(s.perCycle * kernel.latency, 9);
    }
    // from the saturating count on the scheduler issues one load per C + 1 cycles: more warps add no loads in flight
    expect(steadyLoads({...kernel, warps: 14}).inFlight).toBeCloseTo(12.5, 12);
    expect(steadyLoads({...kernel, warps: 16}).inFlight).toBeCloseTo(12.5, 12);
  });
});
