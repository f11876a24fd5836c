import {sum, transferTime, UnitMismatchError} from '../../src/model/derive';
import type {Quantity} from '../../src/model/quantity';
import type {References} from '../../src/script/references';

/**
 * The numbers this video computes: each race path's time for the script's read size, and the
 * part of one GPU's example working set that does not fit its HBM and sits in Grace's LPDDR5X.
 */
export function computeGraceBlackwell(refs: References) {
  const get = (key: string): Quantity => {
    const q = refs[key];
    if (q === undefined) throw new Error(`grace-blackwell needs ${key}`);
    return q;
  };
  const size = get('race.readSize');
  const data = get('memory.dataSize');
  const hbm = get('gb200.gpuHbm');
  if (data.dimension !== hbm.dimension) throw new UnitMismatchError('the working set and HBM must both be capacities');
  const spill = sum([data, {...hbm, value: -hbm.value}], {
    unit: 'GB',
    precision: 0,
    note: "300 GB working set − one GPU's 186 GB HBM3e",
  });
  return {
    'race.ownHbmTime': transferTime(size, get('path.ownHbm'), {unit: 'ms', precision: 1, note: '100 GB ÷ 8 TB/s'}),
    'race.graceTime': transferTime(size, get('path.graceOverC2c'), {
      unit: 'ms',
      precision: 0,
      note: "100 GB ÷ ~390 GB/s; at least, since C2C's per-GPU share is unpublished",
    }),
    'race.pcieTime': transferTime(size, get('path.pcieServer'), {
      unit: 's',
      precision: 1,
      note: '100 GB ÷ 64 GB/s each way',
    }),
    'memory.spill': spill,
  };
}
