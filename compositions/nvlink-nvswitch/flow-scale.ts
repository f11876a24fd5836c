import {useMemo} from 'react';
import {flowScale, type FlowScale} from '../../src/visual/flow';
import {useValue} from './kit';

/**
 * This video's one flow scale (the kit's Flow, src/visual/flow.ts): every stream moves at the
 * same speed and carries one dot per `flow.dotSize` (the script's example constant), so the dots
 * passing a point each second are proportional to the stream's bandwidth: at 25 GB a dot one
 * NVLink port's 50 GB/s each way (and a ConnectX-7's) is two dots a second, 150 px apart at
 * 300 px/s. A dot passing a point is one flash there (a bright dot on a dark ground), so a point
 * on one stream flashes twice a second: under WCAG 2.3.1's three even where one-hop runs 36
 * streams side by side (at 10 GB a dot, five a second, `npm run audit` found 13.9 % of the frame
 * flashing, over the 8.3 % limit). Every stream repeats each `period` (1 s): the beats that show a
 * steady flow declare it.
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
