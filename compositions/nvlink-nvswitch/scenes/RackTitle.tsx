import React from 'react';
import {rackStack} from '../../../src/model/model';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {TitleCard} from '../../../src/visual/TitleCard';
import {kitFor, useReferences} from '../kit';

const {useBeat} = kitFor('title');

// beat: open — the rack's trays stack up faintly behind the title, top to bottom as in the model.
const RackOutline: React.FC = () => {
  const palette = usePalette();
  const {progress} = useBeat('open');
  const references = useReferences();
  const counts = rackStack.map((s) => ({section: s.section, count: references[s.count]?.value ?? 0}));
  const trays = counts.flatMap((s) => Array.from({length: s.count}, () => s.section));
  const trayHeight = 24;
  const gap = 4;
  const top = (1080 - trays.length * (trayHeight + gap)) / 2;
  const colour = {power: palette.pcie, compute: palette.gpu, switch: palette.nvlink};
  return (
    <svg width={1920} height={1080}>
      {trays.map((section, i) => (
        <rect
          key={i}
          x={710}
          y={top + i * (trayHeight + gap)}
          width={500}
          height={trayHeight}
          rx={4}
          fill="none"
          stroke={colour[section]}
          strokeWidth={3}
          opacity={eased(slice(progress, (i / trays.length) * 0.7, (i / trays.length) * 0.7 + 0.3))}
        />
      ))}
    </svg>
  );
};

export const RackTitle: React.FC = () => <TitleCard drawing={<RackOutline />} />;
