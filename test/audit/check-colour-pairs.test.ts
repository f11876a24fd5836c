// check-colour-pairs.ts: meaning colours that share a frame stay apart under simulated colour-vision deficiency.
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {
  checkColourPairs,
  colourGroupsOf,
  colourPairs,
  colourPairThreshold,
  simulatedDifference,
} from '../../src/audit/check-colour-pairs';
import {palettes} from '../../src/visual/tokens';

describe('simulatedDifference', () => {
  it("keeps the brief's orange-red and green apart (ΔE ≥ 16 under protanopia and deuteranopia)", () => {
    expect(simulatedDifference('#ff7a45', '#3fc79a', 'protanopia')).toBeGreaterThanOrEqual(16);
    expect(simulatedDifference('#ff7a45', '#3fc79a', 'deuteranopia')).toBeGreaterThanOrEqual(16);
  });

  it('finds pure red and green close under deuteranopia, and a colour identical to itself', () => {
    expect(simulatedDifference('#ff0000', '#00ff00', 'deuteranopia')).toBeLessThan(
      simulatedDifference('#ff0000', '#00ff00', 'tritanopia'),
    );
    expect(simulatedDifference('#4c9bff', '#4c9bff', 'protanopia')).toBe(0);
  });
});

describe('colourPairs', () => {
  it('lists each unordered pair once with every frame it shares', () => {
    const pairs = colourPairs([
      {where: 'a', colours: ['cpu', 'gpu', 'memory']},
      {where: 'b', colours: ['gpu', 'cpu']},
    ]);
    expect(pairs.map((p) => `${p.a}/${p.b} ${p.where.join(',')}`)).toEqual([
      'cpu/gpu a,b',
      'cpu/memory a',
      'gpu/memory a',
    ]);
  });

  it('covers the pairs the brief names: stalled/ready, NVLink next to the CPU, the link kinds', () => {
    const keys = colourPairs(colourGroupsOf(videos)).map((p) => `${p.a}/${p.b}`);
    for (const k of ['warpReady/warpStalled', 'cpu/nvlink', 'c2c/pcie', 'nvhbi/nvlink', 'cpu/gpu', 'gpu/memory'])
      expect(keys).toContain(k);
  });
});

describe('the palettes (src/visual/tokens.ts)', () => {
  const pairs = colourPairs(colourGroupsOf(videos));
  const failing = (theme: 'dark' | 'light') =>
    checkColourPairs(palettes[theme], pairs)
      .filter((r) => !r.ok)
      .map((r) => `${r.a}/${r.b} ${r.deficiency}`)
      .sort();

  it(`leaves out pairs of one colour, and checks the rest against ΔE2000 ≥ ${colourPairThreshold}`, () => {
    const rows = checkColourPairs(palettes.dark, pairs);
    expect(rows.some((r) => (r.a === 'gpu' && r.b === 'warpReady') || (r.a === 'warpReady' && r.b === 'gpu'))).toBe(
      false,
    );
    expect(rows.every((r) => r.ok === r.deltaE >= colourPairThreshold)).toBe(true);
  });

  // Every pair of meaning colours that shares a frame stays apart (ΔE2000 ≥ 10) after simulated
  // protanopia and deuteranopia, in both themes (the palette was retuned in lightness and hue for this).
  it.each(['dark', 'light'] as const)('has no pair too close under colour-vision deficiency, %s theme', (theme) => {
    expect(failing(theme)).toEqual([]);
  });
});
