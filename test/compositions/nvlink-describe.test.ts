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
});

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
