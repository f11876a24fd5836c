import type {SceneComponents} from '../../../src/visual/VideoBody';
import {BlockIntoWarps} from './BlockIntoWarps';
import {GpuToSm} from './GpuToSm';
import {MemoryLadder} from './MemoryLadder';
import {OneWarpStall} from './OneWarpStall';
import {RecapPanels} from './RecapPanels';
import {SmAnatomy} from './SmAnatomy';
import {SmTitle} from './SmTitle';
import {WarpsNeededChart} from './WarpsNeededChart';
import {WarpSwitching} from './WarpSwitching';

/** Drawn scenes by scene id; a scene missing here shows its labels as plain text. */
export const insideTheSmScenes: SceneComponents = {
  title: SmTitle,
  'gpu-to-sm': GpuToSm,
  'sm-anatomy': SmAnatomy,
  'memory-hierarchy': MemoryLadder,
  warps: BlockIntoWarps,
  'the-stall': OneWarpStall,
  'warp-switching': WarpSwitching,
  'how-many-warps': WarpsNeededChart,
  recap: RecapPanels,
};
