// nvlink-nvswitch's data in motion, on the kit's Flow at the video's one scale (flow-scale.ts):
// dots big enough to see, rates in proportion to the model's bandwidths, steady flows that repeat
// with the period the script declares, a transfer that fills its route from the sender.
import {describe, expect, it} from 'vitest';
import {nvlinkFlow} from '../../compositions/nvlink-nvswitch/flow-scale';
import {script} from '../../compositions/nvlink-nvswitch/script';
import {model} from '../../src/model/index';
import {rules} from '../../src/script/rules';
import {flowDots, lanesFor} from '../../src/visual/flow';
import {nvlinkNvswitch} from '../../compositions/nvlink-nvswitch/index';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {formatQuantity} from '../../src/model/format';

const value = (key: string) => {
  const q = model[key];
  if (q === undefined) throw new Error(key);
  return q.value;
};
const dotSize = script.constants['flow.dotSize'];
if (dotSize === undefined) throw new Error('flow.dotSize');
const scale = nvlinkFlow(dotSize.value);
const perSecond = (bandwidth: number) => {
  const {lanes, dotsPerLane} = lanesFor(bandwidth, scale);
  return (lanes * dotsPerLane) / scale.period;
};
const path = [
  {x: 0, y: 0},
  {x: 300, y: 0},
  {x: 300, y: 200},
];
const at = (frame: number, fps: number, filled = true) =>
  flowDots(path, value('nvlink5.perLinkEachWay'), scale, {frame, fps, filled}).map((p) => [
    p.x.toFixed(6),
    p.y.toFixed(6),
  ]);

describe('nvlink-nvswitch flow scale', () => {
  it('draws dots at least 16 px across at 1080p', () => {
    expect(scale.dot).toBeGreaterThanOrEqual(rules.minFlowDotPx);
  });

  it("draws one NVLink port's 50 GB/s each way as 2 dots a second at 25 GB a dot (a point on a stream flashes at most 3 times a second, WCAG 2.3.1), as many as a ConnectX-7's", () => {
    expect(value('nvlink5.perLinkEachWay')).toBe(50e9);
    expect(perSecond(value('nvlink5.perLinkEachWay'))).toBe(value('nvlink5.perLinkEachWay') / dotSize.value);
    expect(perSecond(value('nvlink5.perLinkEachWay'))).toBe(2);
    expect(perSecond(value('nvlink5.perLinkEachWay'))).toBeLessThanOrEqual(3);
    expect(perSecond(value('nic.connectx7Bytes'))).toBe(perSecond(value('nvlink5.perLinkEachWay')));
  });

  it('repeats a steady flow every period at 24, 30 and 60 fps, and moves in between', () => {
    for (const fps of rules.frameRates) {
      const period = Math.round(scale.period * fps);
      for (let f = 0; f < period * 2; f++) expect(at(f + period, fps)).toEqual(at(f, fps));
      expect(at(1, fps)).not.toEqual(at(0, fps));
    }
  });

  it('fills a transfer from the sender: nothing at its start, then no dot further along than the speed allows', () => {
    expect(at(0, 30, false)).toEqual([]);
    const half = flowDots(path, value('nvlink5.perLinkEachWay'), scale, {frame: 15, fps: 30});
    expect(half.length).toBeGreaterThan(0);
    expect(half.every((p) => p.y === 0 && p.x <= scale.speed * 0.5 + 1e-9)).toBe(true);
  });

  it("every steady flow of the script declares a whole number of the scale's periods (the renderer captures one)", () => {
    const {timeline} = resolveVideo(nvlinkNvswitch);
    const periods = timeline.scenes.flatMap((s) =>
      s.beats.flatMap((b) => (b.motion?.period === undefined ? [] : [b.motion.period])),
    );
    expect(periods.length).toBeGreaterThanOrEqual(5);
    for (const p of periods) expect(Number.isInteger(p / scale.period)).toBe(true);
  });

  it("keys the streams where their rates are compared: 'One dot = 25 GB', the flow scale's bytes per dot through the model's formatting, from the scene's first stream on", () => {
    const {timeline} = resolveVideo(nvlinkNvswitch);
    // one port's stream against all eighteen (gpu-ports), eighteen links' streams at once (one-hop)
    const comparing = ['gpu-ports', 'one-hop'];
    const legend = `One dot = ${formatQuantity({...dotSize, value: scale.bytesPerDot})}`;
    expect(legend).toBe('One dot = 25 GB');
    for (const id of comparing) {
      const scene = timeline.scenes.find((s) => s.id === id);
      if (scene === undefined) throw new Error(id);
      const text = scene.texts.find((t) => t.id === 'dot-scale');
      expect(text?.text, id).toBe(legend);
      // it lands with the beat of the scene's first stream, over that beat's transition, and stays to the scene's end
      const firstStream = scene.beats.find((b) => b.motion?.kind === 'flow');
      expect(text?.appear, id).toBe(firstStream?.from);
      expect(text?.exitStart, id).toBeNull();
    }
  });
});
