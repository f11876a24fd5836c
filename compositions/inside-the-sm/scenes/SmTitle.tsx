import React from 'react';

import {eased} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {TitleCard} from '../../../src/visual/TitleCard';
import {kitFor} from '../kit';

const {useBeat, useValue} = kitFor('title');

// beat: open — the GPU's SMs fill in faintly behind the title, one die after the other.
const SmGrid: React.FC = () => {
  const palette = usePalette();
  const {progress} = useBeat('open');
  const sms = useValue('sm.count');
  const columns = 20;
  const size = 64;
  const gap = 14;
  const rows = Math.ceil(sms / columns);
  const left = (1920 - columns * (size + gap)) / 2;
  const top = (1080 - rows * (size + gap)) / 2;
  const shown = Math.round(eased(progress) * sms);
  return (
    <svg width={1920} height={1080}>
      {Array.from({length: shown}, (_, i) => (
        <rect
          key={i}
          x={left + (i % columns) * (size + gap)}
          y={top + Math.floor(i / columns) * (size + gap)}
          width={size}
          height={size}
          rx={8}
          fill="none"
          stroke={palette.gpu}
          strokeWidth={3}
        />
      ))}
    </svg>
  );
};

export const SmTitle: React.FC = () => <TitleCard drawing={<SmGrid />} />;
