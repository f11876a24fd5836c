// A counting label is read on every frame of its count, not only where it settles: a product counts
// its first factor and its totals follow (src/model/format.ts countText), and a tally of several
// counts in one beat counts in whole steps of its first (src/timeline/use-beat.ts countSettle), so no
// frame prints false arithmetic or counts that disagree. Checked on the labels a viewer sees count in
// nvlink-nvswitch: ports × one port's rate = the GPU's total; trays, GPUs and CPUs of the rack.
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {countText, firstFigure} from '../../src/model/format';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {countSettle} from '../../src/timeline/use-beat';

const perGbs: Record<string, number> = {'GB/s': 1, 'TB/s': 1000};
/** The figures of a text with their units, in GB/s where the unit is a rate. */
function rates(text: string): number[] {
  return [...text.matchAll(/([\d.,]+)\s*(GB\/s|TB\/s)/g)].map(
    ([, n, unit]) => Number((n ?? '').replace(/,/g, '')) * (perGbs[unit ?? ''] ?? NaN),
  );
}

describe('counting labels', () => {
  const scenes = videos.flatMap((v) => resolveVideo(v).timeline.scenes);
  const texts = scenes.flatMap((s) => s.texts).filter((t) => t.counting);
  /** A counting text's settled figure (from the model, as the script references it). */
  const settled = (t: {text: string}) => firstFigure(t.text) ?? NaN;

  it('the counting labels checked below are found (so the checks check something)', () => {
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
    expect(seen.size).toBe(settled(sum) + 1); // 0 … 18 ports, each shown
  });

  it('the rack tally counts in whole trays: its GPUs and Grace CPUs per compute tray (4 and 2) on every frame of the count', () => {
    const tally = texts.filter((t) => t.sceneId === 'the-rack');
    expect(tally.map((t) => t.id)).toEqual(['count-trays', 'count-gpus', 'count-cpus']);
    const first = tally[0];
    if (first === undefined) throw new Error('the-rack tally');
    const scene = scenes.find((s) => s.id === 'the-rack' && s.texts.includes(first));
    if (scene === undefined) throw new Error('the-rack');
    const [traysInRack, gpusInRack, cpusInRack] = tally.map(settled) as [number, number, number];
    const shown = new Set<string>();
    for (let frame = first.appear - 1; frame <= first.settledFrom + 1; frame++) {
      const printed = tally.map((t) => countText(t.text, countSettle(t, scene.texts, frame)));
      // a count that shows 1 names one thing: "1 compute tray", not "1 compute trays"
      for (const text of printed) if (/^1\D/.test(text)) expect(text, `frame ${frame}`).not.toMatch(/s$/);
      const [trays, gpus, cpus] = printed.map((text) => Number(/^\d+/.exec(text)?.[0]));
      shown.add(`${trays}/${gpus}/${cpus}`);
      const perTray = (trays ?? NaN) / traysInRack;
      expect([gpus, cpus], `frame ${frame}`).toEqual([gpusInRack * perTray, cpusInRack * perTray]);
    }
    expect(shown.size).toBe(traysInRack + 1); // 0 … 18 trays, each shown
  });
});
