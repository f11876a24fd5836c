import React, {useMemo} from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {Layer} from '../../../src/visual/shapes';
import {fontSize, space, strokeWidth} from '../../../src/visual/tokens';
import {layoutRackFront, rackFrontBox, spineCables} from '../layout-rack-front';
import {curvePath} from '../layout-wiring';
import {RackFrontView} from '../parts/RackFrontView';
import {useRackSections, useTopology} from '../parts/use-rack';
import {pick} from '../../../src/visual/scene-kit';
import {place, type Rect} from '../../../src/visual/geometry';
import {kitFor} from '../kit';

const {useBeat, useBeats, useText, Label, Part} = kitFor('the-rack');

const rackBox = rackFrontBox;
const bracketX = rackBox.x + rackBox.w + 30;
const sectionLabels = ['power-top', 'compute-top', 'switches', 'compute-bottom', 'power-bottom'] as const;
/** the beat that builds each section of the rack, top to bottom */
const buildOf = ['top', 'top', 'switches', 'bottom', 'bottom'] as const;
/** the left column, from the title-safe edge to just short of the cables' widest bend: the names of one GPU and one CPU, the tally, the cables */
const cableReach = 110;
const column = {x: 96, w: rackBox.x - cableReach - 96 - 24};
/** the tally, one count a line, a line apart */
const tally = ['count-trays', 'count-gpus', 'count-cpus'] as const;

/** A name's place in the left column: a line above (-1) or below (1) the part it names, its text ending at the column's right edge. */
function nameSlot(part: Rect, side: -1 | 1): Rect {
  const h = fontSize.label * 1.2;
  return {x: column.x + column.w, y: part.y + part.h / 2 + side * h * 1.1 - h / 2, w: 0, h};
}

/** The tally's rows under the names, and the cables' label under it, beside the switch trays' lower half. */
const tallyTop = rackBox.y + rackBox.h * 0.3;
const tallyRow = (i: number): Rect => ({x: column.x, y: tallyTop + i * fontSize.subtitle * 1.35, w: column.w, h: 0});
const cablesBox: Rect = {x: column.x, y: rackBox.y + rackBox.h * 0.62, w: column.w, h: 0};

/** The NVL72 rack from the front, large and centred, built section by section; counters; the switches in the middle and their cables. */
export const TheRack: React.FC = () => {
  const palette = usePalette();
  const topology = useTopology();
  const sections = useRackSections();
  const rack = useMemo(() => layoutRackFront(sections, topology, rackBox), [sections, topology]);
  const cables = useMemo(() => spineCables(rack, cableReach), [rack]);
  // beats: top, switches, bottom — each builds its sections' rows, top to bottom
  const builds = useBeats(['top', 'switches', 'bottom']).map((b) => b.progress);
  const progressOf = (section: number) =>
    builds[['top', 'switches', 'bottom'].indexOf(pick(buildOf, section, 'buildOf'))] ?? 0;
  const rowsIn = (section: number) => rack.rows.filter((r) => r.section === section);
  const rowPresence = (i: number) => {
    const row = rack.rows[i];
    if (row === undefined) return 0;
    const own = rack.rows.filter((r) => buildOf[r.section] === buildOf[row.section]);
    const k = own.indexOf(row);
    return eased(slice(progressOf(row.section), (k / own.length) * 0.8, (k / own.length) * 0.8 + 0.2));
  };
  // beat: counters — GPUs and CPUs light up as the numbers count; one GPU and one CPU of the top tray are named
  const counts = useText('count-gpus').settle;
  const counting = useBeat('counters').progress > 0 ? counts : 0;
  // beat: middle — the switch trays in focus; the cables grow out of them to every compute tray
  const middle = useBeat('middle').progress;
  const switchSection = rack.sections.findIndex((s) => s.kind === 'switch');
  const sectionOpacity = (s: number) => (s === switchSection ? 1 : 1 - 0.35 * eased(middle));
  // beat: cables — nothing new is drawn; the label names the cables
  const firstGpu = rack.gpus[0];
  const firstCpu = rack.cpus[0];
  return (
    <>
      <Part id="rack" html>
        <RackFrontView
          rack={rack}
          rowPresence={rowPresence}
          sectionOpacity={sectionOpacity}
          emphasis={middle > 0 ? switchSection : undefined}
          litGpus={Math.round(counting * rack.gpus.length)}
          litCpus={Math.round(counting * rack.cpus.length)}
        />
      </Part>
      <Layer>
        {rack.sections.map((s) => {
          const rows = rowsIn(s.index);
          const shown = rowPresence(rack.rows.indexOf(rows[rows.length - 1] ?? rack.rows[0]!));
          return (
            <path
              key={s.index}
              d={['M', bracketX - 12, s.top + 4, 'H', bracketX, 'V', s.bottom - 4, 'H', bracketX - 12].join(' ')}
              fill="none"
              stroke={palette.textMuted}
              strokeWidth={strokeWidth.thin}
              opacity={shown}
            />
          );
        })}
        {cables.map((c, i) => (
          <path
            key={i}
            d={curvePath(c)}
            fill="none"
            stroke={palette.nvlink}
            strokeWidth={strokeWidth.normal}
            pathLength={1}
            strokeDasharray={1}
            strokeDashoffset={1 - eased(slice(middle, (i / cables.length) * 0.3, (i / cables.length) * 0.3 + 0.7))}
            opacity={middle > 0 ? 1 : 0}
          />
        ))}
      </Layer>
      {rack.sections.map((s) => (
        <Label
          key={s.index}
          id={pick(sectionLabels, s.index, 'sectionLabels')}
          at={place({x: bracketX, y: s.top, w: 0, h: s.bottom - s.top}, 'right', space.md)}
        />
      ))}
      {/* one GPU and one CPU of the top compute tray named at the tray's height, left of the cables' bend */}
      {firstGpu === undefined ? null : (
        <Label
          id="gpu"
          at={place(nameSlot(firstGpu, -1), 'left', 0)}
          weight={600}
          pointTo={{x: firstGpu.x + firstGpu.w / 2, y: firstGpu.y}}
        />
      )}
      {firstCpu === undefined ? null : (
        <Label
          id="cpu"
          at={place(nameSlot(firstCpu, 1), 'left', 0)}
          weight={600}
          pointTo={{x: firstCpu.x, y: firstCpu.y + firstCpu.h / 2}}
        />
      )}
      {tally.map((id, i) => (
        <Label key={id} id={id} at={place(tallyRow(i), 'below-start', 0)} size={fontSize.subtitle} weight={600} />
      ))}
      <Label id="cables" at={place(cablesBox, 'below-start', 0)} color={palette.textMuted} maxWidth={column.w} wrap />
    </>
  );
};
