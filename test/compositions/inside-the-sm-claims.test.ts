// inside-the-sm (issue #44): the claims a GPU expert checked, the linear → log ladder, the warps rule on the chart,
// Little's law's bytes in flight, the meter as a counter and the steady state's period.
import {describe, expect, it} from 'vitest';
import {bytesInFlight, computeSmFigures, warpsRule} from '../../compositions/inside-the-sm/compute-sm-figures';
import {continuationPhase, flightPeriod, loadsFlow, loadsPerSecond} from '../../compositions/inside-the-sm/flow-scale';
import {roundTrip} from '../../compositions/inside-the-sm/layout-chart';
import {flowDots} from '../../src/visual/flow';
import {polylineLength} from '../../src/visual/geometry';
import {axisX, layoutLadder, logX} from '../../compositions/inside-the-sm/layout-ladder';
import {busyRuns, warpRuns} from '../../compositions/inside-the-sm/layout-trace';
import {runningText} from '../../compositions/inside-the-sm/parts/Meter';
import {sweepCursor, sweepPieces} from '../../compositions/inside-the-sm/parts/IssueTimeline';
import {
  ladderAxisAt,
  ladderArea,
  ladderBarsX,
  ladderScale,
  linearHeadroom,
  rungIds,
  rungsFrom,
} from '../../compositions/inside-the-sm/scenes/MemoryLadder';
import {script} from '../../compositions/inside-the-sm/script';
import {simulateWarps, steadyRound} from '../../compositions/inside-the-sm/simulate-warps';
import {formatQuantity, model, type Quantity} from '../../src/model/index';
import {sources} from '../../src/model/sources';
import {resolveText} from '../../src/script/references';

const refs = {...model, ...(script.constants as Record<string, Quantity>)};
const all = {...refs, ...computeSmFigures(refs)};
const value = (key: string) => {
  const q = all[key as keyof typeof all];
  if (q === undefined) throw new Error(`no ${key}`);
  return q.value;
};
type Label = {id: string; text: string; source?: string};
type Beat = {
  id: string;
  labels?: Label[];
  caption?: {text: string; source?: string};
  motion?: {seconds: number; period?: number};
  at: number;
};
const beatOf = (sceneId: string, beatId: string): Beat => {
  const found = (script.scenes.find((s) => s.id === sceneId)?.beats as Beat[] | undefined)?.find(
    (b) => b.id === beatId,
  );
  if (found === undefined) throw new Error(`${sceneId}/${beatId} is not in the script`);
  return found;
};
const labelOf = (sceneId: string, beatId: string, id: string): Label => {
  const found = beatOf(sceneId, beatId).labels?.find((l) => l.id === id);
  if (found === undefined) throw new Error(`${sceneId}/${beatId}/${id} is not in the script`);
  return found;
};
const shown = (text: string) => resolveText(text, all);

describe('the claims (fact review C19–C21)', () => {
  it('registers: "operands every cycle", no bar and no FMA latency; the dependent-FMA figure is gone from the video', () => {
    expect(shown(labelOf('memory-hierarchy', 'latency', 'lat-registers').text)).toMatch(/^Operands every cycle/);
    expect(JSON.stringify(script)).not.toContain('latency.fma');
    expect(rungsFrom(rungIds, [1, 2, 3], 2)[0]).toEqual({id: 'registers'});
  });

  it("L2's ~150 ns is this die's half, and the label says the other half is slower", () => {
    expect(shown(labelOf('memory-hierarchy', 'latency', 'lat-l2').text)).toBe(
      "~300 cycles (~150 ns): this die's half of L2; the other die's half is slower",
    );
  });

  it("4 Tensor Cores per SM is cited to the CUDA guide's compute-capability section, which carries it", () => {
    expect(labelOf('sm-anatomy', 'tensor', 'tensor').source).toBe('cudaGuideCc10');
    expect(sources.cudaGuideCc10.title).toContain('4 fifth-generation Tensor Cores');
    expect(model['sm.tensorCores']?.source).toEqual(sources.cudaGuideCc10);
  });

  it('the warps-needed rule is cited to the CUDA guide (Multiprocessor Level), not the book', () => {
    expect(labelOf('how-many-warps', 'saturate', 'rule').source).toBe('cudaMultiprocessorLevel');
  });

  it('async copies: what cp.async / TMA add (loads in flight into shared memory without registers), cited to the guide that says so', () => {
    const async = labelOf('how-many-warps', 'in-flight', 'async');
    expect(async.text).toMatch(/straight into shared memory, no registers held, so more loads in flight/);
    expect(async.source).toBe('cudaAsyncCopies');
    expect(sources.cudaAsyncCopies.title).toContain('without staging through registers');
  });

  it('every source key the script cites exists, with a URL', () => {
    const keys =
      JSON.stringify(script)
        .match(/"source":"([^"]+)"/g)
        ?.map((m) => m.slice(10, -1))
        .filter((k) => !k.startsWith('book:')) ?? [];
    expect(keys.length).toBeGreaterThan(10);
    for (const k of keys) expect((sources as Record<string, {url?: string}>)[k]?.url, k).toMatch(/^https:\/\//);
  });
});

describe('the warps rule on the chart', () => {
  it('(79 + 1,000) ÷ 79 ≈ 14, and the simulation saturates at that count', () => {
    expect(warpsRule(refs)).toBeCloseTo((79 + 1000) / 79, 10);
    expect(Math.ceil(warpsRule(refs))).toBe(value('sim.saturationWarps'));
    expect(shown(labelOf('how-many-warps', 'saturate', 'rule').text)).toBe(
      'Warps needed ≈ (work + latency) ÷ work = (79 + 1,000) ÷ 79 ≈ 14',
    );
    expect(shown(labelOf('how-many-warps', 'saturate', 'saturates').text)).toBe('Full from 14 warps');
  });

  it('the occupancy arithmetic is one short line per beat', () => {
    for (const [beat, id] of [
      ['occupancy', 'registers'],
      ['occupancy-busy', 'occupancy-busy'],
      ['second-lever', 'ilp'],
    ] as const) {
      expect(shown(labelOf('how-many-warps', beat, id).text).length).toBeLessThanOrEqual(56);
    }
  });
});

describe("Little's law: bytes in flight ≈ bandwidth × latency", () => {
  it("HGX B200's 7.7 TB/s × the example's 1,000 cycles at 1.965 GHz ≈ 3.9 MB per GPU, ≈ 26 KB per SM of its 148", () => {
    const f = bytesInFlight(refs);
    const seconds = 1000 / 1.965e9;
    expect(f['flight.latency'].value).toBeCloseTo(seconds, 15);
    expect(f['flight.perGpu'].value).toBeCloseTo(7.7e12 * seconds, 0);
    expect(f['flight.perSm'].value).toBeCloseTo((7.7e12 * seconds) / 148, 0);
    expect(formatQuantity(f['flight.perGpu'], [])).toBe('~3.9 MB');
    expect(shown(labelOf('how-many-warps', 'in-flight', 'little').text)).toBe(
      "Little's law: to stream HBM, 7.7 TB/s × ~510 ns ≈ 26 KB in flight per SM",
    );
  });

  it("the tracks show the simulation's loads in flight: ~1 for one warp, ~13 (12.5) for the saturating 14", () => {
    const f = computeSmFigures(refs);
    expect(f['flight.loadsOneWarp'].value).toBeCloseTo(1000 / 1080, 12);
    expect(f['flight.loadsSaturated'].value).toBeCloseTo(1000 / 80, 12);
    expect(shown(labelOf('how-many-warps', 'in-flight', 'in-flight-one').text)).toBe('~1 load in flight');
    expect(shown(labelOf('how-many-warps', 'in-flight', 'in-flight-many').text)).toBe('~13 loads in flight');
    expect(shown(labelOf('how-many-warps', 'in-flight', 'track-many').text)).toBe('14 warps');
  });

  it("the flow draws whole loads per period at the picture's pace, each crossing its track in the latency", () => {
    const cps = value('flight.cyclesPerSecond');
    expect(beatOf('how-many-warps', 'in-flight').motion?.period).toBe(flightPeriod);
    for (const fps of [24, 30, 60]) expect((flightPeriod * fps) % 1).toBe(0);
    const scale = loadsFlow(1120, 1000, cps, flightPeriod);
    expect(1120 / scale.speed).toBeCloseTo(1000 / cps, 12);
    expect(loadsPerSecond(1 / 1080, cps, scale) * flightPeriod).toBeCloseTo(2, 12);
    expect(loadsPerSecond(1 / 80, cps, scale) * flightPeriod).toBeCloseTo(27, 12);
    // dots on a track = loads per second × seconds per trip = loads per cycle × latency (Little's law, by eye)
    expect(loadsPerSecond(1 / 80, cps, scale) * (1120 / scale.speed)).toBeCloseTo(12.5, 12);
    expect(() => loadsPerSecond(1 / 81, cps, scale)).toThrow(/not whole/);
  });

  it('the round trip drawn as two paths (out, back) shows exactly the dots of one stream around the whole loop', () => {
    const cps = value('flight.cyclesPerSecond');
    const trip = roundTrip({x: 300, y: 800, w: 700, h: 50});
    const loop = [...trip.out, ...trip.back.slice(1)];
    const scale = loadsFlow(polylineLength(loop), 1000, cps, flightPeriod);
    for (const perCycle of [1 / 1080, 1 / 80]) {
      const bandwidth = loadsPerSecond(perCycle, cps, scale);
      const phase = continuationPhase(polylineLength(trip.out), bandwidth, scale);
      for (const frame of [0, 1, 17, 45, 89]) {
        const at = {frame, fps: 30, filled: true};
        // a dot exactly at the loop's start or end (in the SM's box) may fall either side of the boundary by rounding
        const ends = [loop[0], loop[loop.length - 1]];
        const key = (ps: {x: number; y: number}[]) =>
          ps
            .filter((p) => !ends.some((e) => e !== undefined && Math.hypot(p.x - e.x, p.y - e.y) < 1e-6))
            .map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`)
            .sort();
        const whole = flowDots(loop, bandwidth, scale, at);
        const split = [
          ...flowDots(trip.out, bandwidth, scale, at),
          ...flowDots(trip.back, bandwidth, scale, {...at, phase}),
        ];
        expect(key(split)).toEqual(key(whole));
      }
    }
  });
});

describe('the memory ladder: a linear axis first, pulled back, folded to log', () => {
  const [l1, l2, hbmHigh] = [value('latency.l1'), value('latency.l2'), value('latency.hbmHighCycles')];
  const ladder = layoutLadder(rungsFrom(rungIds, [l1, l2, hbmHigh], value('latency.hbmLowCycles')), {
    area: ladderArea,
    firstOffChip: 3,
    barsX: ladderBarsX,
    ...ladderScale,
    decade: 10,
  });
  const x = (v: number, pullBack: number, fold: number) =>
    axisX(v, ladder.bars, ladderAxisAt(l2, hbmHigh, pullBack, fold), ladderScale.scaleMin, ladderScale.scaleMax);

  it('on the linear axis L2 reaches near the right edge and HBM runs off the 1920 px frame', () => {
    expect(x(l2, 0, 0)).toBeCloseTo(ladder.bars.x + ladder.bars.w / linearHeadroom, 6);
    expect(x(hbmHigh, 0, 0)).toBeGreaterThan(1920);
    expect(x(value('latency.hbmLowCycles'), 0, 0)).toBeGreaterThan(1920);
  });

  it('pulled back, all of HBM fits and L1 is a sliver (under 3 % of the column): the gulf', () => {
    expect(x(hbmHigh, 1, 0)).toBeLessThanOrEqual(ladder.bars.x + ladder.bars.w);
    expect((x(l1, 1, 0) - ladder.bars.x) / ladder.bars.w).toBeLessThan(0.03);
  });

  it('folded, every bar stands where the log scale puts it', () => {
    for (const v of [l1, l2, hbmHigh])
      expect(x(v, 1, 1)).toBeCloseTo(logX(v, ladder.bars, ladderScale.scaleMin, ladderScale.scaleMax), 6);
  });
});

describe('the meter: a counter while it runs, the claim when it settles', () => {
  it('drops the claim and says "so far" while running', () => {
    expect(runningText('Scheduler busy: ~7% for this kernel', 0.123)).toBe('Scheduler busy so far: 12%');
    expect(runningText('Scheduler busy: 100%', 1)).toBe('Scheduler busy so far: 100%');
  });
});

describe('warp-switching: the steady state keeps running, periodic', () => {
  const run = beatOf('warp-switching', 'run');
  const cps = value('trace.switchCyclesPerSecond');
  const runEnd = Math.floor((run.motion?.seconds ?? 0) * cps);
  const warps = value('sim.manyWarps');
  const kernel = {warps, work: value('kernel.work'), latency: value('kernel.latency')};
  const round = steadyRound(kernel);
  const strip = round; // the scene's strip: one round
  const trace = simulateWarps(kernel, runEnd + 3 * round + 1);
  const runs = [...Array.from({length: warps}, (_, w) => warpRuns(trace, w)), busyRuns(trace)];
  // what each strip shows at each position (cycle on the strip) at a cycle of the run: the state drawn there, '' for nothing
  const picture = (cycle: number) =>
    runs.map((rs) => {
      const at = new Array<string>(strip).fill('');
      for (const r of rs)
        for (const p of sweepPieces(r, cycle, strip))
          for (let x = p.from - p.shift; x < p.to - p.shift; x++) at[x] = 'state' in r ? String(r.state) : 'busy';
      return at.join(',');
    });

  it("one round is 16 warps × 80 slots, and from the run's end (where the periodic beat starts) the wrapped picture repeats each round", () => {
    expect(round).toBe(16 * 80);
    expect(beatOf('warp-switching', 'free-switch').at).toBe(run.at + (run.motion?.seconds ?? 0));
    for (const c of [runEnd, runEnd + 7, runEnd + 640, runEnd + round - 1]) {
      expect(picture(c + round)).toEqual(picture(c));
      expect(sweepCursor(c + round, strip)).toBe(sweepCursor(c, strip));
    }
  });

  it('one round (the period) is a whole number of frames at 24, 30 and 60 fps; the run is two whole rounds (the start, then the steady state over it) and the periodic beat declares the period and runs whole rounds, several (so a render captures one and repeats it)', () => {
    for (const fps of [24, 30, 60]) expect(((round / cps) * fps) % 1).toBe(0);
    const rounds = (id: string) => (beatOf('warp-switching', id).motion?.seconds ?? 0) / (round / cps);
    expect(beatOf('warp-switching', 'free-switch').motion?.period).toBe(round / cps);
    expect([rounds('run'), rounds('free-switch')]).toEqual([2, 4]);
  });
});
