// A counting label is read on every frame of its count, not only where it settles: a product counts
// its first factor and its totals follow (src/model/format.ts countText), so no frame prints false
// arithmetic. Checked on the label a viewer sees count: nvlink-nvswitch's ports × rate = the GPU's total.
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {countText} from '../../src/model/format';
import {resolveVideo} from '../../src/timeline/resolve-video';

const perGbs: Record<string, number> = {'GB/s': 1, 'TB/s': 1000};
/** The figures of a text with their units, in GB/s where the unit is a rate. */
function rates(text: string): number[] {
  return [...text.matchAll(/([\d.,]+)\s*(GB\/s|TB\/s)/g)].map(
    ([, n, unit]) => Number((n ?? '').replace(/,/g, '')) * (perGbs[unit ?? ''] ?? NaN),
  );
}

describe('counting labels', () => {
  const texts = videos
    .flatMap((v) => resolveVideo(v).timeline.scenes.flatMap((s) => s.texts))
    .filter((t) => t.counting);

  it('every video that counts has its counting labels found (so the checks below check something)', () => {
    expect(texts.map((t) => `${t.sceneId}/${t.id}`)).toContain('gpu-ports/sum');
  });

  it('the GPU total counts in whole ports: ports × one port’s rate = the total both ways = twice each way, on every step', () => {
    const sum = texts.find((t) => t.sceneId === 'gpu-ports' && t.id === 'sum');
    if (sum === undefined) throw new Error('gpu-ports/sum');
    const seen = new Set<string>();
    for (let step = 0; step <= 200; step++) {
      const shown = countText(sum.text, step / 200);
      seen.add(shown);
      const ports = Number(/^(\d+) ×/.exec(shown)?.[1]);
      const [port, both, each] = rates(shown);
      expect(Number.isInteger(ports), shown).toBe(true);
      expect(port, shown).toBe(rates(sum.text)[0]); // one port's rate does not count
      expect(both, shown).toBeCloseTo((ports * (port ?? NaN)) as number, 6);
      expect(each, shown).toBe(((ports * (port ?? NaN)) as number) / 2);
    }
    expect(seen.size).toBe(19); // 0 … 18 ports
  });
});
