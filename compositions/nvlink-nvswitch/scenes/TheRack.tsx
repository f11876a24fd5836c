import React, {useMemo} from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize, strokeWidth} from '../../../src/visual/tokens';
import {layoutRackFront, rackFrontBox, spineCables} from '../layout-rack-front';
import {curvePath} from '../layout-wiring';
import {RackFrontView} from '../parts/RackFrontView';
import {useRackSections, useTopology} from '../parts/use-rack';
import {pick} from '../../../src/visual/scene-kit';
import {kitFor} from '../kit';

const {useBeat, useText, Label} = kitFor('the-rack');

const rackBox = rackFrontBox;
const bracketX = rackBox.x + rackBox.w + 30;
const sectionLabels = ['power-top', 'compute-top', 'switches', 'compute-bottom', 'power-bottom'] as const;

/** The NVL72 rack from the front, built top to bottom; counters; the switches in the middle. */
export const TheRack: React.FC = () => {
  const palette = usePalette();
  const topology = useTopology();
  const sections = useRackSections();
  const rack = useMemo(() => layoutRackFront(sections, topology, rackBox), [sections, topology]);
  const cables = useMemo(() => spineCables(rack, 100), [rack]);
  // beat: stack — rows appear top to bottom
  const stack = useBeat('stack').progress;
  const rowPresence = (i: number) => eased(slice(stack, (i / rack.rows.length) * 0.8, (i / rack.rows.length) * 0.8 + 0.2));
  // beat: counters — GPUs and CPUs light up as the numbers count
  const counts = useText('counts').settle;
  const counting = useBeat('counters').active ? counts : 0;
  // beat: middle — the switch trays in focus, short cables to every compute tray
  const middle = eased(useBeat('middle').progress);
  const switchSection = rack.sections.findIndex((s) => s.kind === 'switch');
  const sectionOpacity = (s: number) => (s === switchSection ? 1 : 1 - 0.55 * middle);
  // beat: power — nothing new is drawn; the label names the rack's power and cooling
  return (
    <>
      <RackFrontView rack={rack} rowPresence={rowPresence} sectionOpacity={sectionOpacity} emphasis={middle > 0 ? switchSection : undefined}
        litGpus={Math.round(counting * rack.gpus.length)} litCpus={Math.round(counting * rack.cpus.length)} />
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {rack.sections.map((s) => (
          <path key={s.index} d={['M', bracketX - 12, s.top + 4, 'H', bracketX, 'V', s.bottom - 4, 'H', bracketX - 12].join(' ')}
            fill="none" stroke={palette.textMuted} strokeWidth={strokeWidth.thin} opacity={eased(slice(stack, s.index / sections.length * 0.8, s.index / sections.length * 0.8 + 0.2))} />
        ))}
        {cables.map((c, i) => (
          <path key={i} d={curvePath(c)} fill="none" stroke={palette.nvlink} strokeWidth={strokeWidth.thin} pathLength={1}
            strokeDasharray={1} strokeDashoffset={1 - middle} />
        ))}
      </svg>
      {rack.sections.map((s) => (
        <Label key={s.index} id={pick(sectionLabels, s.index, 'sectionLabels')} x={bracketX + 24} y={(s.top + s.bottom) / 2 - fontSize.label * 0.6} />
      ))}
      <Label id="counts" x={1130} y={300} size={fontSize.subtitle} weight={600} maxWidth={690} wrap />
      <Label id="power" x={1130} y={480} color={palette.textMuted} maxWidth={540} wrap />
    </>
  );
};
