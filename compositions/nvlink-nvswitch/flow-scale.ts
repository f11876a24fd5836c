import {useMemo} from 'react';
import {flowScale, type FlowScale} from '../../src/visual/flow';
import {useValue} from './kit';

/**
 * This video's one flow scale (the kit's Flow, src/visual/flow.ts): every stream moves at the
 * same speed and carries one dot per `flow.dotSize` (the script's example constant), so the dots
 * passing a point each second are proportional to the stream's bandwidth: at 10 GB a dot one
 * NVLink port's 50 GB/s each way (and a ConnectX-7's) is five dots a second, 60 px apart at
 * 300 px/s; a GPU's 900 GB/s would be nine lanes (at most 10 dots a second a lane, so dots are seen moving forward). Every stream repeats each `period` (1 s): the beats that show a steady flow declare it.
 */
export function nvlinkFlow(bytesPerDot: number): FlowScale {
  // slower than the kit's default: a port's stream leaves a short stub, and a dot must be seen on it
  return flowScale({bytesPerDot, speed: 300, dot: 18, lanePitch: 24, maxDotsPerLane: 10, period: 1});
}

/** The video's flow scale, for the scenes. */
export function useNvlinkFlow(): FlowScale {
  const bytesPerDot = useValue('flow.dotSize');
  return useMemo(() => nvlinkFlow(bytesPerDot), [bytesPerDot]);
}
