import type {SceneComponentsOf} from '../../../src/visual/scene-kit';
import type {script} from '../script';
import {ComputeTrayOpened} from './ComputeTrayOpened';
import {GpuWithPorts} from './GpuWithPorts';
import {SwitchTrayOpened} from './SwitchTrayOpened';
import {EveryGpuToEverySwitch} from './EveryGpuToEverySwitch';
import {OneHopAnyPair} from './OneHopAnyPair';
import {NvlinkVersusNetwork} from './NvlinkVersusNetwork';
import {RackTitle} from './RackTitle';
import {RecapHopInRack} from './RecapHopInRack';
import {TheRack} from './TheRack';

/** Drawn scenes by scene id: every scene of the script has one (a missing or misspelt id is a tsc error). */
export const nvlinkNvswitchScenes = {
  title: RackTitle,
  'the-rack': TheRack,
  'compute-tray': ComputeTrayOpened,
  'gpu-ports': GpuWithPorts,
  'switch-tray': SwitchTrayOpened,
  'all-to-all-wiring': EveryGpuToEverySwitch,
  'one-hop': OneHopAnyPair,
  'why-it-matters': NvlinkVersusNetwork,
  recap: RecapHopInRack,
} satisfies SceneComponentsOf<typeof script>;
