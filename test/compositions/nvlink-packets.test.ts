// nvlink-nvswitch's data in motion (packets.ts): dots big enough to see, a steady flow that repeats with its period, a transfer that drains.
import {describe, expect, it} from 'vitest';
import {crossingSeconds, packetRadius, packetsBurst, packetsLoop} from '../../compositions/nvlink-nvswitch/packets';

const path = [
  {x: 0, y: 0},
  {x: 300, y: 0},
  {x: 300, y: 200},
];

describe('packets', () => {
  it('draws dots at least 16 px across at 1080p', () => {
    expect(packetRadius * 2).toBeGreaterThanOrEqual(16);
  });

  it('a steady flow covers the whole path, one dot per spacing, from its first frame', () => {
    const dots = packetsLoop(path, 0, 0.5, 50);
    expect(dots).toHaveLength(11);
    expect(dots[0]).toEqual({x: 0, y: 0});
    expect(dots[6]).toEqual({x: 300, y: 0});
  });

  it('repeats with its period: every frame of 30 fps equals the frame one period later', () => {
    for (let f = 0; f < 45; f++) {
      const now = packetsLoop(path, f / 30, 0.5, 50);
      const later = packetsLoop(path, f / 30 + 0.5, 0.5, 50);
      expect(later.map((p) => [p.x.toFixed(6), p.y.toFixed(6)])).toEqual(
        now.map((p) => [p.x.toFixed(6), p.y.toFixed(6)]),
      );
    }
    // and it moves in between: a quarter period later the first dot has gone a quarter spacing on
    expect(packetsLoop(path, 0.125, 0.5, 50)[0]?.x).toBeCloseTo(12.5, 6);
  });

  it('a transfer fills the path from its start and drains once it stops sending', () => {
    const crossing = crossingSeconds(path, 0.5, 50);
    expect(crossing).toBeCloseTo(5, 6);
    expect(packetsBurst(path, 0, 0.5, 50, 2)).toHaveLength(1);
    expect(packetsBurst(path, 1, 0.5, 50, 2).every((p) => p.y === 0 && p.x <= 100)).toBe(true);
    expect(packetsBurst(path, 2 + crossing + 0.01, 0.5, 50, 2)).toEqual([]);
  });
});
