import {describe, expect, it} from 'vitest';
import {totalLine, videoLine, workersLine} from '../../src/render/progress';

const p = (captured: number, toCapture: number, encoded: number, frames: number) => ({
  captured,
  toCapture,
  encoded,
  frames,
  elapsedSeconds: 0,
});

describe('the render board', () => {
  it('draws a bar per video from its own counts', () => {
    expect(videoLine('inside-the-sm', p(10, 20, 2820, 5640))).toBe(
      'inside-the-sm    [############............] captured 10/20 · encoded 2820/5640',
    );
  });
  it('gives the time left for all videos together, from the capture rate', () => {
    expect(totalLine([p(100, 400, 0, 1), p(50, 200, 0, 1)], 60)).toBe(
      'all              captured 150/600 · 2.5 captures/s · 1:00 so far · 3:00 left',
    );
    expect(totalLine([p(0, 10, 0, 1)], 0)).toContain('--:-- left');
  });
  it('says what each worker renders', () => {
    expect(
      workersLine([
        {worker: 1, pid: 1, doing: 'nvlink-nvswitch: scene one-hop'},
        {worker: 2, pid: 2, doing: undefined},
      ]),
    ).toBe('workers: 1 nvlink-nvswitch: scene one-hop · 2 idle');
  });
});
