import {useMemo} from 'react';
import {kernelFrom} from '../compute-sm-figures';
import {busyRuns, warpRuns} from '../layout-trace';
import {simulateWarps} from '../simulate-warps';
import {useReferences} from '../kit';

/** The example kernel simulated with `warps` warps for `cycles` cycles, with its runs for drawing. */
export function useTrace(warps: number, cycles: number) {
  const refs = useReferences();
  return useMemo(() => {
    const trace = simulateWarps(kernelFrom(refs, warps), cycles);
    return {trace, runs: Array.from({length: warps}, (_, w) => warpRuns(trace, w)), busy: busyRuns(trace)};
  }, [warps, cycles, refs]);
}
