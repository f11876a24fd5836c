/**
 * Geometry of this video's scene entrances that move more than one box: the pull-back from the
 * GPU drawing to the rack, the switch tray sliding out of its row, and the switch stack turning
 * into the wiring's rows. Pure.
 */
import {boundsOf, centerOf, lerpRect, type Rect} from '../../src/visual/geometry';
import {eased} from '../../src/visual/motion';
import type {RackFront, Section} from './layout-rack-front';
import {computeRowsBox, computeRowsShape, type StackedTray} from './layout-switch-tray';
import type {Wiring, WiringNode, WiringShape, WiringTray} from './layout-wiring';

/** A uniform scale about the page's top-left corner, then a shift: p → p · scale + (x, y). */
export type Zoom = {x: number; y: number; scale: number};

export function cssOf(z: Zoom): string {
  return `translate(${z.x}px, ${z.y}px) scale(${z.scale})`;
}

/** The zoom that draws `drawn` (scaled by w: width, centred vertically) inside `shown`. */
export function zoomOnto(drawn: Rect, shown: Rect): Zoom {
  const scale = drawn.w === 0 ? 1 : shown.w / drawn.w;
  return {scale, x: shown.x - drawn.x * scale, y: shown.y + shown.h / 2 - (drawn.y + drawn.h / 2) * scale};
}

/**
 * A camera pulling back from a drawing of one part (`drawing`) to the part's place (`slot`) in a
 * wider picture, `t` (0..1, eased by the caller) of the way: the zoom of the wider picture (at
 * t = 0 its slot fills the drawing's w: width, at t = 1 it is drawn as itself) and the zoom of the
 * drawing, which rides on the slot. The scale falls geometrically about one fixed point, as a
 * camera's does, so the pull-back runs evenly instead of all at its end.
 */
export function pullBack(drawing: Rect, slot: Rect, t: number): {drawing: Zoom; world: Zoom} {
  const start = slot.w === 0 ? 1 : drawing.w / slot.w;
  const scale = Math.pow(start, 1 - t);
  const from = centerOf(slot);
  const to = centerOf(drawing);
  // the point the camera zooms about: where the slot's centre and the drawing's centre meet at t = 0
  const fixed =
    start === 1 ? null : {x: (to.x - from.x * start) / (1 - start), y: (to.y - from.y * start) / (1 - start)};
  const world =
    fixed === null
      ? {scale: 1, x: (to.x - from.x) * (1 - t), y: (to.y - from.y) * (1 - t)}
      : {scale, x: fixed.x * (1 - scale), y: fixed.y * (1 - scale)};
  const slotNow = {
    x: world.x + slot.x * world.scale,
    y: world.y + slot.y * world.scale,
    w: slot.w * world.scale,
    h: slot.h * world.scale,
  };
  return {world, drawing: zoomOnto(drawing, slotNow)};
}

/**
 * A tray pulled out of its row: first out to the right by `reach` of its own length, then opened
 * into `open`; `t` 0..1 linear, each stage eased on its own (it starts and stops at the turn).
 */
export function trayPulledOut(slot: Rect, open: Rect, t: number, reach = 0.6): Rect {
  const outAt = 0.35;
  const out = {...slot, x: slot.x + slot.w * reach};
  if (t <= outAt) return mixRect(slot, out, eased(t / outAt));
  return mixRect(out, open, eased(Math.min(1, (t - outAt) / (1 - outAt))));
}

/** `to` (with its other fields) at `t` (0..1) of the way from `from`'s box. */
export function mixRect<R extends Rect>(from: Rect, to: R, t: number): R {
  if (t >= 1) return {...to};
  return {...to, ...lerpRect(from, to, t)};
}

export type WiringNodes = Pick<Wiring, 'gpus' | 'chips' | 'trays'>;

/** Where the compute trays wait before they unfold into the wiring's GPU rows: where the switch-tray scene draws them, above and below its opened tray. */
export const foldedBox: Rect = computeRowsBox;
export const foldedShape: WiringShape = computeRowsShape;

/**
 * The switch-tray scene's stack read as wiring nodes: each switch tray and chip where the stack
 * draws it; the compute trays and their GPUs folded above and below the stack (`folded`: the
 * wiring laid out around the stack's box), where they unfold from.
 */
export function stackAsWiring(stack: readonly StackedTray[], folded: WiringNodes): WiringNodes {
  const chipAt = new Map(stack.flatMap((t) => t.chips).map((c) => [c.id, c]));
  const trayAt = new Map(stack.map((t) => [t.id, t]));
  return {
    gpus: folded.gpus,
    chips: folded.chips.map((c) => ({...c, ...boxOf(chipAt.get(c.id) ?? c)})),
    trays: folded.trays.map((t) => ({...t, ...boxOf(trayAt.get(t.id) ?? t)})),
  };
}

/** The wiring's nodes `t` (0..1, eased by the caller) of the way from the stack (stackAsWiring) to their places in `wiring`. */
export function wiringFromStack(
  stack: readonly StackedTray[],
  folded: WiringNodes,
  wiring: WiringNodes,
  t: number,
): WiringNodes {
  const from = stackAsWiring(stack, folded);
  return {
    gpus: mixNodes(from.gpus, wiring.gpus, t),
    chips: mixNodes(from.chips, wiring.chips, t),
    trays: mixNodes(from.trays, wiring.trays, t),
  };
}

/** The stack redrawn where `nodes` put its trays and chips (the stack's own look, carried). */
export function stackAt(stack: readonly StackedTray[], nodes: WiringNodes): StackedTray[] {
  const chipAt = new Map(nodes.chips.map((c) => [c.id, c]));
  const trayAt = new Map(nodes.trays.map((t) => [t.id, t]));
  return stack.map((t) => ({
    ...t,
    ...boxOf(trayAt.get(t.id) ?? t),
    chips: t.chips.map((c) => ({...c, ...boxOf(chipAt.get(c.id) ?? c)})),
  }));
}

function boxOf(s: Rect): Rect {
  return {x: s.x, y: s.y, w: s.w, h: s.h};
}

/** Every node of `to` at `t` (0..1) of the way from its namesake in `from` (same id); a node without one stays put. */
export function mixNodes<N extends WiringNode | WiringTray>(from: readonly N[], to: readonly N[], t: number): N[] {
  const start = new Map<number | string, N>(from.map((n) => [n.id, n]));
  return to.map((n) => mixRect(start.get(n.id) ?? n, n, t));
}

/** The box around every row of one kind of the rack (the switch trays: the rack's NVLink domain, where the recap's entrance lands the NVLink bar). */
export function rowsBox(rack: RackFront, kind: Section['kind']): Rect {
  const rows = rack.rows.filter((r) => r.kind === kind);
  return rows.length === 0 ? {...rack.frame} : boundsOf(rows);
}
