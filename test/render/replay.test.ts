// The replayed scaling curve: a render's items and main-process parts replayed on N slots as the scheduler and the joins run.
import {describe, expect, it} from 'vitest';
import {encodeShare, itemWeight} from '../../src/render/render-segmented';
import {replayTable, type ReplayRun} from '../../src/render/replay-bench';
import {checkDag, simulateReplay} from '../../src/render/replay-model';
import type {ItemTiming, PartTiming} from '../../src/render/work-timings';

const chunk = (
  video: string,
  scene: string,
  weight: number,
  seconds: number,
  label = `${scene}${weight}`,
): ItemTiming => ({
  label: `${video}: scene ${label}`,
  kind: 'chunk',
  video,
  scene,
  captures: weight,
  weight,
  seconds,
});
const range = (n: number) => Array.from({length: n}, (_, i) => i);
const thumbnail = (video: string, seconds: number): ItemTiming => ({
  label: `${video}: thumbnail`,
  kind: 'thumbnail',
  video,
  captures: 0,
  weight: 0,
  seconds,
});
const part = (kind: PartTiming['kind'], video: string, seconds: number, scene?: string): PartTiming => ({
  kind,
  video,
  seconds,
  ...(scene === undefined ? {} : {scene}),
});

describe('simulateReplay', () => {
  it('takes the heaviest first and gives each item to the slot free first; ties in the order submitted', () => {
    const items = [chunk('v', 'a', 10, 10), chunk('v', 'b', 30, 30), chunk('v', 'c', 20, 20), chunk('v', 'd', 5, 5)];
    expect(simulateReplay({items, parts: []}, 1).end).toBe(65);
    // 30 | 20, then 10 on the second slot (free at 20), then 5 on the first (free at 30) → 35
    expect(simulateReplay({items, parts: []}, 2).end).toBe(35);
    expect(simulateReplay({items, parts: []}, 64).end).toBe(30);
    // by weight, not by time: a light item that ran long is still taken late, as the scheduler would
    const late = [chunk('v', 'a', 1, 10), chunk('v', 'b', 2, 1), chunk('v', 'c', 3, 1)];
    expect(simulateReplay({items: late, parts: []}, 2).end).toBe(11);
    // equal weights: the one submitted first starts first
    const ties = [chunk('v', 'a', 5, 1), chunk('v', 'b', 5, 1), chunk('v', 'c', 5, 4)];
    expect(simulateReplay({items: ties, parts: []}, 2).end).toBe(5); // a 0–1 | b 0–1, c 1–5 (c first would end at 4)
  });

  it('the tail: the last scene joined, then its video joined and verified, after the last item', () => {
    // scene a: chunks of 3 s and 2 s joined in 0.5 s; scene b: one chunk of 1 s; the video's join 0.4 s, verify 0.3 s
    const dag = {
      items: [chunk('v', 'a', 3, 3), chunk('v', 'a', 2, 2), chunk('v', 'b', 1, 1)],
      parts: [part('join-chunks', 'v', 0.5, 'a'), part('join-scenes', 'v', 0.4), part('verify', 'v', 0.3)],
    };
    // 2 slots: a3 0–3 | a2 0–2, b 2–3; a joined 3–3.5; scenes joined 3.5–3.9; verified 3.9–4.2
    const two = simulateReplay(dag, 2);
    expect(two.itemsEnd).toBe(3);
    expect(two.end).toBeCloseTo(4.2);
    expect(two.tail.map((t) => t.what)).toEqual(["join of v's a chunks", "join of v's scenes", 'verification of v']);
    expect(two.tail.map((t) => t.seconds)).toEqual([0.5, expect.closeTo(0.4), expect.closeTo(0.3)]);
    expect(two.overlappedSeconds).toBe(0);
    // 1 slot: a3 0–3, a2 3–5, b 5–6; a's join 5–5.5 runs beside b, off the critical path
    const one = simulateReplay(dag, 1);
    expect(one.end).toBeCloseTo(6.7);
    expect(one.tail.map((t) => t.what)).toEqual(["join of v's scenes", 'verification of v']);
    expect(one.overlappedSeconds).toBeCloseTo(0.5);
    expect(one.mainSeconds).toBeCloseTo(1.2);
  });

  it("one video's joins and verification overlap another video's items: only the last video's are on the critical path", () => {
    const dag = {
      items: [chunk('v', 'a', 4, 4), chunk('v', 'a', 3, 3), chunk('w', 'c', 10, 10)],
      parts: [
        part('join-chunks', 'v', 1, 'a'),
        part('join-scenes', 'v', 1),
        part('verify', 'v', 1),
        part('join-scenes', 'w', 0.5),
        part('verify', 'w', 0.5),
      ],
    };
    // 2 slots: c 0–10 | a4 0–4, a3 4–7; v: a joined 7–8, scenes 8–9, verified 9–10 (beside c); w: 10–10.5–11
    const sim = simulateReplay(dag, 2);
    expect(sim.end).toBe(11);
    expect(sim.tail).toEqual([
      {what: "join of w's scenes", seconds: 0.5},
      {what: 'verification of w', seconds: 0.5},
    ]);
    expect(sim.overlappedSeconds).toBe(3);
    // counted as serial, as the replay did before, the same render would take 10 + 4 s
    expect(sim.end).toBeLessThan(10 + sim.mainSeconds);
  });

  it('a thumbnail submitted beside the chunks fills a free slot: the render ends when it would without it', () => {
    const parts = [part('join-chunks', 'v', 1, 'a'), part('join-scenes', 'v', 1), part('verify', 'v', 1)];
    const chunks = [chunk('v', 'a', 6, 6), chunk('v', 'a', 2, 2)];
    // 2 slots: a6 0–6 | a2 0–2, thumbnail 2–5; a joined 6–7, scenes 7–8, verified 8–9
    const withThumbnail = simulateReplay({items: [...chunks, thumbnail('v', 3)], parts}, 2);
    expect(withThumbnail.itemsEnd).toBe(6);
    expect(withThumbnail.end).toBe(9);
    expect(withThumbnail.end).toBe(simulateReplay({items: chunks, parts}, 2).end);
    // weight 0: taken after every chunk, whatever its time
    const one = simulateReplay({items: [thumbnail('v', 3), ...chunks], parts}, 1);
    expect(one.itemsEnd).toBe(11); // a6 0–6, a2 6–8, thumbnail 8–11; the video verified 8–11 beside it
    expect(one.end).toBe(11);
    expect(one.tail).toEqual([]);
  });

  it('a video whose scenes all came from the cache is joined and verified from the start', () => {
    const sim = simulateReplay(
      {items: [chunk('v', 'a', 5, 5)], parts: [part('join-scenes', 'w', 2), part('verify', 'w', 1)]},
      1,
    );
    expect(sim.end).toBe(5);
    expect(sim.overlappedSeconds).toBe(3);
  });

  it('a part naming a scene with no chunk, or twice, is refused with its field', () => {
    const items = [chunk('v', 'a', 1, 1)];
    expect(() => checkDag({items, parts: [part('join-chunks', 'v', 1, 'b')]})).toThrow(
      "parts.0: the join of v's scene b has no chunk among the items",
    );
    expect(() => checkDag({items, parts: [part('verify', 'v', 1), part('verify', 'v', 1)]})).toThrow(
      /^parts\.1: verify of v .*twice/,
    );
    expect(() => checkDag({items, parts: [part('join-chunks', 'w', 1, 'a')]})).toThrow(/^parts\.0: /);
  });
});

describe('replayTable', () => {
  const run = (workers: number, seconds: number, scale = 1): ReplayRun => ({
    workers,
    seconds,
    startSeconds: 2,
    closeSeconds: 1,
    items: Array.from({length: 8}, (_, i) => chunk('v', `s${i}`, 10, 10 * scale, `s${i}`)),
    parts: [part('join-scenes', 'v', 1), part('verify', 'v', 0.5)],
  });

  it('pays bundle and workers once, the joins and verification only where they outlast the items; beside the measured runs', () => {
    const table = replayTable([run(1, 85), run(2, 50, 1.2), run(1, 87)], 10, [1, 2, 4, 8, 16]);
    expect(table.serial.map((s) => s.what)).toEqual(['bundle', 'workers start', 'workers stop']);
    expect(table.serialSeconds).toBe(13);
    expect(table.main).toEqual([
      {what: 'joins of scenes', seconds: 1},
      {what: 'verification', seconds: 0.5},
    ]);
    // the last scene ends with the last item, then 1.5 s of joining and verifying: 13 + items + 1.5
    expect(table.rows.map((r) => r.predictedSeconds)).toEqual([94.5, 54.5, 34.5, 24.5, 24.5]);
    expect(table.rows.map((r) => r.tailSeconds)).toEqual([1.5, 1.5, 1.5, 1.5, 1.5]);
    expect(table.rows[1]?.speedUp).toBeCloseTo(94.5 / 54.5);
    expect(table.rows[3]?.efficiency).toBeCloseTo(94.5 / 24.5 / 8);
    expect(table.rows[0]?.measuredSeconds).toBe(96); // median of 85 and 87, plus the bundle
    expect(table.rows[1]?.measuredSpeedUp).toBeCloseTo(96 / 60);
    expect(table.rows[2]?.measuredSeconds).toBeUndefined();
    expect(table.predictedFromTwoWorkerItems).toBe(13 + 48 + 1.5);
    expect(table.largestItemShare).toBeCloseTo(1 / 8);
  });

  it('takes each item and part at its median over the 1-worker runs', () => {
    const slow = run(1, 100, 2);
    slow.parts = [part('join-scenes', 'v', 3), part('verify', 'v', 0.5)];
    const table = replayTable([run(1, 85), slow, run(1, 85, 1.5)], 0, [1]);
    expect(table.itemSeconds).toBe(8 * 15);
    expect(table.main[0]).toEqual({what: 'joins of scenes', seconds: 1}); // median of 1, 3, 1
  });
});

describe('the scheduler weight of a chunk', () => {
  it('counts a repeated frame (a hold or a loop encoded, not captured) at the encode share of a capture', () => {
    // nvlink one-hop 4/4 of session 43: 45 captures, 495 frames, 81 s — heavier than a plain 75-capture chunk (~35 s)
    expect(itemWeight({captured: range(45), output: range(495)})).toBeCloseTo(45 + encodeShare * 450);
    expect(itemWeight({captured: range(45), output: range(495)})).toBeGreaterThan(
      itemWeight({captured: range(75), output: range(75)}),
    );
    expect(itemWeight({captured: range(75), output: range(75)})).toBe(75);
  });
});
