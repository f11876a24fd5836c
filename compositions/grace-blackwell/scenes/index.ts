import type {SceneComponents} from '../../../src/visual/VideoBody';
import {C2cLink} from './C2cLink';
import {DiscreteCpuGpu} from './DiscreteCpuGpu';
import {DualDieGpu} from './DualDieGpu';
import {GraceCores} from './GraceCores';
import {HbmStacks} from './HbmStacks';
import {OneModule} from './OneModule';
import {PathRace} from './PathRace';
import {SuperchipRecap} from './SuperchipRecap';
import {SuperchipTitle} from './SuperchipTitle';
import {UnifiedMemory} from './UnifiedMemory';

/** Drawn scenes by scene id; a scene missing here shows its labels as plain text. */
export const graceBlackwellScenes: SceneComponents = {
  title: SuperchipTitle,
  'discrete-cpu-gpu': DiscreteCpuGpu,
  'one-module': OneModule,
  'grace-cpu': GraceCores,
  'nvlink-c2c': C2cLink,
  'dual-die-gpu': DualDieGpu,
  hbm3e: HbmStacks,
  'unified-memory': UnifiedMemory,
  'not-uniform': PathRace,
  recap: SuperchipRecap,
};
