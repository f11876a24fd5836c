import type {SceneComponents} from '../../../src/visual/VideoBody';
import {ComputeTrayOpened} from './ComputeTrayOpened';
import {GpuWithPorts} from './GpuWithPorts';
import {SwitchTrayOpened} from './SwitchTrayOpened';
import {EveryGpuToEverySwitch} from './EveryGpuToEverySwitch';
import {OneHopAnyPair} from './OneHopAnyPair';
import {NvlinkVersusNetwork} from './NvlinkVersusNetwork';
import {RackTitle} from './RackTitle';
import {RecapHopInRack} from './RecapHopInRack';
import {TheRack} from './TheRack';

/** Drawn scenes by scene id; a scene missing here shows its labels as plain text. */
export const nvlinkNvswitchScenes: SceneComponents = {title: RackTitle, 'the-rack': TheRack, 'compute-tray': ComputeTrayOpened,
  'gpu-ports': GpuWithPorts,
  'switch-tray': SwitchTrayOpened,
  'all-to-all-wiring': EveryGpuToEverySwitch,
  'one-hop': OneHopAnyPair,
  'why-it-matters': NvlinkVersusNetwork,
  recap: RecapHopInRack};
