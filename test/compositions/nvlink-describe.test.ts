// nvlink-nvswitch: what a beat's `describe` text says about where parts sit matches the layout that draws them.
import {describe, expect, it} from 'vitest';
import {computeTrayBox, layoutComputeTray} from '../../compositions/nvlink-nvswitch/layout-compute-tray';
import {script} from '../../compositions/nvlink-nvswitch/script';
import {modelValue} from '../../src/model/index';

const beat = (scene: string, id: string) => {
  const found = script.scenes.find((s) => s.id === scene)?.beats.find((b) => b.id === id);
  if (found === undefined) throw new Error(`${scene}/${id} missing`);
  return found;
};

describe('compute-tray, network beat', () => {
  const counts = {
    superchips: modelValue('tray.superchips').value,
    gpus: modelValue('tray.gpus').value,
    nics: modelValue('tray.nics').value,
    dpus: modelValue('tray.dpus').value,
  };
  const layout = layoutComputeTray(counts, computeTrayBox);
  const text = beat('compute-tray', 'network').describe ?? '';

  it('draws the network cards in a column at the right-hand edge, away from the GPUs, as the describe text says', () => {
    expect(layout.nics).toHaveLength(counts.nics);
    expect(new Set(layout.nics.map((n) => n.x)).size).toBe(1);
    const gpusRight = Math.max(...layout.gpus.map((g) => g.x + g.w));
    expect(layout.nics.every((n) => n.x > gpusRight)).toBe(true);
    expect(layout.dpus.every((d) => d.y > Math.max(...layout.nics.map((n) => n.y)))).toBe(true);
    expect(layout.nvme.y).toBeGreaterThan(Math.max(...layout.dpus.map((d) => d.y)));
    expect(text).toMatch(/right-hand edge/);
    expect(text).toMatch(/in a column/);
    expect(text).toMatch(/beneath/);
    expect(text).toMatch(/at the bottom/);
  });

  it("routes each GPU's off-rack traffic to its own network card and out through the tray's edge", () => {
    expect(layout.egress).toHaveLength(counts.gpus);
    layout.egress.forEach((path, k) => {
      const nic = layout.nics[k % counts.nics];
      const through = path.some(
        (p, i) => i > 0 && nic !== undefined && p.y === nic.y + nic.h / 2 && p.x >= layout.tray.x + layout.tray.w,
      );
      expect(through).toBe(true);
      expect(path.at(-1)?.x).toBeGreaterThan(1920);
    });
  });

  it('keeps every two routes apart: none crosses or touches another, and none runs closer than a lane', () => {
    const legs = layout.egress.map((path) => path.slice(1).map((p, i) => [path[i] ?? p, p] as const));
    // a lane's dots are 18 px: 30 px between two routes leaves a clear gap between their dots
    for (let k = 0; k < legs.length; k++)
      for (let j = k + 1; j < legs.length; j++)
        for (const [a, b] of legs[k] ?? [])
          for (const [c, d] of legs[j] ?? []) expect(segmentDistance(a, b, c, d)).toBeGreaterThanOrEqual(30);
  });
});

type P = {x: number; y: number};
const pointToSegment = (p: P, a: P, b: P) => {
  const l = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
  const t = l === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / l));
  return Math.hypot(p.x - (a.x + t * (b.x - a.x)), p.y - (a.y + t * (b.y - a.y)));
};
const side = (a: P, b: P, p: P) => Math.sign((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
/** the distance between segments ab and cd: 0 where they cross */
function segmentDistance(a: P, b: P, c: P, d: P): number {
  if (side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0) return 0;
  return Math.min(pointToSegment(a, c, d), pointToSegment(b, c, d), pointToSegment(c, a, b), pointToSegment(d, a, b));
}

describe('compute-tray, parts beat: the superchips as the describe text draws them', () => {
  const counts = {
    superchips: modelValue('tray.superchips').value,
    gpus: modelValue('tray.gpus').value,
    nics: modelValue('tray.nics').value,
    dpus: modelValue('tray.dpus').value,
  };
  const layout = layoutComputeTray(counts, computeTrayBox);
  const text = beat('compute-tray', 'parts').describe ?? '';

  it('puts the two superchips side by side, each its GPUs side by side with its Grace CPU below them', () => {
    expect(text).toMatch(/superchips side by side/);
    expect(text).toMatch(/GPUs side by side with its Grace CPU below/);
    const [first, second] = layout.superchips;
    expect(first !== undefined && second !== undefined && second.x > first.x + first.w && second.y === first.y).toBe(
      true,
    );
    const perBoard = counts.gpus / counts.superchips;
    layout.cpus.forEach((cpu, s) => {
      const gpus = layout.gpus.slice(s * perBoard, (s + 1) * perBoard);
      expect(new Set(gpus.map((g) => g.y)).size).toBe(1);
      expect(gpus.every((g) => cpu.y >= g.y + g.h)).toBe(true);
    });
  });
});
