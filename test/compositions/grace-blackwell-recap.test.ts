// The not-uniform → recap boundary: the HBM stream's band and the C2C link leave as one bar each and land as
// the recap's HBM stacks and C2C wiring; NV-HBI's label points inside a GPU, between its dies; the summary rows sit under the drawing.
import {describe, expect, it} from 'vitest';
import {stageRule} from '../../src/audit/check-composition';
import {boundsOf} from '../../src/visual/geometry';
import {layoutNotUniform} from '../../compositions/grace-blackwell/layout-not-uniform';
import {c2cRuns, layoutRecap, raceToRecap} from '../../compositions/grace-blackwell/layout-recap';

// 25 lanes of 26 px: the HBM stream at 8 TB/s, 32 GB a dot, 10 dots a second a lane
const race = layoutNotUniform(25 * 26);
const recap = layoutRecap(2, 2, 4, 2);
const carried = raceToRecap({ownHbm: race.hbmBand, overC2c: race.c2cLink}, recap, 10);

describe('grace-blackwell: race → recap', () => {
  it('the HBM bar breaks into one piece per stack and the pieces start as exactly that bar', () => {
    const stacks = recap.gpus.flatMap((g) => g.stacks.map((s) => s.rect));
    expect(carried.hbm).toHaveLength(stacks.length);
    expect(carried.hbm.map((c) => c.to)).toEqual(stacks);
    const bar = race.hbmBand;
    expect(boundsOf(carried.hbm.map((c) => c.from)).w).toBeCloseTo(bar?.w ?? 0, 9);
    expect(boundsOf(carried.hbm.map((c) => c.from)).x).toBe(bar?.x);
  });

  it('the C2C bar becomes the wiring: one piece per straight run (Grace to each GPU), lengths in proportion', () => {
    const runs = c2cRuns(recap.c2c, 10);
    expect(runs).toHaveLength(2);
    expect(carried.c2c.map((c) => c.to)).toEqual(runs);
    const bar = race.c2cLink;
    const total = carried.c2c.reduce((s, c) => s + c.from.w, 0);
    expect(total).toBeCloseTo(bar?.w ?? 0, 9);
    const lengths = runs.map((r) => Math.max(r.w, r.h) - 10);
    carried.c2c.forEach((c, i) =>
      expect(Math.abs(c.from.w - (total * (lengths[i] ?? 0)) / lengths.reduce((s, l) => s + l, 0))).toBeLessThanOrEqual(
        1,
      ),
    );
  });

  it('the pieces follow each other along the bar without gaps, cut on whole pixels', () => {
    for (const pieces of [carried.hbm, carried.c2c]) {
      pieces.slice(1).forEach((c, i) => {
        expect(c.from.x).toBeCloseTo((pieces[i]?.from.x ?? 0) + (pieces[i]?.from.w ?? 0), 9);
        expect(Number.isInteger(c.from.x)).toBe(true);
      });
    }
  });

  it("NV-HBI's label points at a GPU's own bridge, inside that GPU and between its two dies, not between the two GPUs", () => {
    const gpu = recap.gpuAreas[recap.gpuAreas.length - 1];
    const pkg = recap.gpus[recap.gpus.length - 1];
    if (gpu === undefined || pkg === undefined) throw new Error('no GPU');
    expect(pkg.bridges).toContain(recap.nvhbiBridge);
    const [left, right] = pkg.dies;
    expect(recap.nvhbiBridge.x).toBeCloseTo((left?.x ?? 0) + (left?.w ?? 0), 9);
    expect(recap.nvhbiBridge.x + recap.nvhbiBridge.w).toBeCloseTo(right?.x ?? 0, 9);
    expect(recap.nvhbiBridge.y).toBeGreaterThan(gpu.y);
    expect(recap.nvhbiBridge.y + recap.nvhbiBridge.h).toBeLessThan(gpu.y + gpu.h);
  });

  it("each GPU is named on its outer die, clear of the NV-HBI bridge and of NVLink between the dies' stacks", () => {
    recap.nameDies.forEach((d, i) => {
      const pkg = recap.gpus[i];
      expect(pkg?.dies).toContain(d);
      expect(recap.nameWidth).toBeLessThan(d.w);
    });
    expect(recap.nameDies[0]?.x).toBeLessThan(recap.nameDies[1]?.x ?? 0);
  });

  it('the summary rows sit under the whole drawing, above the caption band', () => {
    const drawingBottom = Math.max(recap.lpddr.y + recap.lpddr.h, ...recap.gpuAreas.map((a) => a.y + a.h));
    for (const row of recap.rows) expect(row.y).toBeGreaterThan(drawingBottom + 40);
    const last = recap.rows[recap.rows.length - 1];
    expect((last?.y ?? 0) + (last?.h ?? 0)).toBeLessThanOrEqual(stageRule.captionBandTop);
  });

  it('NVLink joins the two GPUs only through the switch trays above the module (correction C17), its label in them', () => {
    const [a, b] = recap.gpuAreas;
    if (a === undefined || b === undefined) throw new Error('no GPU');
    const first = recap.nvlink[0];
    const last = recap.nvlink[recap.nvlink.length - 1];
    expect(first?.x).toBeGreaterThan(a.x);
    expect(first?.x).toBeLessThan(a.x + a.w);
    expect(last?.x).toBeGreaterThan(b.x);
    expect(last?.x).toBeLessThan(b.x + b.w);
    const top = Math.min(...recap.nvlink.map((p) => p.y));
    expect(top).toBeGreaterThan(recap.switches.y);
    expect(top).toBeLessThan(recap.switches.y + recap.switches.h);
    expect(top).toBeLessThan(Math.min(a.y, b.y, recap.grace.y));
  });
});
