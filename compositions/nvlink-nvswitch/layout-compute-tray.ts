/**
 * One compute tray seen from above: its superchips (each a Grace CPU between its Blackwell
 * GPUs) on the left, the network cards, DPUs and local NVMe on the right. Pure.
 */
import type {SizedRect} from '../../src/visual/geometry';

export type TrayCounts = {superchips: number; gpus: number; nics: number; dpus: number};

export type ComputeTrayLayout = {
  tray: SizedRect;
  /** where the parts label sits, above the superchips */
  partsLabel: {x: number; y: number};
  superchips: SizedRect[];
  cpus: SizedRect[];
  gpus: SizedRect[];
  nicsLabel: {x: number; y: number; maxWidth: number};
  nics: SizedRect[];
  dpus: SizedRect[];
  nvme: SizedRect;
  nvmeLabel: {x: number; y: number};
};

/** Where the compute-tray scene draws the opened tray (the next scene's entrance starts from it). */
export const computeTrayBox: SizedRect = {x: 160, y: 200, width: 1600, height: 580};

/** The tray's GPU that grows into the next scene's drawing of one GPU and its ports. */
export const grownGpu = 0;

const pad = 40;
const gap = 24;
const labelBand = 100;

export function layoutComputeTray(counts: TrayCounts, tray: SizedRect): ComputeTrayLayout {
  const inner = {x: tray.x + pad, y: tray.y + pad / 2, width: tray.width - 2 * pad, height: tray.height - pad};
  const leftWidth = inner.width * 0.52;
  const right = {x: inner.x + leftWidth + pad * 1.5, width: inner.width - leftWidth - pad * 1.5};
  const rowsTop = inner.y + labelBand;
  const rowHeight = (inner.y + inner.height - rowsTop - gap * (counts.superchips - 1)) / counts.superchips;
  const gpusPer = counts.gpus / counts.superchips;
  const half = Math.ceil(gpusPer / 2);
  const superchips: SizedRect[] = [];
  const cpus: SizedRect[] = [];
  const gpus: SizedRect[] = [];
  for (let s = 0; s < counts.superchips; s++) {
    const row = {x: inner.x, y: rowsTop + s * (rowHeight + gap), width: leftWidth, height: rowHeight};
    superchips.push(row);
    const slots = gpusPer + 1;
    const cpuShare = 0.8;
    const unit = (row.width - 2 * gap - (slots - 1) * gap) / (gpusPer + cpuShare);
    let x = row.x + gap;
    for (let i = 0; i < slots; i++) {
      const isCpu = i === half;
      const width = isCpu ? unit * cpuShare : unit;
      const rect = {x, y: row.y + gap, width, height: row.height - 2 * gap};
      (isCpu ? cpus : gpus).push(rect);
      x += width + gap;
    }
  }
  const rowOf = (n: number, y: number, height: number) => {
    const width = (right.width - (n - 1) * gap / 1.5) / n;
    return Array.from({length: n}, (_, i) => ({x: right.x + i * (width + gap / 1.5), y, width, height}));
  };
  const nicsTop = rowsTop + 20;
  const nics = rowOf(counts.nics, nicsTop, 80);
  const dpus = rowOf(counts.dpus, nicsTop + 80 + gap, 80);
  const nvme = {x: right.x, y: inner.y + inner.height - 110, width: right.width, height: 80};
  return {
    tray: {...tray},
    partsLabel: {x: inner.x, y: inner.y + 24},
    superchips, cpus, gpus,
    nicsLabel: {x: right.x, y: inner.y + 4, maxWidth: right.width + pad},
    nics, dpus, nvme,
    nvmeLabel: {x: right.x, y: nvme.y - 56},
  };
}
