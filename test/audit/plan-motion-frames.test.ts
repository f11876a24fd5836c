// plan-motion-frames.ts: the motion pass reports every frame as itself, seeks each picture once,
// and inside a loop run reads a frame from the same phase of the run's first period — exactly the
// frame the render repeats there (src/render/capture-plan.ts).
import {describe, expect, it} from 'vitest';
import {loopSource, planMotionFrames} from '../../src/audit/plan-motion-frames';
import {planCapture} from '../../src/render/capture-plan';
import {loopRuns} from '../../src/render/loop-runs';
import {loopFixtureTimeline} from '../../src/visual/loop-fixture';

describe('loopSource', () => {
  it('maps a frame after a run’s first period to the same phase of it, and leaves every other frame alone', () => {
    const source = loopSource([{from: 100, to: 200, period: 30, beats: ['s/b']}]);
    expect([99, 100, 129, 130, 131, 165, 199, 200].map(source)).toEqual([99, 100, 129, 100, 101, 105, 109, 200]);
  });

  it('reads every frame of the loop fixture from the frame the render captures for it', () => {
    const timeline = loopFixtureTimeline();
    const runs = loopRuns(timeline);
    expect(runs.length).toBeGreaterThan(0);
    const plan = planCapture(timeline, [{from: 0, to: timeline.durationInFrames}], false, runs);
    const source = loopSource(runs);
    expect(plan.output.map(source)).toEqual(
      plan.output.map((f, i) => (runs.some((r) => f >= r.from && f < r.to) ? plan.source[i] : f)),
    );
  });
});

describe('planMotionFrames', () => {
  it('merges flash frames and samples, ascending, each flagged with what it is', () => {
    const {frames} = planMotionFrames([9, 10, 11], [10, 13], (f) => f);
    expect(frames).toEqual([
      {frame: 9, source: 9, flash: true, marks: false},
      {frame: 10, source: 10, flash: true, marks: true},
      {frame: 11, source: 11, flash: true, marks: false},
      {frame: 13, source: 13, flash: false, marks: true},
    ]);
  });

  it('asks each source frame for what every frame read from it needs, once, until its last use', () => {
    // period 4 from frame 0: 5 → 1, 6 → 2, 9 → 1
    const {frames, needs} = planMotionFrames([1, 5, 6], [2, 9], loopSource([{from: 0, to: 12, period: 4, beats: []}]));
    expect(frames.map((f) => [f.frame, f.source])).toEqual([
      [1, 1],
      [2, 2],
      [5, 1],
      [6, 2],
      [9, 1],
    ]);
    expect(needs.get(1)).toEqual({flash: true, marks: true, presence: true, lastUse: 4});
    expect(needs.get(2)).toEqual({flash: true, marks: true, presence: true, lastUse: 3});
    expect([...needs.keys()]).toEqual([1, 2]);
  });
});
