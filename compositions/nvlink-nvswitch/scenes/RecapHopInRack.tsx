import React, {useMemo} from 'react';

import {arriving, carry, departing} from '../../../src/visual/continuity';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, space, strokeWidth} from '../../../src/visual/tokens';
import {routesBetween} from '../build-topology';
import {firstBarBox} from '../layout-bandwidth-bars';
import {rowsBox} from '../layout-carries';
import {useBandwidthBars} from '../parts/BandwidthBars';
import {hopSegments, layoutRackFront, rackFrontBox, recapLeaderEnds} from '../layout-rack-front';
import {RackFrontView} from '../parts/RackFrontView';
import {useExamplePair, useRackSections, useTopology} from '../parts/use-rack';
import {kitFor} from '../kit';
import {Layer} from '../../../src/visual/shapes';

const {Label, useEntrance, useAfterEntrance, PreviousPicture} = kitFor('recap');

const rackBox = {x: 360, y: rackFrontBox.y, w: rackFrontBox.w, h: rackFrontBox.h};
const lines = ['ports', 'chips', 'hop'] as const;
/** the three lines start here, right of the rack, each level with the part it names */
const column = rackBox.x + rackBox.w + space.xxl;
/** the markers on GPU A and GPU B */
const marker = 9;

/** The rack again, with the one-hop path from GPU A through every switch chip to GPU B; three lines to remember. */
export const RecapHopInRack: React.FC = () => {
  const palette = usePalette();
  const topology = useTopology();
  const sections = useRackSections();
  const {a, b} = useExamplePair();
  const rack = useMemo(() => layoutRackFront(sections, topology, rackBox), [sections, topology]);
  const path = useMemo(
    () =>
      hopSegments(
        rack,
        a,
        b,
        routesBetween(topology, a, b).map((r) => r.chip),
      ),
    [rack, topology, a, b],
  );
  // entrance: the NVLink bar of why-it-matters folds into the rack's switch trays (the NVLink domain); the rest of the rack builds around it
  const entrance = useEntrance();
  const {layout: bars} = useBandwidthBars();
  const bar = carry(firstBarBox(bars), rowsBox(rack, 'switch'), entrance.progress);
  const rackShown = arriving(entrance.progress);
  // beat: whole — once the rack is in place, the path lights up: out of GPU A to every chip, then into GPU B
  const whole = useAfterEntrance('whole');
  const out = eased(slice(whole, 0, 0.5));
  const into = eased(slice(whole, 0.5, 1));
  const ends = [path.out[0], path.into[0]];
  const switches = rack.sections.findIndex((s) => s.kind === 'switch');
  // each line names its part with a level leader that ends on it: the ports on GPU A, the chips on a switch chip, the one stage on the path
  const leaders = recapLeaderEnds(rack, path, marker);
  return (
    <>
      {entrance.done ? null : (
        <div
          style={{
            position: 'absolute',
            left: bar.x,
            top: bar.y,
            width: bar.w,
            height: bar.h,
            borderRadius: 6,
            background: palette.nvlink,
            opacity: 1 - eased(slice(entrance.progress, 0.6, 1)),
          }}
        />
      )}
      {/* why-it-matters as it ended (its bars, the outline round the NVLink bar), fading; its NVLink bar (drawn under it, so the first frame is that picture) is carried into the switch trays */}
      <PreviousPicture opacity={departing(entrance.progress)} />
      <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity: rackShown}}>
        <RackFrontView
          rack={rack}
          sectionOpacity={(i) => (i === switches ? 1 : 1 - 0.45 * eased(whole))}
          emphasis={whole > 0 ? switches : undefined}
        />
        <Layer>
          {[...path.out.map((s) => ({s, p: out})), ...path.into.map((s) => ({s, p: into}))].map(({s, p}, i) => (
            <line
              key={i}
              x1={s.x1}
              y1={s.y1}
              x2={s.x1 + (s.x2 - s.x1) * p}
              y2={s.y1 + (s.y2 - s.y1) * p}
              stroke={palette.nvlink}
              strokeWidth={strokeWidth.thin}
              strokeLinecap="round"
              opacity={p > 0 ? 1 : 0}
              data-moving="hop-path"
            />
          ))}
          {ends.map((s, i) =>
            s === undefined ? null : (
              <circle
                key={i}
                cx={i === 0 ? s.x1 : s.x2}
                cy={i === 0 ? s.y1 : s.y2}
                r={marker}
                fill={palette.gpu}
                stroke={palette.text}
                strokeWidth={strokeWidth.normal}
              />
            ),
          )}
        </Layer>
      </div>
      {leaders === undefined
        ? null
        : lines.map((id) => (
            <Label
              key={id}
              id={id}
              at={{x: column, y: leaders[id].y, anchor: 'left', align: 'middle'}}
              size={fontSize.subtitle}
              weight={600}
              pointTo={leaders[id]}
            />
          ))}
    </>
  );
};
