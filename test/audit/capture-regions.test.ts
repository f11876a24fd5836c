// capture-regions.ts: every pixel contrast reads behind a text is inside a region; texts far
// apart are captured apart, texts close together in one capture.
import {describe, expect, it} from 'vitest';
import type {ClientBox} from '../../src/audit/audit-types';
import {captureOverheadPixels, captureRegions} from '../../src/audit/capture-regions';

const frame = {width: 1920, height: 1080};
const inside = (x: number, y: number, regions: ClientBox[]) =>
  regions.some((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);

describe('captureRegions', () => {
  it('covers every whole pixel under every line box, clamped to the frame', () => {
    const lines = [[{x: 10.5, y: 20.2, width: 5, height: 9.9}], [{x: 1900.3, y: -3, width: 40, height: 10}]];
    const regions = captureRegions(lines, frame);
    for (const box of lines.flat())
      for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(1080, Math.ceil(box.y + box.height)); y++)
        for (let x = Math.floor(box.x); x < Math.min(1920, Math.ceil(box.x + box.width)); x++)
          expect(inside(x, y, regions), `${x},${y}`).toBe(true);
    for (const r of regions) {
      expect([r.x, r.y, r.width, r.height].every(Number.isInteger)).toBe(true);
      expect(r.x + r.width <= 1920 && r.y + r.height <= 1080 && r.x >= 0 && r.y >= 0).toBe(true);
    }
  });

  it('captures a caption and a far label apart, and two neighbouring labels together', () => {
    const caption = [{x: 200, y: 900, width: 1500, height: 60}];
    const label = [{x: 100, y: 100, width: 300, height: 45}];
    const neighbour = [{x: 100, y: 150, width: 300, height: 45}];
    expect(captureRegions([caption, label], frame)).toHaveLength(2);
    expect(captureRegions([label, neighbour], frame)).toEqual([{x: 100, y: 100, width: 300, height: 95}]);
    expect(captureOverheadPixels).toBeGreaterThan(0);
  });

  it('captures nothing for texts without a visible line', () => {
    expect(captureRegions([[], [{x: -50, y: 10, width: 20, height: 20}]], frame)).toEqual([]);
  });
});
