// grace-cpu's, hbm3e's and unified-memory's geometry: Grace's drawing stays centred as it grows
// (alone, then with its memory, then with the GPUs), and the hbm3e → unified-memory carry starts
// exactly at hbm3e's stacks and dies and lands exactly as the bar's first part and its chip.
import {describe, expect, it} from 'vitest';
import {boundsOf, centerOf, type Rect} from '../../src/visual/geometry';
import {frameSize, safeArea} from '../../src/visual/tokens';
import {layoutGrace} from '../../compositions/grace-blackwell/layout-grace';
import {layoutHbm} from '../../compositions/grace-blackwell/layout-hbm';
import {fillOwn, hbmToUnified, layoutUnified, unifiedPaths} from '../../compositions/grace-blackwell/layout-unified';

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
    expect(L.gpus[1]?.y ?? 0).toBeGreaterThan((L.gpus[0]?.y ?? 0) + (L.gpus[0]?.h ?? 0));
  });

  it('the feed climbs from LPDDR5X well right of its centred texts and leaves over C2C', () => {
    for (const [i, path] of L.feedPaths.entries()) {
      const start = path[0];
      expect(start?.x).toBeGreaterThan(centerOf(L.lpddr).x + 300);
      expect(start?.y).toBeGreaterThan(L.lpddr.y);
      expect(path.slice(-(L.c2c[i]?.length ?? 0))).toEqual(L.c2c[i]);
    }
  });

  it('the feed climbs in its own channel: its dots (20 px) clear every core and L3, inside Grace, within the memory bus', () => {
    const dot = 20;
    const climbX = L.feedPaths[0]?.[0]?.x ?? 0;
    const rightOfParts = Math.max(...[...L.cores, L.l3].map((r) => r.x + r.w));
    expect(climbX - dot / 2).toBeGreaterThanOrEqual(rightOfParts + 10);
    expect(climbX + dot / 2).toBeLessThanOrEqual(L.grace.x + L.grace.w - 10);
    expect(climbX + dot / 2).toBeLessThanOrEqual(L.lpddrBus.x + L.lpddrBus.w);
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
    for (const a of carried.stacks)
      for (const b of carried.stacks) {
        if (a.from.y === b.from.y && a.from.x < b.from.x) expect(a.to.x).toBeLessThan(b.to.x);
        if (a.from.y < b.from.y) expect(a.to.y).toBeLessThan(b.to.y);
      }
  });

  it('the dies land as the chip over that part, one half each', () => {
    expect(carried.dies.map((d) => d.from)).toEqual(hbm.pkg.dies);
    expect(boundsOf(carried.dies.map((d) => d.to))).toEqual(unified.owners[0]);
  });
});

describe('grace-blackwell: unified-memory, where the rest can live (issue 43; correction C17)', () => {
  const unified = layoutUnified(186, 2, 480);

  it('one GPU fills its own HBM; the rest is what goes to the other GPU or to LPDDR5X', () => {
    expect(fillOwn(300, 186)).toEqual({own: 186, spill: 114});
    expect(fillOwn(100, 186)).toEqual({own: 100, spill: 0});
  });

  it("the bar is to scale, Grace's LPDDR5X between the two GPUs' HBM, each under its own chip, inside the module", () => {
    const [a, b, g] = unified.segments as [Rect, Rect, Rect];
    expect(a.w).toBeCloseTo(b.w, 9);
    expect(g.w / a.w).toBeCloseTo(480 / 186, 9);
    expect(a.x + a.w).toBeCloseTo(g.x, 9);
    expect(g.x + g.w).toBeCloseTo(b.x, 9);
    unified.owners.forEach((o, i) => {
      const s = unified.segments[i] as Rect;
      expect(o.x).toBeGreaterThanOrEqual(s.x);
      expect(o.x + o.w).toBeLessThanOrEqual(s.x + s.w);
      expect(o.y + o.h).toBeLessThan(s.y);
    });
    for (const r of [...unified.segments, ...unified.owners]) {
      expect(r.x).toBeGreaterThan(unified.module.x);
      expect(r.x + r.w).toBeLessThan(unified.module.x + unified.module.w);
    }
  });

  it('NVLink between the two GPUs leaves the module, crosses the switch trays above it and comes back; C2C joins the GPU to Grace', () => {
    const [a, b, g] = unified.owners as [Rect, Rect, Rect];
    const p = unifiedPaths(unified);
    const first = p.nvlink[0] as {x: number; y: number};
    const last = p.nvlink[p.nvlink.length - 1] as {x: number; y: number};
    expect(first.x).toBeGreaterThan(a.x);
    expect(first.x).toBeLessThan(a.x + a.w);
    expect(last.x).toBeGreaterThan(b.x);
    expect(last.x).toBeLessThan(b.x + b.w);
    const top = Math.min(...p.nvlink.map((q) => q.y));
    expect(top).toBeLessThan(unified.module.y);
    expect(top).toBeGreaterThan(unified.switches.y);
    expect(top).toBeLessThan(unified.switches.y + unified.switches.h);
    expect(p.c2c[0]?.x).toBe(a.x + a.w);
    expect(p.c2c[p.c2c.length - 1]?.x).toBe(g.x);
  });
});
