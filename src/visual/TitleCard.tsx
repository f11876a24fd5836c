import React from 'react';
import {Label} from './primitives/Label';
import {usePalette} from './theme';
import {fontSize} from './tokens';

/** The title scene's text: title, subtitle and the companion line, centred over a faint drawing. */
export const TitleCard: React.FC<{drawing: React.ReactNode}> = ({drawing}) => {
  const palette = usePalette();
  return (
    <>
      <div style={{position: 'absolute', inset: 0, opacity: 0.28}}>{drawing}</div>
      <Label id="title" x={960} y={370} anchor="center" size={fontSize.title} weight={700} maxWidth={1700} />
      <Label id="subtitle" x={960} y={510} anchor="center" size={fontSize.subtitle} weight={500} maxWidth={1700} />
      <Label
        id="companion"
        x={960}
        y={760}
        anchor="center"
        size={fontSize.label}
        weight={500}
        color={palette.textMuted}
        maxWidth={1700}
      />
    </>
  );
};
