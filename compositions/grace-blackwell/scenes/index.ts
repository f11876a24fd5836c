import type {SceneComponentsOf} from '../../../src/visual/scene-kit';
import type {script} from '../script';
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

/** Drawn scenes by scene id: every scene of the script has one (a missing or misspelt id is a tsc error). */
export const graceBlackwellScenes = {
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
} satisfies SceneComponentsOf<typeof script>;
