// nvlink-nvswitch recap: each line's leader ends on the part the line names, not beside it.
import {describe, expect, it} from 'vitest';
import {buildTopology, routesBetween} from '../../compositions/nvlink-nvswitch/build-topology';
import {examplePair, rackCountsFrom} from '../../compositions/nvlink-nvswitch/compute-rack-figures';
import {
  hopSegments,
  layoutRackFront,
  rackFrontBox,
  recapLeaderEnds,
} from '../../compositions/nvlink-nvswitch/layout-rack-front';
import {rackStack} from '../../src/model/model';
import {model} from '../../src/model/index';

describe('nvlink-nvswitch: the recap’s leaders', () => {
  const topology = buildTopology(rackCountsFrom(model));
  const sections = rackStack.map((s) => ({kind: s.section, count: model[s.count]?.value ?? 0}));
  const rack = layoutRackFront(sections, topology, rackFrontBox);
  const {a, b} = examplePair(model);
  const hop = hopSegments(
    rack,
    a,
    b,
    routesBetween(topology, a, b).map((r) => r.chip),
  );
  const marker = 9;
  const ends = recapLeaderEnds(rack, hop, marker);

  it('ends the ports leader on the rim of GPU A’s marker', () => {
    const from = hop.out[0];
    expect(ends !== undefined && from !== undefined).toBe(true);
    if (ends === undefined || from === undefined) return;
    expect(Math.hypot(ends.ports.x - from.x1, ends.ports.y - from.y1)).toBeCloseTo(marker);
  });

  it('ends the chips leader on a chip of a switch tray', () => {
    expect(
      rack.chips.some(
        (c) =>
          ends !== undefined &&
          ends.chips.x >= c.x &&
          ends.chips.x <= c.x + c.w &&
          ends.chips.y >= c.y &&
          ends.chips.y <= c.y + c.h,
      ),
    ).toBe(true);
  });

  it('ends the hop leader on one of the path’s lines into GPU B, below the switch trays', () => {
    const switchesBottom = Math.max(...rack.rows.filter((r) => r.kind === 'switch').map((r) => r.y + r.h));
    expect(ends?.hop.y).toBeGreaterThan(switchesBottom);
    const onLine = hop.into.some((s) => {
      if (ends === undefined) return false;
      const cross = (s.x2 - s.x1) * (ends.hop.y - s.y1) - (s.y2 - s.y1) * (ends.hop.x - s.x1);
      return Math.abs(cross) / Math.hypot(s.x2 - s.x1, s.y2 - s.y1) < 0.5;
    });
    expect(onLine).toBe(true);
  });
});
