import React from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import {palettes} from './tokens';
import {fontFamily} from './tokens';

/** The bench's reference: one text and one moving box, every frame different — the browser's paint limit. */
export const TrivialComposition: React.FC = () => {
  const frame = useCurrentFrame();
  const palette = palettes.dark;
  return (
    <AbsoluteFill style={{background: palette.background}}>
      <div
        style={{
          position: 'absolute',
          left: 200 + (frame % 300) * 4,
          top: 400,
          width: 200,
          height: 200,
          background: palette.gpu,
          borderRadius: 12,
        }}
      />
      <div style={{position: 'absolute', left: 200, top: 200, fontFamily, fontSize: 64, color: palette.text}}>
        Frame {frame}
      </div>
    </AbsoluteFill>
  );
};
