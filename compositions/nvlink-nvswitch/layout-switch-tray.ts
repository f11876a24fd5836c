/**
 * One NVLink switch tray opened and cabled, from the topology graph: the tray's NVSwitch chips
 * side by side; each chip's ports grouped into connector blocks on the tray's edges, one block per
 * compute tray (a port per GPU of that tray), the blocks for the compute trays above the switch
 * trays on the top edge and those for the trays below on the bottom edge; a copper cable from each
 * block to its compute tray; the compute trays as rows of GPUs above and below (the wiring scene's
 * folded rows, so they carry over); and every switch tray of the rack as a small stack. Pure.
 */
import type {Topology} from './build-topology';
import type {Point, Rect} from '../../src/visual/geometry';
import {
  layoutWiring,
  pointOn,
  verticalCurve,
  type Curve,
  type WiringNode,
  type WiringShape,
  type WiringTray,
} from './layout-wiring';

/** Where the opened switch tray is drawn while it is the whole picture: large, across the frame. */
export const switchTrayWideBox: Rect = {x: 140, y: 290, w: 1640, h: 420};
/** Where it is drawn once the compute trays join it: across the frame's middle, right of the label column. */
export const switchTrayOpenBox: Rect = {x: 470, y: 355, w: 1350, h: 280};
/** The compute trays' rows above and below the tray (laid out as the wiring schematic's rows, folded). */
export const computeRowsBox: Rect = {x: 470, y: 150, w: 1350, h: 690};
export const computeRowsShape: WiringShape = {gpuHeight: 40, chipHeight: 56, trayGap: 0.14};
/** Every switch tray of the rack, in the label column beside the opened one (the wiring scene's entrance starts from it). */
export const switchStackBox: Rect = {x: 130, y: 360, w: 280, h: 270};

/** A connector block: the ports of one chip that face one compute tray, a pin per GPU. */
export type PortBlock = Rect & {
  chip: number;
  /** which of the tray's chips (0, 1, …) */
  chipIndex: number;
  computeTray: string;
  side: 'top' | 'bottom';
  /** one per port, in GPU order */
  pins: (Rect & {gpu: number})[];
  /** the PCB trace from the chip's edge to the block */
  trace: [Point, Point];
  /** the copper cable from the block to its compute tray */
  cable: Curve;
};
export type OpenedChip = Rect & {id: number};
export type StackedTray = Rect & {id: string; chips: (Rect & {id: number})[]};

export type SwitchTrayLayout = {
  tray: Rect;
  chips: OpenedChip[];
  blocks: PortBlock[];
  /** the compute trays and their GPUs, above and below */
  computeTrays: WiringTray[];
  gpus: WiringNode[];
  stack: StackedTray[];
};

/** Pin size and gap inside a block, px. */
const pin = {w: 9, h: 12, gap: 4};

export function layoutSwitchTray(topology: Topology, tray: Rect, stackBox: Rect): SwitchTrayLayout {
  const switchTrays = topology.trays.filter((t) => t.kind === 'switch');
  const first = switchTrays[0];
  if (first === undefined) throw new Error('the rack has no switch tray');
  const rows = layoutWiring(topology, computeRowsBox, computeRowsShape);
  const computeTrays = rows.trays.filter((t) => t.stack !== 'switches');
  const mine = topology.chips.filter((c) => c.tray === first.id);
  // a chip a little wider than tall, its name across it
  const size = Math.min((tray.w / mine.length) * 0.25, tray.h * 0.62);
  // the chips spread out towards the tray's ends, the tray's name for them in the space between
  const centre = (k: number) =>
    tray.x + tray.w * (0.5 + (k - (mine.length - 1) / 2) * (mine.length > 1 ? 0.72 / (mine.length - 1) : 0));
  const chips = mine.map((chip, k) => ({
    id: chip.id,
    x: centre(k) - (size * 1.2) / 2,
    y: tray.y + (tray.h - size) / 2,
    w: size * 1.2,
    h: size,
  }));
  const blocks: PortBlock[] = [];
  const most = Math.max(...(['top', 'bottom'] as const).map((s) => countOf(computeTrays, s)));
  // along each edge, a block per (compute tray, chip), the chips' blocks for one compute tray side by side under it
  const pitch = tray.w / (most * chips.length);
  for (const side of ['top', 'bottom'] as const) {
    const facing = computeTrays.filter((t) => t.stack === side);
    const left = tray.x + (tray.w - pitch * facing.length * chips.length) / 2;
    facing.forEach((ct, j) => {
      const gpus = topology.gpus.filter((g) => g.tray === ct.id).map((g) => g.id);
      chips.forEach((chip, k) => {
        // the chip's links to this compute tray's GPUs, from the graph: one pin each
        const ports = topology.links.filter((l) => l.chip === chip.id && gpus.includes(l.gpu)).map((l) => l.gpu);
        const w = ports.length * pin.w + (ports.length + 1) * pin.gap;
        const h = pin.h + 2 * pin.gap;
        const x = left + (j * chips.length + k) * pitch + (pitch - w) / 2;
        const edge = side === 'top' ? tray.y : tray.y + tray.h;
        const y = edge - h / 2;
        const pins = ports.map((gpu, i) => ({gpu, x: x + pin.gap + i * (pin.w + pin.gap), y: y + pin.gap, ...pin}));
        const inner = {x: x + w / 2, y: side === 'top' ? y + h : y};
        const outer = {x: x + w / 2, y: side === 'top' ? y : y + h};
        const onChip = {
          x: chip.x + ((j + 0.5) / facing.length) * chip.w,
          y: side === 'top' ? chip.y : chip.y + chip.h,
        };
        // the cable lands on the compute tray's facing edge, the switch tray's chips side by side along it
        const landing = {
          x: ct.x + ct.w * ((k + 1) / (chips.length + 1)),
          y: side === 'top' ? ct.y + ct.h : ct.y,
        };
        blocks.push({
          chip: chip.id,
          chipIndex: k,
          computeTray: ct.id,
          side,
          x,
          y,
          w,
          h,
          pins,
          trace: [onChip, inner],
          cable: verticalCurve(outer, landing),
        });
      });
    });
  }
  const rowPitch = stackBox.h / switchTrays.length;
  const stack = switchTrays.map((t, i) => {
    const row = {x: stackBox.x, y: stackBox.y + i * rowPitch + rowPitch * 0.12, w: stackBox.w, h: rowPitch * 0.76};
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
  return {tray: {...tray}, chips, blocks, computeTrays, gpus: rows.gpus, stack};
}

function countOf(trays: readonly WiringTray[], stack: 'top' | 'bottom'): number {
  return trays.filter((t) => t.stack === stack).length;
}

/** The dashed pointers from the stack's first tray (the one opened) to the opened tray's two left corners. */
export function stackToTray(first: Rect, tray: Rect): [Point, Point][] {
  return [
    [
      {x: first.x + first.w, y: first.y},
      {x: tray.x, y: tray.y},
    ],
    [
      {x: first.x + first.w, y: first.y + first.h},
      {x: tray.x, y: tray.y + tray.h},
    ],
  ];
}

/**
 * One switch stage, drawn on the opened tray: a GPU's value runs down its cable into a block of
 * chip `chipIndex` and along its trace to the chip's edge; the chip's result leaves along another trace
 * and cable to a GPU. Each path as a polyline from its start to its end.
 */
export type HopPaths = {inputs: Point[][]; output: Point[]};

export function hopPaths(
  layout: SwitchTrayLayout,
  chipIndex: number,
  from: readonly number[],
  to: number,
  samples = 24,
): HopPaths {
  const chip = layout.chips[chipIndex];
  if (chip === undefined) throw new Error(`the tray has no chip ${chipIndex}`);
  const pathOf = (gpu: number): Point[] => {
    const block = layout.blocks.find((b) => b.chipIndex === chipIndex && b.pins.some((p) => p.gpu === gpu));
    const node = layout.gpus.find((g) => g.id === gpu);
    if (block === undefined || node === undefined) throw new Error(`GPU ${gpu} has no port on chip ${chip.id}`);
    const start = {x: node.x + node.w / 2, y: block.side === 'top' ? node.y + node.h : node.y};
    const cable = Array.from({length: samples + 1}, (_, i) => pointOn(block.cable, 1 - i / samples));
    return [start, ...cable, block.trace[1], block.trace[0]];
  };
  return {inputs: from.map(pathOf), output: [...pathOf(to)].reverse()};
}
