import type {Rect} from '../../src/visual/geometry';

/**
 * Geometry of the warps scene: a block's threads start as a square grid and end as one row
 * per warp; and the SM's warp slots, one row of slots per scheduler. Pure.
 */
export type ThreadPlace = {x: number; y: number; warp: number; lane: number};

export type WarpsLayout = {
  cell: number;
  /** per thread: where it starts (the block) and ends (its warp's row) */
  start: ThreadPlace[];
  end: ThreadPlace[];
  /** one outline per warp row */
  warpRows: Rect[];
  /** the instruction bus above the first warp: one line feeding every lane */
  bus: {y: number; x1: number; x2: number; drops: number[]; dropTo: number};
};

export function layoutWarps(area: Rect, threads: number, warpSize: number): WarpsLayout {
  const warps = Math.ceil(threads / warpSize);
  const pitch = area.w / warpSize;
  const cell = pitch * 0.72;
  const rowPitch = (area.h - 40) / warps;
  const side = Math.ceil(Math.sqrt(threads));
  const gridLeft = area.x + (area.w - side * pitch) / 2;
  const gridTop = area.y + 40 + (area.h - 40 - side * pitch) / 2;
  const start = Array.from({length: threads}, (_, i) => ({
    x: gridLeft + (i % side) * pitch,
    y: gridTop + Math.floor(i / side) * pitch,
    warp: Math.floor(i / warpSize),
    lane: i % warpSize,
  }));
  const rowY = (w: number) => area.y + 40 + w * rowPitch + (rowPitch - pitch) / 2;
  const end = start.map((t) => ({...t, x: area.x + t.lane * pitch, y: rowY(t.warp)}));
  const warpRows = Array.from({length: warps}, (_, w) => ({
    x: area.x - 8,
    y: rowY(w) - 8,
    w: area.w - pitch + cell + 16,
    h: cell + 16,
  }));
  const first = warpRows[0] ?? {x: area.x, y: area.y, w: area.w, h: 0};
  return {
    cell,
    start,
    end,
    warpRows,
    bus: {
      y: area.y + 6,
      x1: area.x + cell / 2,
      x2: area.x + (warpSize - 1) * pitch + cell / 2,
      drops: Array.from({length: warpSize}, (_, l) => area.x + l * pitch + cell / 2),
      dropTo: first.y,
    },
  };
}

/** The SM's warp slots: one row per scheduler. */
export function layoutSlots(area: Rect, schedulers: number, perScheduler: number): Rect[][] {
  const gapX = 6;
  const rowPitch = area.h / schedulers;
  const width = (area.w - gapX * (perScheduler - 1)) / perScheduler;
  return Array.from({length: schedulers}, (_, s) =>
    Array.from({length: perScheduler}, (_, k) => ({
      x: area.x + k * (width + gapX),
      y: area.y + s * rowPitch,
      w: width,
      h: rowPitch * 0.7,
    })),
  );
}
