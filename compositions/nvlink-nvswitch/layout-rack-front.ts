/**
 * The rack seen from the front, top to bottom in the model's stacking order: where each power
 * shelf, tray, GPU, CPU and switch chip is drawn inside a box. Pure: fed by the topology graph
 * and the model's section counts; JSX only places what it gets.
 */
import {centerOf, type Point, type Rect} from '../../src/visual/geometry';
import type {Topology} from './build-topology';

export type Section = {kind: 'power' | 'compute' | 'switch'; count: number};

export type RackRow = Rect & {kind: Section['kind']; section: number; trayId?: string};
export type RackSection = {kind: Section['kind']; index: number; top: number; bottom: number};
export type RackPart = Rect & {id: number};

export type RackFront = {
  frame: Rect;
  rows: RackRow[];
  sections: RackSection[];
  gpus: RackPart[];
  cpus: RackPart[];
  chips: RackPart[];
};

/** Where the rack scene draws the rack (the compute-tray scene's entrance starts from it). */
export const rackFrontBox: Rect = {x: 680, y: 88, w: 560, h: 740};

/** Inner padding of the rack frame and the gap between rows, as fractions of a row's pitch. */
const padding = 0.6;
const rowGap = 0.2;

export function layoutRackFront(stack: readonly Section[], topology: Topology, box: Rect): RackFront {
  const rowCount = stack.reduce((n, s) => n + s.count, 0);
  const pitch = box.h / (rowCount + 2 * padding);
  const inner = {x: box.x + pitch * padding, w: box.w - 2 * pitch * padding};
  const rows: RackRow[] = [];
  const sections: RackSection[] = [];
  const trays = [...topology.trays];
  stack.forEach((s, section) => {
    const top = box.y + pitch * (padding + rows.length);
    for (let i = 0; i < s.count; i++) {
      const y = box.y + pitch * (padding + rows.length + rowGap / 2);
      const row: RackRow = {kind: s.kind, section, x: inner.x, y, w: inner.w, h: pitch * (1 - rowGap)};
      if (s.kind !== 'power') {
        const tray = trays.shift();
        if (tray === undefined || tray.kind !== s.kind)
          throw new Error(`rack stack and topology disagree at row ${rows.length}: expected a ${s.kind} tray`);
        row.trayId = tray.id;
      }
      rows.push(row);
    }
    sections.push({kind: s.kind, index: section, top, bottom: box.y + pitch * (padding + rows.length)});
  });
  if (trays.length > 0) throw new Error(`the rack stack leaves ${trays.length} trays of the topology unplaced`);
  const rowOf = new Map(rows.filter((r) => r.trayId !== undefined).map((r) => [r.trayId as string, r]));
  const {gpus, cpus} = placeComputeParts(topology, rowOf);
  return {frame: {...box}, rows, sections, gpus, cpus, chips: placeChips(topology, rowOf)};
}

/** A compute tray holds its superchips side by side, each drawn GPU · CPU · GPU. */
function placeComputeParts(topology: Topology, rowOf: Map<string, RackRow>): {gpus: RackPart[]; cpus: RackPart[]} {
  const {gpusPerComputeTray, cpusPerComputeTray} = topology.counts;
  const gpusPerSuperchip = gpusPerComputeTray / cpusPerComputeTray;
  const slotsPerSuperchip = gpusPerSuperchip + 1;
  const gpus: RackPart[] = [];
  const cpus: RackPart[] = [];
  for (const row of rowOf.values()) {
    if (row.kind !== 'compute') continue;
    const trayGpus = topology.gpus.filter((g) => g.tray === row.trayId);
    const trayCpus = topology.cpus.filter((c) => c.tray === row.trayId);
    const groupWidth = row.w / cpusPerComputeTray;
    const slot = groupWidth / slotsPerSuperchip;
    const inset = row.h * 0.15;
    trayCpus.forEach((cpu, s) => {
      const left = row.x + s * groupWidth;
      const mine = trayGpus.slice(s * gpusPerSuperchip, (s + 1) * gpusPerSuperchip);
      const half = Math.ceil(mine.length / 2);
      mine.forEach((gpu, i) => {
        const at = i < half ? i : i + 1;
        gpus.push({
          id: gpu.id,
          x: left + at * slot + inset,
          y: row.y + inset,
          w: slot - 2 * inset,
          h: row.h - 2 * inset,
        });
      });
      cpus.push({
        id: cpu.id,
        x: left + half * slot + inset,
        y: row.y + inset,
        w: slot - 2 * inset,
        h: row.h - 2 * inset,
      });
    });
  }
  return {gpus: gpus.sort((a, b) => a.id - b.id), cpus: cpus.sort((a, b) => a.id - b.id)};
}

/** A switch tray holds its chips side by side, centred. */
function placeChips(topology: Topology, rowOf: Map<string, RackRow>): RackPart[] {
  const chips: RackPart[] = [];
  for (const row of rowOf.values()) {
    if (row.kind !== 'switch') continue;
    const mine = topology.chips.filter((c) => c.tray === row.trayId);
    const slot = row.w / mine.length;
    const inset = row.h * 0.15;
    mine.forEach((chip, i) => {
      const width = slot * 0.5;
      chips.push({
        id: chip.id,
        x: row.x + i * slot + (slot - width) / 2,
        y: row.y + inset,
        w: width,
        h: row.h - 2 * inset,
      });
    });
  }
  return chips.sort((a, b) => a.id - b.id);
}

/**
 * The spine, schematically: one cable per compute tray, out of the switch section's side at its
 * middle and round to that tray's side (it starts at the switches, so a cable drawn in grows out
 * of them towards its compute tray).
 */
export function spineCables(
  rack: RackFront,
  reach: number,
): {
  from: {x: number; y: number};
  c1: {x: number; y: number};
  c2: {x: number; y: number};
  to: {x: number; y: number};
}[] {
  const switches = rack.sections.find((s) => s.kind === 'switch');
  if (switches === undefined) return [];
  const x = rack.frame.x;
  const middle = (switches.top + switches.bottom) / 2;
  return rack.rows
    .filter((r) => r.kind === 'compute')
    .map((r) => {
      const y = r.y + r.h / 2;
      const bend = reach * (0.35 + (0.65 * Math.abs(y - middle)) / (rack.frame.h / 2));
      return {from: {x, y: middle}, c1: {x: x - bend, y: middle}, c2: {x: x - bend, y}, to: {x, y}};
    });
}

export type Segment = {x1: number; y1: number; x2: number; y2: number};

/** The one-hop path in the front view: from GPU A to each chip it routes through, and from each chip to GPU B. */
export function hopSegments(
  rack: RackFront,
  a: number,
  b: number,
  chips: readonly number[],
): {out: Segment[]; into: Segment[]} {
  const from = rack.gpus.find((g) => g.id === a);
  const to = rack.gpus.find((g) => g.id === b);
  if (from === undefined || to === undefined) throw new Error(`GPU ${a} or ${b} is not in the rack`);
  const pa = centerOf(from);
  const pb = centerOf(to);
  const via = chips.map((k) => {
    const chip = rack.chips.find((c) => c.id === k);
    if (chip === undefined) throw new Error(`chip ${k} is not in the rack`);
    return centerOf(chip);
  });
  return {
    out: via.map((p) => ({x1: pa.x, y1: pa.y, x2: p.x, y2: p.y})),
    into: via.map((p) => ({x1: p.x, y1: p.y, x2: pb.x, y2: pb.y})),
  };
}

/**
 * Where the recap's three leaders end, each on the part its line names: the rim of GPU A's marker
 * (its ports' links fan out from there), the edge of the middle switch tray's last chip, and the
 * one-hop path itself: the first of its lines into GPU B that a level leader from the right meets,
 * part-way between the switch trays and GPU B.
 */
export function recapLeaderEnds(
  rack: RackFront,
  hop: {out: Segment[]; into: Segment[]},
  markerRadius: number,
): {ports: Point; chips: Point; hop: Point} | undefined {
  const a = hop.out[0];
  const b = hop.into[0];
  const switchRows = rack.rows.filter((r) => r.kind === 'switch');
  const middle = switchRows[Math.floor(switchRows.length / 2)];
  if (a === undefined || b === undefined || middle === undefined) return undefined;
  const inMiddle = rack.chips.filter((c) => c.y >= middle.y && c.y + c.h <= middle.y + middle.h);
  const chip = inMiddle.reduce<RackPart | undefined>(
    (last, c) => (last === undefined || c.x > last.x ? c : last),
    undefined,
  );
  if (chip === undefined) return undefined;
  const below = Math.max(...switchRows.map((r) => r.y + r.h));
  const y = below + (b.y2 - below) * 0.6;
  const xAt = (s: Segment) => s.x1 + ((s.x2 - s.x1) * (y - s.y1)) / (s.y2 - s.y1);
  return {
    ports: {x: a.x1 + markerRadius, y: a.y1},
    chips: {x: chip.x + chip.w, y: chip.y + chip.h / 2},
    hop: {x: Math.max(...hop.into.filter((s) => (s.y1 - y) * (s.y2 - y) < 0).map(xAt)), y},
  };
}
