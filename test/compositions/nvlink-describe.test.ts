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
  const counts = {superchips: modelValue('tray.superchips').value, gpus: modelValue('tray.gpus').value,
    nics: modelValue('tray.nics').value, dpus: modelValue('tray.dpus').value};
  const layout = layoutComputeTray(counts, computeTrayBox);
  const text = beat('compute-tray', 'network').describe ?? '';

  it('draws the network cards as one row on the right-hand side, away from the GPUs, as the describe text says', () => {
    expect(layout.nics).toHaveLength(counts.nics);
    expect(new Set(layout.nics.map((n) => n.y)).size).toBe(1);
    const gpusRight = Math.max(...layout.gpus.map((g) => g.x + g.w));
    expect(layout.nics.every((n) => n.x > gpusRight)).toBe(true);
    expect(layout.dpus.every((d) => d.y > (layout.nics[0]?.y ?? 0))).toBe(true);
    expect(layout.nvme.y).toBeGreaterThan(Math.max(...layout.dpus.map((d) => d.y)));
    expect(text).toMatch(/right-hand side/);
    expect(text).toMatch(/one row/);
    expect(text).toMatch(/beneath/);
    expect(text).toMatch(/at the bottom/);
    expect(text).not.toMatch(/beside each GPU/);
  });
});
