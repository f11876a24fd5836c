import {useMemo} from 'react';
import {kernelFrom} from '../compute-sm-figures';
import {busyRuns, warpRuns} from '../layout-trace';
import {simulateWarps} from '../simulate-warps';
import {useTimeline} from '../../../src/timeline/timeline-context';

/** The example kernel simulated with `warps` warps for `cycles` cycles, with its runs for drawing. */
export function useTrace(warps: number, cycles: number) {
  const {references: refs} = useTimeline();
  const work = refs['kernel.work']?.value;
  const latency = refs['latency.hbm']?.value;
  return useMemo(() => {
    const trace = simulateWarps(kernelFrom(refs, warps), cycles);
    return {trace, runs: Array.from({length: warps}, (_, w) => warpRuns(trace, w)), busy: busyRuns(trace)};
  }, [warps, cycles, work, latency]);
}
