import {useMemo} from 'react';
import {flowScale, type FlowScale} from '../../src/visual/flow';
import {useValue} from './kit';

/**
 * This video's one flow scale (the kit's Flow, src/visual/flow.ts): every stream moves at the
 * same speed and carries one dot per `flow.dotSize` (the script's example constant), so the dots
 * passing a point each second are proportional to the stream's bandwidth: at 10 GB a dot one
 * NVLink port's 50 GB/s each way is five dots a second in one lane, a GPU's 900 GB/s five full
 * lanes. Every stream repeats each `period` (1 s): the beats that show a steady flow declare it.
 */
export function nvlinkFlow(bytesPerDot: number): FlowScale {
  return flowScale({bytesPerDot, period: 1});
}

/** The video's flow scale, for the scenes. */
export function useNvlinkFlow(): FlowScale {
  const bytesPerDot = useValue('flow.dotSize');
  return useMemo(() => nvlinkFlow(bytesPerDot), [bytesPerDot]);
}
