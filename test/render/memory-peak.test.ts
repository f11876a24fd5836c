import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  descendants,
  kilobytesField,
  parentPid,
  startMemorySampler,
  treeMemoryBytes,
} from '../../src/render/memory-peak';

describe('peak memory of the process tree', () => {
  it('reads the parent pid even when the command name holds spaces and parentheses', () => {
    expect(parentPid('4242 (chrome (renderer) x) S 17 4242 4242 0 -1 4194560')).toBe(17);
    expect(parentPid('1 (init) S 0 1 1 0 -1')).toBe(0);
  });

  it('reads kB fields as bytes, preferring the first name found', () => {
    const rollup = 'Rss:               20480 kB\nPss:               10240 kB\n';
    expect(kilobytesField(rollup, ['Pss'])).toBe(10240 * 1024);
    expect(kilobytesField(rollup, ['Missing', 'Rss'])).toBe(20480 * 1024);
    expect(kilobytesField(rollup, ['VmRSS'])).toBeNull();
  });

  it('collects every descendant, not unrelated processes, and survives a cycle', () => {
    const parents = new Map([
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 9],
      [1, 4],
    ]);
    expect(descendants(1, parents).sort()).toEqual([1, 2, 3, 4]);
    expect(descendants(9, parents).sort()).toEqual([5, 9]);
  });

  it.runIf(fs.existsSync('/proc/self/stat'))("counts a child process's memory in the tree", async () => {
    const alone = treeMemoryBytes(process.pid);
    // A child that holds 200 MB of touched memory until it is killed.
    const child = spawn(process.execPath, [
      '-e',
      'const b = Buffer.alloc(200 * 1024 * 1024, 1); console.log("ready"); setInterval(() => b[0]++, 1000);',
    ]);
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      const sampler = startMemorySampler(50);
      const peak = sampler.stop();
      expect(peak.scope).toBe('process tree');
      expect(peak.bytes - alone).toBeGreaterThan(150 * 1024 * 1024);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
