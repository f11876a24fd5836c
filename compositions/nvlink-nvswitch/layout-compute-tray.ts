/**
 * One compute tray seen from above: its superchips (each a Grace CPU between its Blackwell
 * GPUs) on the left, the network cards, DPUs and local NVMe on the right. Pure.
 */
import type {Rect} from '../../src/visual/geometry';

export type TrayCounts = {superchips: number; gpus: number; nics: number; dpus: number};

export type ComputeTrayLayout = {
  tray: Rect;
  /** where the parts label sits, above the superchips */
  partsLabel: {x: number; y: number};
  superchips: Rect[];
  cpus: Rect[];
  gpus: Rect[];
  nicsLabel: {x: number; y: number; maxWidth: number};
  nics: Rect[];
  dpus: Rect[];
  nvme: Rect;
  nvmeLabel: {x: number; y: number};
};

/** Where the compute-tray scene draws the opened tray (the next scene's entrance starts from it). */
export const computeTrayBox: Rect = {x: 160, y: 200, w: 1600, h: 580};

/** The tray's GPU that grows into the next scene's drawing of one GPU and its ports. */
export const grownGpu = 0;

const pad = 40;
const gap = 24;
const labelBand = 100;

export function layoutComputeTray(counts: TrayCounts, tray: Rect): ComputeTrayLayout {
  const inner = {x: tray.x + pad, y: tray.y + pad / 2, w: tray.w - 2 * pad, h: tray.h - pad};
  const leftWidth = inner.w * 0.52;
  const right = {x: inner.x + leftWidth + pad * 1.5, w: inner.w - leftWidth - pad * 1.5};
  const rowsTop = inner.y + labelBand;
  const rowHeight = (inner.y + inner.h - rowsTop - gap * (counts.superchips - 1)) / counts.superchips;
  const gpusPer = counts.gpus / counts.superchips;
  const half = Math.ceil(gpusPer / 2);
  const superchips: Rect[] = [];
  const cpus: Rect[] = [];
  const gpus: Rect[] = [];
  for (let s = 0; s < counts.superchips; s++) {
    const row = {x: inner.x, y: rowsTop + s * (rowHeight + gap), w: leftWidth, h: rowHeight};
    superchips.push(row);
    const slots = gpusPer + 1;
    const cpuShare = 0.8;
    const unit = (row.w - 2 * gap - (slots - 1) * gap) / (gpusPer + cpuShare);
    let x = row.x + gap;
    for (let i = 0; i < slots; i++) {
      const isCpu = i === half;
      const width = isCpu ? unit * cpuShare : unit;
      const rect = {x, y: row.y + gap, w: width, h: row.h - 2 * gap};
      (isCpu ? cpus : gpus).push(rect);
      x += width + gap;
    }
  }
  const rowOf = (n: number, y: number, h: number) => {
    const width = (right.w - (n - 1) * gap / 1.5) / n;
    return Array.from({length: n}, (_, i) => ({x: right.x + i * (width + gap / 1.5), y, w: width, h}));
  };
  const nicsTop = rowsTop + 20;
  const nics = rowOf(counts.nics, nicsTop, 80);
  const dpus = rowOf(counts.dpus, nicsTop + 80 + gap, 80);
  const nvme = {x: right.x, y: inner.y + inner.h - 110, w: right.w, h: 80};
  return {
    tray: {...tray},
    partsLabel: {x: inner.x, y: inner.y + 24},
    superchips, cpus, gpus,
    nicsLabel: {x: right.x, y: inner.y + 4, maxWidth: right.w + pad},
    nics, dpus, nvme,
    nvmeLabel: {x: right.x, y: nvme.y - 56},
  };
}
