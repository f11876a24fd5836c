// nvlink-nvswitch's switch-tray picture, laid out from the topology graph: every pin a real link,
// every cable a compute tray's, the numbers on screen the drawing's own counts.
import {describe, expect, it} from 'vitest';
import {buildTopology} from '../../compositions/nvlink-nvswitch/build-topology';
import {rackCountsFrom, examplePair} from '../../compositions/nvlink-nvswitch/compute-rack-figures';
import {
  hopPaths,
  layoutSwitchTray,
  switchStackBox,
  switchTrayOpenBox,
  switchTrayWideBox,
} from '../../compositions/nvlink-nvswitch/layout-switch-tray';
import {model} from '../../src/model/index';
import {nvlinkNvswitch} from '../../compositions/nvlink-nvswitch/index';
import {resolveVideo} from '../../src/timeline/resolve-video';

const value = (key: string) => {
  const q = model[key];
  if (q === undefined) throw new Error(key);
  return q.value;
};
const topology = buildTopology(rackCountsFrom(model));
const layout = layoutSwitchTray(topology, switchTrayOpenBox, switchStackBox);
const inside = (r: {x: number; y: number; w: number; h: number}, p: {x: number; y: number}) =>
  p.x >= r.x - 1e-9 && p.x <= r.x + r.w + 1e-9 && p.y >= r.y - 1e-9 && p.y <= r.y + r.h + 1e-9;

describe('nvlink-nvswitch switch-tray: the opened tray', () => {
  it('holds the model’s chips per tray, each with the model’s ports per chip as pins (2 × 72 = 144)', () => {
    expect(layout.chips).toHaveLength(value('switch.chipsPerTray'));
    for (const chip of layout.chips) {
      const pins = layout.blocks.filter((b) => b.chip === chip.id).flatMap((b) => b.pins);
      expect(pins).toHaveLength(value('switch.portsPerChip'));
      // one pin per GPU of the rack: each chip faces every GPU once
      expect(new Set(pins.map((p) => p.gpu)).size).toBe(value('nvl72.gpus'));
    }
    expect(layout.blocks.flatMap((b) => b.pins)).toHaveLength(value('switch.portsPerTray'));
    expect(value('switch.portsPerTray')).toBe(144);
  });

  it('groups the ports in one block per compute tray and chip, a pin per GPU of that tray (4)', () => {
    expect(layout.blocks).toHaveLength(value('switch.chipsPerTray') * value('nvl72.computeTrays'));
    for (const b of layout.blocks) {
      expect(b.pins).toHaveLength(value('tray.gpus'));
      expect(b.pins.every((p) => topology.gpus.find((g) => g.id === p.gpu)?.tray === b.computeTray)).toBe(true);
    }
  });

  it('puts the blocks of the compute trays above on the top edge, those below on the bottom edge, none overlapping', () => {
    for (const b of layout.blocks) {
      const edge = b.side === 'top' ? layout.tray.y : layout.tray.y + layout.tray.h;
      expect(b.y).toBeLessThan(edge);
      expect(b.y + b.h).toBeGreaterThan(edge);
      const stack = topology.trays.find((t) => t.id === b.computeTray)?.stack;
      expect(stack).toBe(b.side);
    }
    for (const side of ['top', 'bottom'] as const) {
      const row = layout.blocks.filter((b) => b.side === side).sort((p, q) => p.x - q.x);
      row.slice(1).forEach((b, i) => expect(b.x).toBeGreaterThanOrEqual((row[i]?.x ?? 0) + (row[i]?.w ?? 0)));
    }
  });

  it('cables every block to its own compute tray, and every chip to every compute tray', () => {
    for (const b of layout.blocks) {
      const ct = layout.computeTrays.find((t) => t.id === b.computeTray);
      if (ct === undefined) throw new Error(b.computeTray);
      expect(b.cable.to.x).toBeGreaterThan(ct.x);
      expect(b.cable.to.x).toBeLessThan(ct.x + ct.w);
      expect(b.cable.to.y).toBeCloseTo(b.side === 'top' ? ct.y + ct.h : ct.y);
      expect(inside(b, b.trace[1])).toBe(true);
    }
    for (const ct of layout.computeTrays)
      expect(layout.blocks.filter((b) => b.computeTray === ct.id)).toHaveLength(value('switch.chipsPerTray'));
  });

  it('fits inside the tray while it is wide and after it makes room: chips inside, apart', () => {
    for (const box of [switchTrayWideBox, switchTrayOpenBox]) {
      const l = layoutSwitchTray(topology, box, switchStackBox);
      for (const c of l.chips) {
        expect(inside(box, {x: c.x, y: c.y})).toBe(true);
        expect(inside(box, {x: c.x + c.w, y: c.y + c.h})).toBe(true);
      }
      const [a, b] = l.chips;
      expect((b?.x ?? 0) - ((a?.x ?? 0) + (a?.w ?? 0))).toBeGreaterThan(600);
    }
  });

  it('stacks every switch tray of the rack beside it (9 trays → 18 chips, the wiring scene carries them)', () => {
    expect(layout.stack).toHaveLength(value('nvl72.switchTrays'));
    expect(layout.stack.flatMap((t) => t.chips)).toHaveLength(value('switch.chips'));
    expect(layout.stack.length * value('switch.portsPerTray')).toBe(topology.links.length);
    expect(topology.links.length).toBe(value('nvl72.gpus') * value('nvlink5.linksPerGpu'));
  });
});

describe('nvlink-nvswitch switch-tray: one switch stage on the tray', () => {
  const {a, c, d} = examplePair(model);
  const paths = hopPaths(layout, 0, [a, d], c);
  const chip = layout.chips[0];
  if (chip === undefined) throw new Error('chip');
  const gpu = (id: number) => layout.gpus.find((g) => g.id === id);

  it('runs from GPU A (above) and GPU D (below) into the first chip, and from it to GPU C, none of it under the other chip', () => {
    const [fromA, fromD] = paths.inputs;
    const other = layout.chips[layout.chips.length - 1];
    if (other === undefined || other === chip) throw new Error('the tray has one chip');
    // a route that ran under the second chip would read as passing through it: two stages, not one
    expect([...paths.inputs, paths.output].flat().filter((p) => p.x >= other.x)).toEqual([]);
    const start = (p: {x: number; y: number}[] | undefined) => p?.[0] ?? {x: NaN, y: NaN};
    const end = (p: {x: number; y: number}[] | undefined) => p?.[p.length - 1] ?? {x: NaN, y: NaN};
    expect(gpu(a)?.stack).toBe('top');
    expect(gpu(d)?.stack).toBe('bottom');
    expect(inside(gpu(a) ?? chip, start(fromA))).toBe(true);
    expect(inside(gpu(d) ?? chip, start(fromD))).toBe(true);
    expect(inside(chip, end(fromA))).toBe(true);
    expect(inside(chip, end(fromD))).toBe(true);
    expect(inside(chip, start(paths.output))).toBe(true);
    expect(inside(gpu(c) ?? chip, end(paths.output))).toBe(true);
  });

  it('refuses a GPU with no port on the chip', () => {
    expect(() => hopPaths(layout, 0, [topology.gpus.length + 5], c)).toThrow(/no port on chip/);
  });
});

describe('nvlink-nvswitch switch-tray: the script', () => {
  it('keeps the scene 22 s and the video 3:06', () => {
    const {timeline} = resolveVideo(nvlinkNvswitch);
    const scene = timeline.scenes.find((s) => s.id === 'switch-tray');
    expect((scene?.durationInFrames ?? 0) / timeline.fps).toBe(22);
    expect(timeline.durationInFrames / timeline.fps).toBe(186);
  });
});
