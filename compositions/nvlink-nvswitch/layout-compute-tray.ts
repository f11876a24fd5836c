/**
 * One compute tray seen from above, pulled out beside the rack: its superchips side by side, each
 * its Blackwell GPUs side by side with its Grace CPU below them; at the tray's right-hand edge the
 * network cards in a column from the tray's top, the DPUs beneath them and the local NVMe at the
 * bottom; and the route each GPU's off-rack traffic takes: up over the boards, across to the
 * column, down to its own network card and out through the tray's edge. The routes nest without
 * crossing: the leftmost GPU's lane is the highest and runs straight into the top card, each next
 * lane one step lower turns down one step further left, to the next card. Pure.
 */
import type {Point, Rect} from '../../src/visual/geometry';

export type TrayCounts = {superchips: number; gpus: number; nics: number; dpus: number};

export type ComputeTrayLayout = {
  tray: Rect;
  superchips: Rect[];
  cpus: Rect[];
  gpus: Rect[];
  /** the right-hand column (network cards, DPUs, NVMe; the NVMe's name fits inside its box) */
  column: Rect;
  nics: Rect[];
  dpus: Rect[];
  nvme: Rect;
  /** per GPU: GPU → its network card → out through the tray's edge to the frame's edge */
  egress: Point[][];
};

/** Where the compute-tray scene draws the rack beside the tray (the rack scene's rack moves here) and the opened tray. */
export const sideRackBox: Rect = {x: 96, y: 150, w: 330, h: 542};
export const computeTrayBox: Rect = {x: 470, y: 150, w: 1354, h: 600};

/** The tray's GPU that grows into the next scene's drawing of one GPU and its ports. */
export const grownGpu = 0;

const pad = 36;
const gap = 24;
/** the gap between a board's edge and its chips, and between its two GPUs */
const boardGap = 16;
/** one lane per GPU, this far from the next: a lane's dots (18 px) stay clear of the next lane's, and a lane
 * passing over another GPU's riser is well apart from that riser's turn */
const lane = 32;
const columnShare = 0.2;
const nicHeight = 60;
const nicPitch = nicHeight + 12;

export function layoutComputeTray(counts: TrayCounts, tray: Rect): ComputeTrayLayout {
  const inner = {x: tray.x + pad, y: tray.y + pad / 2, w: tray.w - 2 * pad, h: tray.h - pad};
  const columnWidth = inner.w * columnShare;
  // the lanes above the boards: the first at the top card's middle, then one lane apart
  const firstLane = inner.y + nicHeight / 2;
  const laneY = (k: number) => firstLane + k * lane;
  // the channel beside the column where the lanes after the first turn down, one lane apart
  const channel = (counts.gpus - 1) * lane + boardGap;
  const boardsWidth = inner.w - columnWidth - channel;
  const boardsTop = laneY(counts.gpus - 1) + lane;
  const boardWidth = (boardsWidth - gap * (counts.superchips - 1)) / counts.superchips;
  const boardHeight = inner.y + inner.h - boardsTop;
  const gpusPer = counts.gpus / counts.superchips;
  const superchips: Rect[] = [];
  const cpus: Rect[] = [];
  const gpus: Rect[] = [];
  for (let s = 0; s < counts.superchips; s++) {
    const board = {x: inner.x + s * (boardWidth + gap), y: boardsTop, w: boardWidth, h: boardHeight};
    superchips.push(board);
    const gpuWidth = (board.w - boardGap * (gpusPer + 1)) / gpusPer;
    const gpuHeight = (board.h - 3 * gap) * 0.55;
    for (let i = 0; i < gpusPer; i++)
      gpus.push({x: board.x + boardGap + i * (gpuWidth + boardGap), y: board.y + gap, w: gpuWidth, h: gpuHeight});
    const cpuWidth = Math.min(board.w - 2 * boardGap, gpuWidth * 1.3);
    cpus.push({
      x: board.x + (board.w - cpuWidth) / 2,
      y: board.y + 2 * gap + gpuHeight,
      w: cpuWidth,
      h: board.h - 3 * gap - gpuHeight,
    });
  }
  const column = {x: inner.x + inner.w - columnWidth, y: inner.y, w: columnWidth, h: inner.h};
  const nics = Array.from({length: counts.nics}, (_, i) => ({
    x: column.x,
    y: column.y + i * nicPitch,
    w: column.w,
    h: nicHeight,
  }));
  const dpusTop = column.y + counts.nics * nicPitch;
  const dpuWidth = (column.w - 12 * (counts.dpus - 1)) / counts.dpus;
  const dpus = Array.from({length: counts.dpus}, (_, i) => ({
    x: column.x + i * (dpuWidth + 12),
    y: dpusTop,
    w: dpuWidth,
    h: nicHeight,
  }));
  // the NVMe fills the column under the DPUs: its name takes two lines
  const nvmeTop = dpusTop + nicHeight + 12;
  const nvme = {x: column.x, y: nvmeTop, w: column.w, h: column.y + column.h - nvmeTop};
  // each GPU's route: up to its lane, across over the GPUs right of it, down at its own place in the channel (the
  // leftmost GPU's lane meets its card's middle and needs none), into its card and out through the edge
  const egress = gpus.map((g, k) => {
    const nic = nics[k % Math.max(1, nics.length)] ?? column;
    const over = laneY(k);
    const down = column.x - k * lane;
    const y = nic.y + nic.h / 2;
    const route = [
      {x: g.x + g.w / 2, y: g.y},
      {x: g.x + g.w / 2, y: over},
      {x: down, y: over},
      {x: down, y},
      {x: tray.x + tray.w, y},
      {x: 1920 + 20, y},
    ];
    return route.filter((p, i) => i === 0 || p.x !== route[i - 1]?.x || p.y !== route[i - 1]?.y);
  });
  return {
    tray: {...tray},
    superchips,
    cpus,
    gpus,
    column,
    nics,
    dpus,
    nvme,
    egress,
  };
}
