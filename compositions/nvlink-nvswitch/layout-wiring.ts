/**
 * The wiring schematic: the rack's top stack of GPUs as a row along the top, the switch chips
 * in a row across the middle, the bottom stack along the bottom, trays drawn as groups. Every
 * NVLink link of the graph becomes one curve from its GPU port to its chip port. Pure.
 */
import type {Link, Route, Topology} from './build-topology';
import type {Point, Rect} from '../../src/visual/geometry';

/** A cubic Bézier from `from` to `to` with vertical tangents. */
export type Curve = {from: Point; c1: Point; c2: Point; to: Point};

export type WiringNode = Rect & {id: number; stack: 'top' | 'switches' | 'bottom'};
export type WiringTray = Rect & {id: string; stack: 'top' | 'switches' | 'bottom'};
export type WiredLink = Link & {curve: Curve};

export type Wiring = {
  gpus: WiringNode[];
  chips: WiringNode[];
  trays: WiringTray[];
  links: WiredLink[];
};

export type WiringShape = {
  /** height of a GPU and of a chip, px */
  gpuHeight: number;
  chipHeight: number;
  /** share of a tray's pitch left empty between trays */
  trayGap: number;
};

const defaultShape: WiringShape = {gpuHeight: 36, chipHeight: 56, trayGap: 0.1};

/** Where the all-to-all scene draws the wiring, and its shape (the one-hop scene's entrance starts from it). */
export const allToAllBox: Rect = {x: 470, y: 220, w: 1350, h: 580};
export const allToAllShape: WiringShape = defaultShape;

/** Between two wiring shapes, `t` (0..1) of the way (a camera entrance re-lays the wiring out as it goes). */
export function mixShape(from: WiringShape, to: WiringShape, t: number): WiringShape {
  const m = (a: number, b: number) => a + (b - a) * t;
  return {
    gpuHeight: m(from.gpuHeight, to.gpuHeight),
    chipHeight: m(from.chipHeight, to.chipHeight),
    trayGap: m(from.trayGap, to.trayGap),
  };
}

export function layoutWiring(topology: Topology, box: Rect, shape: WiringShape = defaultShape): Wiring {
  const {gpuHeight, chipHeight, trayGap} = shape;
  const rowY = {
    top: box.y,
    switches: box.y + (box.h - chipHeight) / 2,
    bottom: box.y + box.h - gpuHeight,
  } as const;
  const heightOf = {top: gpuHeight, switches: chipHeight, bottom: gpuHeight} as const;
  const trays: WiringTray[] = [];
  const nodes = {top: [] as WiringNode[], switches: [] as WiringNode[], bottom: [] as WiringNode[]};
  // The GPU rows share one tray pitch (the widest stack fills the box); the chip row fills it.
  const computeCounts = (['top', 'bottom'] as const).map((s) => topology.trays.filter((t) => t.stack === s).length);
  const computePitch = box.w / Math.max(...computeCounts);
  for (const stack of ['top', 'switches', 'bottom'] as const) {
    const mine = topology.trays.filter((t) => t.stack === stack);
    const pitch = stack === 'switches' ? box.w / mine.length : computePitch;
    const left = box.x + (box.w - pitch * mine.length) / 2;
    mine.forEach((tray, i) => {
      const rect = {
        x: left + i * pitch + (pitch * trayGap) / 2,
        y: rowY[stack],
        w: pitch * (1 - trayGap),
        h: heightOf[stack],
      };
      trays.push({id: tray.id, stack, ...rect});
      const members =
        tray.kind === 'compute'
          ? topology.gpus.filter((g) => g.tray === tray.id)
          : topology.chips.filter((c) => c.tray === tray.id);
      const slot = rect.w / members.length;
      const gap = Math.min(slot * (tray.kind === 'compute' ? 0.12 : 0.2), tray.kind === 'compute' ? 4 : 16);
      members.forEach((m, j) =>
        nodes[stack].push({id: m.id, stack, x: rect.x + j * slot + gap / 2, y: rect.y, w: slot - gap, h: rect.h}),
      );
    });
  }
  const gpus = [...nodes.top, ...nodes.bottom].sort((a, b) => a.id - b.id);
  const chips = nodes.switches.sort((a, b) => a.id - b.id);
  const gpuStack = new Map(gpus.map((g) => [g.id, g.stack]));
  // On a chip, top-stack GPUs enter along its top edge and bottom-stack GPUs along its bottom edge, in order.
  const order = {top: nodes.top.map((g) => g.id), bottom: nodes.bottom.map((g) => g.id)};
  const links = topology.links.map((link) => {
    const gpu = gpus[link.gpu] as WiringNode;
    const chip = chips[link.chip] as WiringNode;
    const stack = gpuStack.get(link.gpu) === 'bottom' ? 'bottom' : 'top';
    const from = portOnGpu(gpu, link.port, topology.counts.linksPerGpu, stack);
    const place = order[stack].indexOf(link.gpu);
    const to = {
      x: chip.x + ((place + 0.5) / order[stack].length) * chip.w,
      y: stack === 'top' ? chip.y : chip.y + chip.h,
    };
    return {...link, curve: verticalCurve(from, to)};
  });
  return {gpus, chips, trays, links};
}

/** Port k of a GPU sits along the edge that faces the switches. */
export function portOnGpu(gpu: Rect, port: number, ports: number, stack: 'top' | 'bottom'): Point {
  return {x: gpu.x + ((port + 0.5) / ports) * gpu.w, y: stack === 'top' ? gpu.y + gpu.h : gpu.y};
}

export function verticalCurve(from: Point, to: Point): Curve {
  const bend = (to.y - from.y) * 0.55;
  return {from, c1: {x: from.x, y: from.y + bend}, c2: {x: to.x, y: to.y - bend}, to};
}

/** An SVG path for a curve (numbers only; the caller puts it in a `d`). */
export function curvePath(c: Curve): string {
  return ['M', c.from.x, c.from.y, 'C', c.c1.x, c.c1.y, c.c2.x, c.c2.y, c.to.x, c.to.y].join(' ');
}

/** A route between two GPUs as two curves: GPU A's port out to the chip, and the chip down to GPU B's port. */
export function routeCurves(wiring: Wiring, from: number, to: number, route: Route): {out: Curve; into: Curve} {
  const find = (gpu: number, port: number) => {
    const link = wiring.links.find((l) => l.gpu === gpu && l.port === port);
    if (link === undefined) throw new Error(`no link from GPU ${gpu} port ${port}`);
    return link.curve;
  };
  const out = find(from, route.fromPort);
  const back = find(to, route.toPort);
  return {out, into: {from: back.to, c1: back.c2, c2: back.c1, to: back.from}};
}

/** The switch chip whose links the wiring scene's check lights (the middle one): every GPU has one link into it. */
export function checkedChip(wiring: Wiring): number {
  return Math.floor(wiring.chips.length / 2);
}

/** A point along a cubic Bézier at t in 0..1. */
export function pointOn(c: Curve, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return {
    x: a * c.from.x + b * c.c1.x + d * c.c2.x + e * c.to.x,
    y: a * c.from.y + b * c.c1.y + d * c.c2.y + e * c.to.y,
  };
}

/** The top-stack GPU nearest the middle of the schematic: its fan spreads evenly to both sides. */
export function centralGpu(wiring: Wiring): number {
  const top = wiring.gpus.filter((g) => g.stack === 'top');
  const chips = wiring.chips;
  const middle = ((chips[0]?.x ?? 0) + (chips[chips.length - 1]?.x ?? 0) + (chips[chips.length - 1]?.w ?? 0)) / 2;
  const best = top.reduce((a, b) => (Math.abs(b.x + b.w / 2 - middle) < Math.abs(a.x + a.w / 2 - middle) ? b : a));
  return best.id;
}

/** Where a packet is after travelling s (0..1) of a route: out to the chip in the first half, on to GPU B in the second. */
export function alongRoute(route: {out: Curve; into: Curve}, s: number): Point {
  return s < 0.5 ? pointOn(route.out, s * 2) : pointOn(route.into, (s - 0.5) * 2);
}
