import {make} from '../../src/model/make-quantity';
import type {Quantity} from '../../src/model/quantity';
import type {References} from '../../src/script/references';
import {steadyLoads, steadyUtilization, warpsToSaturate, type WarpKernel} from './simulate-warps';

/** The kernel of the warp scenes: C from the script, L an example constant of the script (an order of magnitude of B200's HBM latency). */
export function kernelFrom(refs: References, warps: number): WarpKernel {
  return {warps, work: need(refs, 'kernel.work').value, latency: need(refs, 'kernel.latency').value};
}

/** Warps on the scheduler in the switching scene and the chart's last point: the SM's per-scheduler maximum. */
export function manyWarps(refs: References): number {
  return need(refs, 'sm.warpsPerScheduler').value;
}

/** The numbers the simulation computes, as quantities the script's text references. */
export function computeSmFigures(refs: References) {
  const many = manyWarps(refs);
  const note = 'computed by the warp-scheduler simulation (simulate-warps.ts)';
  const percent = (u: number) => make('percent', u * 100, '%', {kind: 'derived', precision: 0, note});
  const saturation = warpsToSaturate({work: kernelFrom(refs, 1).work, latency: kernelFrom(refs, 1).latency}, many);
  if (saturation === undefined) throw new Error(`inside-the-sm: ${many} warps do not saturate the scheduler`);
  const threads = need(refs, 'block.threads').value;
  const warpSize = need(refs, 'sm.warpSize').value;
  const occupancy = registerLimitedWarps(refs);
  const ilpWork = need(refs, 'kernel.ilpFactor').value * need(refs, 'kernel.work').value;
  const ilpSaturation = warpsToSaturate({work: ilpWork, latency: kernelFrom(refs, 1).latency}, many);
  if (ilpSaturation === undefined)
    throw new Error(`inside-the-sm: ${many} warps do not saturate the scheduler with ${ilpWork} instructions per load`);
  const occupancyNote = "registers per SM ÷ (registers per thread × warp size), at most the SM's maximum warps";
  return {
    'sim.oneWarpUtilization': percent(steadyUtilization(kernelFrom(refs, 1))),
    'sim.manyWarpsUtilization': percent(steadyUtilization(kernelFrom(refs, many))),
    'sim.manyWarps': make('count', many, '', {
      kind: 'derived',
      note: 'the per-scheduler maximum, 64 warps ÷ 4 schedulers',
    }),
    'sim.saturationWarps': make('count', saturation, '', {kind: 'derived', note}),
    'block.warps': make('count', threads / warpSize, '', {kind: 'derived', note: 'threads per block ÷ warp size'}),
    'occupancy.warpsPerSm': make('count', occupancy.perSm, '', {kind: 'derived', note: occupancyNote}),
    'occupancy.warpsPerScheduler': make('count', occupancy.perScheduler, '', {
      kind: 'derived',
      note: 'resident warps per SM ÷ schedulers',
    }),
    'occupancy.fullRegisters': make('count', occupancy.fullRegisters, '', {
      kind: 'derived',
      note: "registers per SM ÷ the SM's maximum threads",
    }),
    'sim.occupancyUtilization': percent(steadyUtilization(kernelFrom(refs, occupancy.perScheduler))),
    'sim.ilpWork': make('count', ilpWork, '', {
      kind: 'derived',
      note: "the example factor × the kernel's independent instructions per load",
    }),
    'sim.ilpSaturationWarps': make('count', ilpSaturation, '', {kind: 'derived', note}),
    'rule.warps': make('ratio', warpsRule(refs), '×', {
      kind: 'derived',
      precision: 0,
      note: "(C + L) ÷ C: the warps that cover one warp's wait with the others' work (CUDA guide, Multiprocessor Level); the simulation saturates at its next whole count",
    }),
    ...bytesInFlight(refs),
    ...loadsInFlight(refs, saturation),
  };
}

/**
 * The loads-in-flight picture's figures, from the simulation's steady state: the loads one warp and the saturating
 * count keep in flight on average (warps waiting on their load), Little's law on the scheduler.
 */
export function loadsInFlight(refs: References, saturation: number) {
  const note = "the simulation's steady state: warps waiting on their load, on average (= loads per cycle × latency)";
  const count = (warps: number) =>
    make('ratio', steadyLoads(kernelFrom(refs, warps)).inFlight, '×', {kind: 'derived', precision: 0, note});
  return {'flight.loadsOneWarp': count(1), 'flight.loadsSaturated': count(saturation)};
}

/** The rule of thumb the chart shows: warps needed ≈ (independent instructions + load latency) ÷ independent instructions. */
export function warpsRule(refs: References): number {
  const {work, latency} = kernelFrom(refs, 1);
  return (work + latency) / work;
}

/**
 * Little's law: to keep HBM streaming, the bytes in flight must equal bandwidth × latency. Taken at
 * HGX B200's HBM bandwidth and the example kernel's load latency at the SM clock, for the whole GPU
 * and per SM (the 148 SMs are HGX B200's too, so every figure is of one product).
 */
export function bytesInFlight(refs: References) {
  const seconds = need(refs, 'kernel.latency').value / need(refs, 'sm.clock').value;
  const perGpu = need(refs, 'hgxB200.gpuHbmBandwidth').value * seconds;
  const note =
    "Little's law: HGX B200's HBM bandwidth × the example load latency (kernel.latency cycles ÷ the SM clock)";
  return {
    'flight.latency': make('time', seconds * 1e9, 'ns', {
      kind: 'derived',
      precision: -1,
      approximate: true,
      note: 'kernel.latency cycles ÷ sm.clock',
    }),
    'flight.perGpu': make('dataSize', perGpu / 1e6, 'MB', {kind: 'derived', precision: 1, approximate: true, note}),
    'flight.perSm': make('dataSize', perGpu / need(refs, 'sm.count').value / 1e3, 'KB', {
      kind: 'derived',
      precision: 0,
      approximate: true,
      note: `${note}, ÷ the SM count`,
    }),
  };
}

/**
 * What occupancy costs: the warps that fit on one SM when each thread uses the script's example
 * register count (registers are allocated per warp: registers per thread × warp size), capped at the
 * SM's maximum, and shared out among the schedulers; and the registers per thread at full occupancy.
 */
export function registerLimitedWarps(refs: References): {perSm: number; perScheduler: number; fullRegisters: number} {
  const registers = need(refs, 'sm.registersPerSm').value;
  const perThread = need(refs, 'kernel.registersPerThread').value;
  const warpSize = need(refs, 'sm.warpSize').value;
  const maxWarps = need(refs, 'sm.maxWarps').value;
  const schedulers = need(refs, 'sm.schedulers').value;
  const perSm = Math.min(maxWarps, Math.floor(registers / (perThread * warpSize)));
  return {
    perSm,
    perScheduler: Math.floor(perSm / schedulers),
    fullRegisters: Math.floor(registers / (maxWarps * warpSize)),
  };
}

function need(refs: References, key: string): Quantity {
  const q = refs[key];
  if (q === undefined) throw new Error(`inside-the-sm needs ${key}`);
  return q;
}
