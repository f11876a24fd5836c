// read-ahead.ts: pages share one queue of keys, each key read once, results awaited in key order.
import {describe, expect, it} from 'vitest';
import {readAhead} from '../../src/audit/read-ahead';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('readAhead', () => {
  it('reads every key once, on all pages side by side, and gives each result to its key', async () => {
    const readBy = new Map<number, string>();
    const keys = [5, 1, 9, 3, 7, 2];
    const reads = readAhead(['a', 'b'], keys, async (page, key) => {
      readBy.set(key, page);
      await tick(key % 3);
      return key * 10;
    });
    const results: number[] = [];
    for (const k of keys) results.push(await reads.result(k));
    await reads.done;
    expect(results).toEqual([50, 10, 90, 30, 70, 20]);
    expect([...readBy.keys()].sort()).toEqual([...keys].sort());
    expect(new Set(readBy.values())).toEqual(new Set(['a', 'b']));
  });

  it('rejects the failed key and done with the error, and stops taking keys', async () => {
    const read: number[] = [];
    const reads = readAhead(['a'], [1, 2, 3], async (_, key) => {
      read.push(key);
      if (key === 2) throw new Error('frame 2 did not draw');
      return key;
    });
    expect(await reads.result(1)).toBe(1);
    await expect(reads.result(2)).rejects.toThrow('frame 2 did not draw');
    await expect(reads.done).rejects.toThrow('frame 2 did not draw');
    expect(read).toEqual([1, 2]);
  });

  it('forgets a result once told to', async () => {
    const reads = readAhead(['a'], [1], async (_, key) => key);
    expect(await reads.result(1)).toBe(1);
    reads.forget(1);
    await expect(reads.result(1)).rejects.toThrow('key 1 was not read or was forgotten');
  });
});
