// nvlink-nvswitch's entrances that move more than one box: each starts on the previous scene's
// last picture and lands exactly on the next scene's drawing (nothing jumps when it ends).
import {describe, expect, it} from 'vitest';
import {buildTopology} from '../../compositions/nvlink-nvswitch/build-topology';
import {rackCountsFrom} from '../../compositions/nvlink-nvswitch/compute-rack-figures';
import {
  foldedBox,
  foldedShape,
  pullBack,
  rowsBox,
  stackAt,
  trayPulledOut,
  wiringFromStack,
  type Zoom,
} from '../../compositions/nvlink-nvswitch/layout-carries';
import {
  layoutSwitchTray,
  switchStackBox,
  switchTrayOpenBox,
} from '../../compositions/nvlink-nvswitch/layout-switch-tray';
import {allToAllBox, layoutWiring} from '../../compositions/nvlink-nvswitch/layout-wiring';
import {layoutRackFront, rackFrontBox} from '../../compositions/nvlink-nvswitch/layout-rack-front';
import {rackStack} from '../../src/model/model';
import {model} from '../../src/model/index';
import {nvlinkNvswitch} from '../../compositions/nvlink-nvswitch/index';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {mapRect} from '../../src/visual/continuity';
import {focusTokens} from '../../src/visual/tokens';
import {sceneEndFocus} from '../../src/visual/focus';

const apply = (z: Zoom, r: {x: number; y: number; w: number; h: number}) => ({
  x: r.x * z.scale + z.x,
  y: r.y * z.scale + z.y,
  w: r.w * z.scale,
  h: r.h * z.scale,
});

describe('nvlink-nvswitch: gpu-ports → switch-tray (the camera pulls back to the rack)', () => {
  const drawing = {x: 750, y: 260, w: 420, h: 300};
  const slot = {x: 300, y: 180, w: 21, h: 12};

  it("starts on the gpu-ports drawing: the drawing as it was, the rack's slot under it at its width and centre", () => {
    const {drawing: d, world} = pullBack(drawing, slot, 0);
    expect(d.scale).toBeCloseTo(1);
    expect(d.x).toBeCloseTo(0);
    expect(d.y).toBeCloseTo(0);
    const slotShown = apply(world, slot);
    expect(slotShown.w).toBeCloseTo(drawing.w);
    expect(slotShown.x + slotShown.w / 2).toBeCloseTo(drawing.x + drawing.w / 2);
    expect(slotShown.y + slotShown.h / 2).toBeCloseTo(drawing.y + drawing.h / 2);
  });

  it('lands on the rack as the rack scene draws it, the drawing shrunk onto its slot', () => {
    const {drawing: d, world} = pullBack(drawing, slot, 1);
    expect(world).toEqual({scale: 1, x: 0, y: 0});
    const shown = apply(d, drawing);
    expect(shown.w).toBeCloseTo(slot.w);
    expect(shown.x).toBeCloseTo(slot.x);
  });

  it('zooms out evenly: halfway the scale is the geometric mean, and the slot stays under the drawing', () => {
    const {drawing: d, world} = pullBack(drawing, slot, 0.5);
    expect(world.scale).toBeCloseTo(Math.sqrt(drawing.w / slot.w));
    const slotShown = apply(world, slot);
    const shown = apply(d, drawing);
    expect(shown.w).toBeCloseTo(slotShown.w);
    expect(shown.x + shown.w / 2).toBeCloseTo(slotShown.x + slotShown.w / 2);
  });
});

describe('nvlink-nvswitch: the switch tray slides out of its row and opens', () => {
  const row = {x: 240, y: 440, w: 380, h: 12};
  const opened = {x: 140, y: 220, w: 1040, h: 460};

  it('starts in its row, is fully out to the right at the turn, ends as the opened tray', () => {
    expect(trayPulledOut(row, opened, 0)).toEqual(row);
    expect(trayPulledOut(row, opened, 0.35)).toEqual({...row, x: row.x + row.w * 0.6});
    const end = trayPulledOut(row, opened, 1);
    expect(end.x).toBeCloseTo(opened.x);
    expect(end.w).toBeCloseTo(opened.w);
    expect(end.h).toBeCloseTo(opened.h);
  });

  it('a chip rides in the tray: the same place inside it, stretched with it', () => {
    const chip = {x: 260, y: 442, w: 95, h: 8};
    expect(mapRect(chip, row, row)).toEqual(chip);
    const moved = mapRect(chip, row, opened);
    expect(moved.x).toBeCloseTo(opened.x + (20 / row.w) * opened.w);
    expect(moved.h).toBeCloseTo((8 / 12) * opened.h);
  });
});

describe('nvlink-nvswitch: switch-tray → all-to-all wiring (the trays become the rows)', () => {
  const topology = buildTopology(rackCountsFrom(model));
  const {stack} = layoutSwitchTray(topology, switchTrayOpenBox, switchStackBox);
  const wiring = layoutWiring(topology, allToAllBox);
  const folded = layoutWiring(topology, foldedBox, foldedShape);

  it('the stack the entrance carries starts as dimmed as switch-tray ends it (its last beat focuses the chips)', () => {
    const {timeline} = resolveVideo(nvlinkNvswitch);
    const scene = timeline.scenes.find((s) => s.id === 'switch-tray');
    if (scene === undefined) throw new Error('switch-tray');
    const dim = sceneEndFocus(scene, timeline.transitionFrames);
    expect(dim('stack')).toBeCloseTo(focusTokens.dimmedOpacity, 12);
    expect(dim('chips')).toBe(1);
  });
  const box = (r: {x: number; y: number; w: number; h: number}) => ({x: r.x, y: r.y, w: r.w, h: r.h});

  it('starts on the stack: every switch tray and chip where the switch-tray scene drew it', () => {
    const start = wiringFromStack(stack, folded, wiring, 0);
    for (const tray of stack) {
      expect(box(start.trays.find((t) => t.id === tray.id) ?? tray)).toEqual(box(tray));
      for (const chip of tray.chips) expect(box(start.chips.find((c) => c.id === chip.id) ?? chip)).toEqual(box(chip));
    }
    expect(stackAt(stack, start)).toEqual(stack);
  });

  it('the compute trays start folded around the stack, small, and every node moves', () => {
    const start = wiringFromStack(stack, folded, wiring, 0);
    expect(start.gpus).toEqual(folded.gpus);
    const middle = wiringFromStack(stack, folded, wiring, 0.5);
    expect(middle.chips.every((c, i) => c.x !== start.chips[i]?.x || c.y !== start.chips[i]?.y)).toBe(true);
  });

  it('lands on the wiring: the switch row, the GPU rows and their trays exactly', () => {
    const end = wiringFromStack(stack, folded, wiring, 1);
    expect(end.gpus.map(box)).toEqual(wiring.gpus.map(box));
    expect(end.chips.map(box)).toEqual(wiring.chips.map(box));
    expect(end.trays.map(box)).toEqual(wiring.trays.map(box));
  });
});

describe('nvlink-nvswitch: why-it-matters → recap (the NVLink bar folds into the switch trays)', () => {
  const topology = buildTopology(rackCountsFrom(model));
  const sections = rackStack.map((s) => ({kind: s.section, count: model[s.count]?.value ?? 0}));
  const rack = layoutRackFront(sections, topology, rackFrontBox);

  it('lands on the box around every switch tray of the rack, and on nothing else', () => {
    const box = rowsBox(rack, 'switch');
    const switches = rack.rows.filter((r) => r.kind === 'switch');
    expect(switches.length).toBeGreaterThan(0);
    for (const r of switches) {
      expect(r.x).toBeGreaterThanOrEqual(box.x);
      expect(r.y + r.h).toBeLessThanOrEqual(box.y + box.h + 1e-9);
    }
    expect(box.y).toBe(switches[0]?.y);
    const others = rack.rows.filter((r) => r.kind !== 'switch');
    expect(others.every((r) => r.y + r.h <= box.y || r.y >= box.y + box.h)).toBe(true);
  });
});
