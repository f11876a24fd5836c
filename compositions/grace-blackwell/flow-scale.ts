import {rules} from '../../src/script/rules';
import {flowScale, type FlowScale} from '../../src/visual/flow';

/**
 * This video's one flow scale (issue 43; the kit's Flow, src/visual/flow.ts): every stream moves
 * at the same speed and carries one dot per `flow.dotSize` (the script's example constant, shown
 * as the legend), so the dots passing a point each second are proportional to the stream's
 * bandwidth and a fast stream runs in parallel lanes (at most 10 dots a second each, so the dots are
 * seen moving forward): at 32 GB a dot, PCIe's 64 GB/s is one sparse lane, the C2C feed two full
 * ones, each HBM stack's 1 TB/s four.
 */
export function graceFlow(bytesPerDot: number): FlowScale {
  return flowScale({bytesPerDot});
}

/** s: a steady stream fades in over its beat's transition (the timeline's), then repeats every period. */
export const flowFadeSeconds = rules.transitionSeconds;
