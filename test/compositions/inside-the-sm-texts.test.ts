// inside-the-sm: what the describe texts and labels say against what is drawn and simulated (issue #37, items 1, 3, 8).
import {describe, expect, it} from 'vitest';
import {anatomySmBox} from '../../compositions/inside-the-sm/layout-carry';
import {layoutSm} from '../../compositions/inside-the-sm/layout-sm';
import {script} from '../../compositions/inside-the-sm/script';
import {simulateWarps} from '../../compositions/inside-the-sm/simulate-warps';
import {modelValue} from '../../src/model/index';

type Beat = {id: string; describe: string; labels?: {id: string; text: string}[]; caption?: {text: string}};
const beat = (sceneId: string, beatId: string): Beat => {
  const scene = script.scenes.find((s) => s.id === sceneId);
  const found = (scene?.beats as Beat[] | undefined)?.find((b) => b.id === beatId);
  if (found === undefined) throw new Error(`${sceneId}/${beatId} is not in the script`);
  return found;
};
const label = (sceneId: string, beatId: string, id: string) =>
  beat(sceneId, beatId).labels?.find((l) => l.id === id)?.text ?? '';

describe('inside-the-sm: describe texts match the drawing', () => {
  const blocks = modelValue('sm.schedulers').value;
  const sm = layoutSm(anatomySmBox, {
    blocks,
    lanesPerBlock: modelValue('sm.fp32LanesPerSmsp').value,
    sfusPerBlock: modelValue('sm.sfus').value / blocks,
    ldstPerBlock: modelValue('sm.loadStoreUnits').value / blocks,
  });
  const bottom = (r: {y: number; h: number}) => r.y + r.h;
  const topRow = sm.blocks.filter((b) => b.outline.y === Math.min(...sm.blocks.map((x) => x.outline.y)));
  const bottomRow = sm.blocks.filter((b) => !topRow.includes(b));

  it('the L1 / shared band is drawn between the top and bottom processing blocks, and the describe says so (not "across the bottom")', () => {
    expect(topRow).toHaveLength(2);
    expect(bottomRow).toHaveLength(2);
    for (const b of topRow) expect(sm.shared.y).toBeGreaterThan(bottom(b.outline));
    for (const b of bottomRow) expect(bottom(sm.shared)).toBeLessThan(b.outline.y);
    const text = beat('sm-anatomy', 'shared').describe;
    expect(text).toMatch(/between the top and bottom pairs of processing blocks/);
    expect(text).not.toMatch(/across the bottom/);
  });

  it('the Tensor Memory band is drawn just below the L1 / shared band, still above the bottom blocks, as its describe says', () => {
    expect(sm.tmem.y).toBeGreaterThan(bottom(sm.shared));
    for (const b of bottomRow) expect(bottom(sm.tmem)).toBeLessThan(b.outline.y);
    expect(beat('sm-anatomy', 'tmem').describe).toMatch(/just below the L1 \/ shared band/);
  });
});

describe('inside-the-sm: the SM count names its product', () => {
  it('148 is a device query of a B200 with 180 GB, the HGX B200 product; both the label and the caption say HGX B200', () => {
    expect(modelValue('sm.count').value).toBe(148);
    expect(modelValue('sm.count').note).toMatch(/180 GB/);
    expect(label('gpu-to-sm', 'gpu', 'sms')).toMatch(/^HGX B200: \{sm\.count\} SMs/);
    expect(beat('gpu-to-sm', 'zoom').caption?.text).toMatch(/HGX B200 runs \{sm\.count\}/);
  });
});

describe("inside-the-sm: the kernel label states the simulation's assumption", () => {
  it("the load is one whose result the next instruction needs: in the simulation the warp issues nothing between its load and the load's return", () => {
    const work = 79;
    const latency = 1000;
    const trace = simulateWarps({warps: 1, work, latency}, work + 1 + latency + 1);
    expect(trace.loads[work]).toBe(1);
    expect([...trace.issued.slice(work + 1, work + 1 + latency)].every((w) => w === -1)).toBe(true);
    expect(trace.issued[work + 1 + latency]).toBe(0);
    expect(label('the-stall', 'kernel', 'kernel')).toMatch(
      /then \{kernel\.loads\} load whose result the next one needs/,
    );
    // the switching scene runs the same kernel, and says so in one line (its left column: at most two lines)
    expect(label('warp-switching', 'many', 'kernel')).toMatch(/^Same kernel · latency \{kernel\.latency\}/);
  });
});
