// grace-cpu's, hbm3e's and unified-memory's geometry: Grace's drawing stays centred as it grows
// (alone, then with its memory, then with the GPUs), and the hbm3e → unified-memory carry starts
// exactly at hbm3e's stacks and dies and lands exactly as the bar's first part and its chip.
import {describe, expect, it} from 'vitest';
import {boundsOf, centerOf, type Rect} from '../../src/visual/geometry';
import {frameSize, safeArea} from '../../src/visual/tokens';
import {layoutGrace} from '../../compositions/grace-blackwell/layout-grace';
import {layoutHbm} from '../../compositions/grace-blackwell/layout-hbm';
import {fillSegments, hbmToUnified, layoutUnified, unifiedPaths} from '../../compositions/grace-blackwell/layout-unified';

const safeWidth = safeArea.right - safeArea.left;
const offCentre = (r: Rect) => Math.abs(centerOf(r).x - frameSize.width / 2) / safeWidth;

describe('grace-blackwell: Grace up close', () => {
  const L = layoutGrace(72, 2);

  it('alone, Grace is the same drawing larger, centred in the frame', () => {
    expect(L.graceAlone.w / L.graceAlone.h).toBeCloseTo(L.grace.w / L.grace.h, 9);
    expect(L.graceAlone.w).toBeGreaterThan(L.grace.w);
    expect(centerOf(L.graceAlone)).toEqual({x: frameSize.width / 2, y: frameSize.height / 2});
  });

  it('every settled picture is centred within the composition rule (12 % of the safe width)', () => {
    expect(offCentre(L.grace)).toBeLessThan(0.12);
    expect(offCentre(boundsOf([L.grace, L.lpddr]))).toBeLessThan(0.12);
    expect(offCentre(boundsOf([L.grace, L.lpddr, ...L.gpus]))).toBeLessThan(0.12);
  });

  it('LPDDR5X sits under Grace and the GPUs one above the other on its right', () => {
    expect(L.lpddr.y).toBeGreaterThanOrEqual(L.grace.y + L.grace.h);
    expect(L.lpddr.x).toBeGreaterThanOrEqual(L.grace.x);
    expect(L.lpddr.x + L.lpddr.w).toBeLessThanOrEqual(L.grace.x + L.grace.w);
    for (const g of L.gpus) expect(g.x).toBeGreaterThan(L.grace.x + L.grace.w);
    expect((L.gpus[1]?.y ?? 0)).toBeGreaterThan((L.gpus[0]?.y ?? 0) + (L.gpus[0]?.h ?? 0));
  });

  it('the feed climbs from LPDDR5X well right of its centred texts and leaves over C2C', () => {
    for (const [i, path] of L.feedPaths.entries()) {
      const start = path[0];
      expect(start?.x).toBeGreaterThan(centerOf(L.lpddr).x + 300);
      expect(start?.y).toBeGreaterThan(L.lpddr.y);
      expect(path.slice(-(L.c2c[i]?.length ?? 0))).toEqual(L.c2c[i]);
    }
  });
});

describe('grace-blackwell: hbm3e → unified-memory', () => {
  const hbm = layoutHbm(8, 2, 4);
  const unified = layoutUnified(186, 2, 480);
  const carried = hbmToUnified(hbm, unified);

  it("each of the GPU's stacks starts where hbm3e draws it; together they land tiling the first HBM part of the bar, in their arrangement", () => {
    const stacks = hbm.pkg.stacks.map((s) => s.rect);
    expect(carried.stacks).toHaveLength(stacks.length);
    expect(new Set(carried.stacks.map((c) => c.from))).toEqual(new Set(stacks));
    const segment = unified.segments[0] as Rect;
    const landed = boundsOf(carried.stacks.map((c) => c.to));
    for (const k of ['x', 'y', 'w', 'h'] as const) expect(landed[k]).toBeCloseTo(segment[k], 9);
    const area = carried.stacks.reduce((sum, c) => sum + c.to.w * c.to.h, 0);
    expect(area).toBeCloseTo(segment.w * segment.h, 6);
    // the same order both ways: left of / above in hbm3e is left of / above in the bar
    for (const a of carried.stacks) for (const b of carried.stacks) {
      if (a.from.y === b.from.y && a.from.x < b.from.x) expect(a.to.x).toBeLessThan(b.to.x);
      if (a.from.y < b.from.y) expect(a.to.y).toBeLessThan(b.to.y);
    }
  });

  it('the dies land as the chip over that part, one half each', () => {
    expect(carried.dies.map((d) => d.from)).toEqual(hbm.pkg.dies);
    expect(boundsOf(carried.dies.map((d) => d.to))).toEqual(unified.owners[0]);
  });
});

describe('grace-blackwell: unified-memory, where the rest can live (issue 37, item 2)', () => {
  const unified = layoutUnified(186, 2, 480);

  it('one GPU fills its own HBM; the rest is offered in both places, the other GPU\'s HBM and LPDDR5X', () => {
    expect(fillSegments(300, 186, 2)).toEqual({own: [186, 0, 0], choices: [0, 114, 114]});
    // a working set that fits leaves nothing to place
    expect(fillSegments(100, 186, 2)).toEqual({own: [100, 0, 0], choices: [0, 0, 0]});
  });

  it('the NVLink path joins the two GPU chips; the C2C path runs from the first GPU to Grace', () => {
    const [a, b, grace] = unified.owners as [Rect, Rect, Rect];
    const p = unifiedPaths(unified);
    expect(p.nvlink.x).toBe(a.x + a.w);
    expect(p.nvlink.x + p.nvlink.w).toBe(b.x);
    const first = p.c2c[0];
    const last = p.c2c[p.c2c.length - 1];
    expect(first?.x).toBeGreaterThan(a.x);
    expect(first?.x).toBeLessThan(a.x + a.w);
    expect(last?.x).toBeGreaterThan(grace.x);
    expect(last?.x).toBeLessThan(grace.x + grace.w);
  });
});
