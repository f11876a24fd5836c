/**
 * Dimensions and display units of the hardware model.
 *
 * Every quantity is stored in one base unit per dimension (bytes, bytes per second,
 * seconds, cycles, metres, counts, watts, hertz) and printed in a display unit.
 * Capacities are binary sizes printed the way NVIDIA prints them ("186 GB" = 186 × 2³⁰ B);
 * data sizes and bandwidths are decimal (GB/s = 10⁹ B/s). `capacity` and `dataSize`
 * are different dimensions, so mixing them is a validation error (docs/design.md, Facts).
 */
export const dimensions = [
  'capacity', // binary bytes (memory sizes)
  'dataSize', // decimal bytes (transfer examples)
  'bandwidth', // decimal bytes per second
  'time', // seconds
  'cycles', // clock cycles
  'frequency', // hertz
  'length', // metres
  'count', // plain counts (cores, ports, transistors)
  'power', // watts
  'ratio', // dimensionless factor, printed with ×
  'percent', // dimensionless fraction 0..1, printed as %
] as const;
export type Dimension = (typeof dimensions)[number];

const GiB = 2 ** 30;

/** Display units: the factor from one display unit to the dimension's base unit. */
export const displayUnits = {
  capacity: {KB: 2 ** 10, MB: 2 ** 20, GB: GiB, TB: 1000 * GiB},
  dataSize: {B: 1, KB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12},
  bandwidth: {'GB/s': 1e9, 'TB/s': 1e12, 'Gb/s': 1e9 / 8},
  time: {ns: 1e-9, µs: 1e-6, ms: 1e-3, s: 1},
  cycles: {cycles: 1, '': 1},
  frequency: {MHz: 1e6, GHz: 1e9},
  length: {m: 1, km: 1000, miles: 1609.344},
  count: {'': 1, B: 1e9},
  power: {W: 1, kW: 1000},
  ratio: {'×': 1},
  percent: {'%': 0.01},
} as const satisfies Record<Dimension, Record<string, number>>;

export type DisplayUnit<D extends Dimension = Dimension> = keyof (typeof displayUnits)[D] & string;

export function unitFactor(dimension: Dimension, unit: string): number {
  const table = displayUnits[dimension] as Record<string, number>;
  const factor = table[unit];
  if (factor === undefined) {
    throw new Error(
      `unit "${unit}" is not a ${dimension} unit (allowed: ${Object.keys(table)
        .map((u) => JSON.stringify(u))
        .join(', ')})`,
    );
  }
  return factor;
}

export const conventions = ['each-way', 'both-ways', 'aggregate', 'unstated'] as const;
/** How a bandwidth is counted (docs/design.md, Facts). */
export type Convention = (typeof conventions)[number];

export const kinds = ['spec', 'measured', 'derived', 'example'] as const;
export type Kind = (typeof kinds)[number];
