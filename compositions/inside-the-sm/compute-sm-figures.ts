import {make} from '../../src/model/make-quantity';
import type {Quantity} from '../../src/model/quantity';
import type {References} from '../../src/script/references';
import {steadyUtilization, warpsToSaturate, type WarpKernel} from './simulate-warps';

/** The kernel of the warp scenes: C from the script, L from the model (HBM latency in cycles). */
export function kernelFrom(refs: References, warps: number): WarpKernel {
  return {warps, work: need(refs, 'kernel.work').value, latency: need(refs, 'latency.hbm').value};
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
  return {
    'sim.oneWarpUtilization': percent(steadyUtilization(kernelFrom(refs, 1))),
    'sim.manyWarpsUtilization': percent(steadyUtilization(kernelFrom(refs, many))),
    'sim.manyWarps': make('count', many, '', {kind: 'derived', note: 'the per-scheduler maximum, 64 warps ÷ 4 schedulers'}),
    'sim.saturationWarps': make('count', saturation, '', {kind: 'derived', note}),
    'block.warps': make('count', threads / warpSize, '', {kind: 'derived', note: 'threads per block ÷ warp size'}),
  };
}

function need(refs: References, key: string): Quantity {
  const q = refs[key];
  if (q === undefined) throw new Error(`inside-the-sm needs ${key}`);
  return q;
}
