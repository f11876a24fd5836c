import React, {useMemo} from 'react';
import {usePalette} from '../../../src/visual/theme';
import {strokeWidth} from '../../../src/visual/tokens';
import {layoutRackFront, rackFrontBox, spineCables, type RackFront} from '../layout-rack-front';
import {curvePath} from '../layout-wiring';
import {RackFrontView} from './RackFrontView';
import {useRackSections, useTopology} from './use-rack';

/** The rack from the front as the rack scene lays it out (the next scene's entrance starts from it). */
export function useRackFinal(): RackFront {
  const topology = useTopology();
  const sections = useRackSections();
  return useMemo(() => layoutRackFront(sections, topology, rackFrontBox), [sections, topology]);
}

/** The rack scene's last picture, leaving: every row built and lit, the switch trays in focus with their cables; at `opacity`. */
export const RackLeaving: React.FC<{opacity: number}> = ({opacity}) => {
  const palette = usePalette();
  const rack = useRackFinal();
  const cables = useMemo(() => spineCables(rack, 100), [rack]);
  if (opacity <= 0) return null;
  const switchSection = rack.sections.findIndex((s) => s.kind === 'switch');
  return (
    <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity}}>
      <RackFrontView rack={rack} sectionOpacity={(s) => (s === switchSection ? 1 : 0.45)} emphasis={switchSection} litGpus={rack.gpus.length} litCpus={rack.cpus.length} />
      <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
        {cables.map((c, i) => <path key={i} d={curvePath(c)} fill="none" stroke={palette.nvlink} strokeWidth={strokeWidth.thin} />)}
      </svg>
    </div>
  );
};
