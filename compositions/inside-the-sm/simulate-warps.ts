/**
 * A warp scheduler, cycle by cycle. W warps share one scheduler; each warp runs a loop of
 * C independent instructions followed by one global load whose result arrives L cycles later.
 * Each cycle the scheduler issues one instruction from one ready warp, picked
 * greedy-then-oldest: the warp that issued last keeps issuing while it is ready; otherwise
 * the warp that has been ready longest (lowest index on a tie). A warp that issues its load
 * waits L cycles (it cannot issue again before cycle t + L + 1).
 *
 * Pure and deterministic: the same inputs give the same trace.
 */
export type WarpKernel = {
  /** W: warps on the scheduler */
  warps: number;
  /** C: independent instructions before each load */
  work: number;
  /** L: load latency in cycles */
  latency: number;
};

export type WarpState = 'issuing' | 'ready' | 'stalled';

export type WarpTrace = {
  kernel: WarpKernel;
  cycles: number;
  /** per cycle: the warp that issued, or -1 when the scheduler idled */
  issued: Int16Array;
  /** per cycle and warp (cycle × warps + warp): cycles left to wait at the start of that cycle; 0 = ready */
  waiting: Int32Array;
  /** per cycle and warp: 1 when that warp issued its load that cycle */
  loads: Uint8Array;
};

export function simulateWarps(kernel: WarpKernel, cycles: number): WarpTrace {
  const {warps, work, latency} = kernel;
  if (!Number.isInteger(warps) || warps < 1) throw new Error(`warps must be a whole number ≥ 1, got ${warps}`);
  if (!Number.isInteger(work) || work < 0) throw new Error(`work must be a whole number ≥ 0, got ${work}`);
  if (!Number.isInteger(latency) || latency < 0) throw new Error(`latency must be a whole number ≥ 0, got ${latency}`);
  const issued = new Int16Array(cycles).fill(-1);
  const waiting = new Int32Array(cycles * warps);
  const loads = new Uint8Array(cycles * warps);
  const readyAt = new Array<number>(warps).fill(0);
  const position = new Array<number>(warps).fill(0); // instructions issued in the current loop iteration
  let last = -1;
  for (let t = 0; t < cycles; t++) {
    for (let w = 0; w < warps; w++) waiting[t * warps + w] = Math.max(0, (readyAt[w] ?? 0) - t);
    const w = last >= 0 && (readyAt[last] ?? 0) <= t ? last : oldestReady(readyAt, t);
    if (w < 0) continue;
    issued[t] = w;
    last = w;
    const p = (position[w] ?? 0) + 1;
    if (p === work + 1) {
      loads[t * warps + w] = 1;
      position[w] = 0;
      readyAt[w] = t + latency + 1;
      last = -1;
    } else {
      position[w] = p;
    }
  }
  return {kernel, cycles, issued, waiting, loads};
}

/** The warp ready longest at cycle t (earliest readyAt, lowest index on a tie), or -1. */
function oldestReady(readyAt: number[], t: number): number {
  let best = -1;
  for (let w = 0; w < readyAt.length; w++) {
    const r = readyAt[w] ?? 0;
    if (r <= t && (best < 0 || r < (readyAt[best] ?? 0))) best = w;
  }
  return best;
}

/** State of warp w at cycle t. */
export function warpState(trace: WarpTrace, t: number, w: number): WarpState {
  if (trace.issued[t] === w) return 'issuing';
  return (trace.waiting[t * trace.kernel.warps + w] ?? 0) > 0 ? 'stalled' : 'ready';
}

/** Fraction of cycles in [from, to) in which the scheduler issued. */
export function utilization(trace: WarpTrace, from = 0, to = trace.cycles): number {
  let busy = 0;
  for (let t = from; t < to; t++) if ((trace.issued[t] ?? -1) >= 0) busy++;
  return to > from ? busy / (to - from) : 0;
}

/** Cycles in [from, to) when no warp could issue. */
export function stallCycles(trace: WarpTrace, from = 0, to = trace.cycles): number {
  return to - from - Math.round(utilization(trace, from, to) * (to - from));
}

/** Steady-state utilization: measured over whole loop periods after the first. */
export function steadyUtilization(kernel: WarpKernel, periods = 12): number {
  const period = kernel.work + 1 + kernel.latency;
  const trace = simulateWarps(kernel, period * periods);
  return utilization(trace, period * 2, period * periods);
}

/** The closed form: min(1, W·(C+1)/(C+1+L)). */
export function closedFormUtilization({warps, work, latency}: WarpKernel): number {
  return Math.min(1, (warps * (work + 1)) / (work + 1 + latency));
}

/** Fewest warps whose simulated steady state keeps the scheduler always busy. */
export function warpsToSaturate(kernel: Omit<WarpKernel, 'warps'>, maxWarps: number): number | undefined {
  for (let w = 1; w <= maxWarps; w++) if (steadyUtilization({...kernel, warps: w}) >= 1 - 1e-9) return w;
  return undefined;
}

/**
 * One round of the steady state, in cycles: every warp issues its C + 1 slots once per round, and a warp cannot
 * come round sooner than its own loop (C + 1 + L). From the end of the first round on, the trace repeats with it.
 */
export function steadyRound({warps, work, latency}: WarpKernel): number {
  return Math.max(warps * (work + 1), work + 1 + latency);
}

/**
 * The steady state's loads (Little's law on the simulation): loads issued per cycle, and loads in flight on average
 * (warps waiting on their load), over whole rounds after the first. In flight = per cycle × latency, exactly.
 */
export function steadyLoads(kernel: WarpKernel, rounds = 6): {perCycle: number; inFlight: number} {
  const round = steadyRound(kernel);
  const cycles = round * (rounds + 1);
  const trace = simulateWarps(kernel, cycles);
  let loads = 0;
  let waiting = 0;
  for (let t = round; t < cycles; t++)
    for (let w = 0; w < kernel.warps; w++) {
      loads += trace.loads[t * kernel.warps + w] ?? 0;
      if ((trace.waiting[t * kernel.warps + w] ?? 0) > 0) waiting++;
    }
  return {perCycle: loads / (round * rounds), inFlight: waiting / (round * rounds)};
}
