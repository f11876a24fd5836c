import {sum, transferTime, UnitMismatchError} from '../../src/model/derive';
import type {Quantity} from '../../src/model/quantity';
import type {References} from '../../src/script/references';

/**
 * The numbers this video computes: each race path's time for the script's read size, and the
 * part of the example model that spills out of both GPUs' HBM into LPDDR5X.
 */
export function computeGraceBlackwell(refs: References) {
  const get = (key: string): Quantity => {
    const q = refs[key];
    if (q === undefined) throw new Error(`grace-blackwell needs ${key}`);
    return q;
  };
  const size = get('race.readSize');
  const model = get('memory.modelSize');
  const hbm = get('gb200.hbmTotal');
  if (model.dimension !== hbm.dimension) throw new UnitMismatchError('the model size and HBM must both be capacities');
  const spill = sum([model, {...hbm, value: -hbm.value}], {unit: 'GB', precision: 0, note: '500 GB model − 2 × 186 GB HBM3e'});
  return {
    'race.ownHbmTime': transferTime(size, get('path.ownHbm'), {unit: 'ms', precision: 1, note: '100 GB ÷ 8 TB/s'}),
    'race.graceTime': transferTime(size, get('path.graceOverC2c'), {unit: 'ms', precision: 0, note: "100 GB ÷ ~390 GB/s; at least, since C2C's per-GPU share is unpublished"}),
    'race.pcieTime': transferTime(size, get('path.pcieServer'), {unit: 's', precision: 1, note: '100 GB ÷ 64 GB/s each way'}),
    'memory.spill': spill,
  };
}
