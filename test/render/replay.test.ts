// The replayed scaling curve: measured items scheduled on N slots as the scheduler does.
import {describe, expect, it} from 'vitest';
import {replaySchedule, replayTable, type ReplayRun} from '../../src/render/replay-bench';

describe('replaySchedule', () => {
  it('takes the heaviest first and gives each item to the slot free first', () => {
    const items = [
      {captures: 10, seconds: 10},
      {captures: 30, seconds: 30},
      {captures: 20, seconds: 20},
      {captures: 5, seconds: 5},
    ];
    expect(replaySchedule(items, 1)).toBe(65);
    // 30 | 20, then 10 on the second slot (free at 20), then 5 on the first slot (free at 30)... → 35
    expect(replaySchedule(items, 2)).toBe(35);
    expect(replaySchedule(items, 4)).toBe(30);
    expect(replaySchedule(items, 64)).toBe(30);
  });

  it('orders by captures, not by time: a light item that ran long is still taken late, as the scheduler would', () => {
    expect(
      replaySchedule(
        [
          {captures: 1, seconds: 10},
          {captures: 2, seconds: 1},
          {captures: 3, seconds: 1},
        ],
        2,
      ),
    ).toBe(11);
  });
});

describe('replayTable', () => {
  const run = (workers: number, seconds: number, scale = 1): ReplayRun => ({
    workers,
    seconds,
    startSeconds: 2,
    closeSeconds: 1,
    items: Array.from({length: 8}, (_, i) => ({label: `v: scene s${i}`, captures: 10, seconds: 10 * scale})),
    serial: [
      {what: "join s1's 2 chunks", seconds: 0.5},
      {what: 'join 8 scenes', seconds: 1},
      {what: 'verify', seconds: 0.5},
    ],
  });

  it('adds the serial parts to every N and reports speed-up and efficiency beside the measured runs', () => {
    const table = replayTable([run(1, 85), run(2, 50, 1.2), run(1, 87)], 10, [1, 2, 4, 8, 16]);
    expect(table.serial.map((s) => s.what)).toEqual([
      'bundle',
      'workers start',
      'joins of chunks',
      'joins of scenes',
      'verify',
      'workers stop',
    ]);
    expect(table.serialSeconds).toBe(15);
    expect(table.rows.map((r) => r.predictedSeconds)).toEqual([95, 55, 35, 25, 25]);
    expect(table.rows[1]?.speedUp).toBeCloseTo(95 / 55);
    expect(table.rows[3]?.efficiency).toBeCloseTo(95 / 25 / 8);
    expect(table.rows[0]?.measuredSeconds).toBe(96); // median of 85 and 87, plus the bundle
    expect(table.rows[1]?.measuredSpeedUp).toBeCloseTo(96 / 60);
    expect(table.rows[2]?.measuredSeconds).toBeUndefined();
    expect(table.predictedFromTwoWorkerItems).toBe(15 + 48);
    expect(table.largestItemShare).toBeCloseTo(1 / 8);
  });
});
