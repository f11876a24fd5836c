import React from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {TitleCard} from '../../../src/visual/TitleCard';
import {kitFor} from '../kit';

const {useBeat, useValue} = kitFor('title');

// beat: open — the superchip outline draws itself faintly behind the title.
const Outline: React.FC = () => {
  const palette = usePalette();
  const {progress} = useBeat('open');
  const gpus = useValue('gb200.gpus');
  const gpuWidth = 420;
  const cpuWidth = 300;
  const gap = 60;
  const total = cpuWidth + gpus * (gpuWidth + gap);
  const left = (1920 - total) / 2;
  const parts = [
    {x: left, w: cpuWidth, color: palette.cpu},
    ...Array.from({length: gpus}, (_, i) => ({
      x: left + cpuWidth + gap + i * (gpuWidth + gap),
      w: gpuWidth,
      color: palette.gpu,
    })),
  ];
  return (
    <svg width={1920} height={1080}>
      {parts.map((p, i) => {
        const perimeter = 2 * (p.w + 520);
        const drawn = eased(slice(progress, i * 0.2, 0.6 + i * 0.2));
        return (
          <rect
            key={i}
            x={p.x}
            y={240}
            width={p.w}
            height={520}
            rx={24}
            fill="none"
            stroke={p.color}
            strokeWidth={6}
            strokeDasharray={perimeter}
            strokeDashoffset={perimeter * (1 - drawn)}
          />
        );
      })}
    </svg>
  );
};

export const SuperchipTitle: React.FC = () => <TitleCard drawing={<Outline />} />;
