import type {SceneComponentsOf} from '../../../src/visual/scene-kit';
import type {script} from '../script';
import {BlockIntoWarps} from './BlockIntoWarps';
import {GpuToSm} from './GpuToSm';
import {MemoryLadder} from './MemoryLadder';
import {OneWarpStall} from './OneWarpStall';
import {RecapPanels} from './RecapPanels';
import {SmAnatomy} from './SmAnatomy';
import {SmTitle} from './SmTitle';
import {WarpsNeededChart} from './WarpsNeededChart';
import {WarpSwitching} from './WarpSwitching';

/** Drawn scenes by scene id: every scene of the script has one (a missing or misspelt id is a tsc error). */
export const insideTheSmScenes = {
  title: SmTitle,
  'gpu-to-sm': GpuToSm,
  'sm-anatomy': SmAnatomy,
  'memory-hierarchy': MemoryLadder,
  warps: BlockIntoWarps,
  'the-stall': OneWarpStall,
  'warp-switching': WarpSwitching,
  'how-many-warps': WarpsNeededChart,
  recap: RecapPanels,
} satisfies SceneComponentsOf<typeof script>;
