import {flowScale, lanesFor, type FlowScale} from '../../src/visual/flow';

/**
 * This video's one flow scale (the kit's Flow, src/visual/flow.ts), for the loads-in-flight picture: one dot is one
 * warp's load, so the "bandwidth" a stream is drawn at is loads per second on screen (loads per cycle × the script's
 * `flight.cyclesPerSecond`). Every dot makes its round trip (SM to HBM and back, `tripLength` px) in the load's latency
 * at that pace, so the dots on a track are loads per cycle × latency: Little's law, counted by eye. Throws when a stream would not hold whole dots in the
 * period, which would break the picture's period.
 */
export function loadsFlow(
  tripLength: number,
  latencyCycles: number,
  cyclesPerSecond: number,
  period: number,
): FlowScale {
  return flowScale({bytesPerDot: 1, speed: (tripLength * cyclesPerSecond) / latencyCycles, period});
}

/** The loads-in-flight picture's period, seconds: the in-flight beat's `motion.period` (a test pins the two together). */
export const flightPeriod = 3;

/** A stream of `perCycle` loads per cycle, as loads per second on screen, checked to hold whole dots per period. */
export function loadsPerSecond(perCycle: number, cyclesPerSecond: number, scale: FlowScale): number {
  const perSecond = perCycle * cyclesPerSecond;
  const perPeriod = perSecond * scale.period;
  if (Math.abs(perPeriod - Math.round(perPeriod)) > 1e-6)
    throw new Error(
      `inside-the-sm: ${perPeriod.toFixed(3)} loads per ${scale.period} s period is not whole: choose flight.cyclesPerSecond so it is`,
    );
  return perSecond;
}

/**
 * The phase (0..1 of a dot spacing, the Flow's `phase`) that makes a stream drawn along a second path continue the
 * same stream drawn along a first path `offset` px long: each dot leaving the first path's end enters the second's
 * start (the loads' round trip is drawn as two paths, out and back, in two colours).
 */
export function continuationPhase(offset: number, bandwidth: number, scale: FlowScale): number {
  const spacing = (scale.speed * scale.period) / lanesFor(bandwidth, scale).dotsPerLane;
  const phase = -offset / spacing;
  return phase - Math.floor(phase);
}
