/**
 * One NVLink switch tray opened: its NVSwitch chips side by side, each with its ports as ticks
 * around the edge; beside it, every switch tray of the rack as a small stack. Pure.
 */
import type {Topology} from './build-topology';
import type {Rect} from '../../src/visual/geometry';
import type {Side} from './layout-gpu-ports';
import type {Curve} from './layout-wiring';

export type PortTick = {x1: number; y1: number; x2: number; y2: number};
export type OpenedChip = Rect & {id: number; ticks: PortTick[]};
export type StackedTray = Rect & {id: string; chips: (Rect & {id: number})[]};

/** Where the switch-tray scene draws the opened tray and the stack of all trays (the next scene's entrance starts from them). */
export const switchTrayBox: Rect = {x: 140, y: 220, w: 1040, h: 460};
/** Where the tray is drawn while it is the whole picture (opened, before the stack of trays joins it beside it): wide across the frame. */
export const switchTrayOpenBox: Rect = {x: 200, y: 160, w: 1520, h: 620};
export const switchStackBox: Rect = {x: 1360, y: 200, w: 400, h: 500};

export type SwitchTrayLayout = {tray: Rect; chips: OpenedChip[]; stack: StackedTray[]};

export function layoutSwitchTray(topology: Topology, tray: Rect, stackBox: Rect): SwitchTrayLayout {
  const switchTrays = topology.trays.filter((t) => t.kind === 'switch');
  const first = switchTrays[0];
  if (first === undefined) throw new Error('the rack has no switch tray');
  const mine = topology.chips.filter((c) => c.tray === first.id);
  const ports = topology.counts.portsPerChip;
  const slot = tray.w / mine.length;
  const size = Math.min(slot * 0.62, tray.h * 0.62);
  const tick = size * 0.09;
  const chips = mine.map((chip, i) => {
    const rect = {x: tray.x + i * slot + (slot - size) / 2, y: tray.y + (tray.h - size) / 2, w: size, h: size};
    return {id: chip.id, ...rect, ticks: ticksAround(rect, ports, tick)};
  });
  const pitch = stackBox.h / switchTrays.length;
  const stack = switchTrays.map((t, i) => {
    const row = {x: stackBox.x, y: stackBox.y + i * pitch + pitch * 0.1, w: stackBox.w, h: pitch * 0.8};
    const members = topology.chips.filter((c) => c.tray === t.id);
    const w = row.w / members.length;
    return {
      id: t.id,
      ...row,
      chips: members.map((c, j) => ({
        id: c.id,
        x: row.x + j * w + w * 0.2,
        y: row.y + row.h * 0.18,
        w: w * 0.6,
        h: row.h * 0.64,
      })),
    };
  });
  return {tray: {...tray}, chips, stack};
}

/** Ports as ticks, an equal share on each side (the chip is square). */
function ticksAround(r: Rect, ports: number, length: number): PortTick[] {
  const sides: Side[] = ['top', 'right', 'bottom', 'left'];
  const ticks: PortTick[] = [];
  sides.forEach((side, s) => {
    const n = Math.floor(ports / sides.length) + (s < ports % sides.length ? 1 : 0);
    for (let i = 0; i < n; i++) {
      const f = (i + 0.5) / n;
      const point = {
        top: [r.x + f * r.w, r.y, 0, -1],
        right: [r.x + r.w, r.y + f * r.h, 1, 0],
        bottom: [r.x + f * r.w, r.y + r.h, 0, 1],
        left: [r.x, r.y + f * r.h, -1, 0],
      }[side] as [number, number, number, number];
      const [x, y, dx, dy] = point;
      ticks.push({x1: x, y1: y, x2: x + dx * length, y2: y + dy * length});
    }
  });
  return ticks;
}

/** The dashed pointer from the opened tray's top-right corner to the first tray of the stack. */
export function trayToStack(tray: Rect, first: Rect): Curve {
  const from = {x: tray.x + tray.w, y: tray.y + 24};
  const to = {x: first.x, y: first.y + first.h / 2};
  return {from, c1: {x: first.x - 60, y: from.y}, c2: {x: first.x - 60, y: to.y}, to};
}

/**
 * SHARP on one chip, one cycle: two values come in through a port on its left edge and a port on
 * its right edge (below the chip's name) and meet inside; their sum leaves through a port on its
 * bottom edge.
 */
export type SharpCycle = {
  inputs: {x: number; y: number}[][];
  output: {x: number; y: number}[];
  meet: {x: number; y: number};
};

export function sharpPaths(chip: Rect, reach: number): SharpCycle {
  const cx = chip.x + chip.w / 2;
  const cy = chip.y + chip.h * 0.6;
  const meet = {x: cx, y: cy};
  const input = (side: -1 | 1) => {
    const edge = side < 0 ? chip.x : chip.x + chip.w;
    return [{x: edge + side * reach, y: cy}, {x: edge, y: cy}, meet];
  };
  return {
    inputs: [input(-1), input(1)],
    output: [meet, {x: cx, y: chip.y + chip.h}, {x: cx, y: chip.y + chip.h + reach}],
    meet,
  };
}
