import React from 'react';
import {useScene} from '../timeline/timeline-context';
import {Label} from './primitives/Label';
import {fontSize, safeArea, space} from './tokens';

/** A scene not drawn yet: its labels as plain text in a column, so the script can be read and timed. */
export const PlainScene: React.FC = () => {
  const scene = useScene();
  const labels = scene.texts.filter((t) => t.kind === 'label');
  return (
    <>
      {labels.map((t, i) => (
        <Label key={t.id} id={t.id} x={safeArea.left} y={safeArea.top + 110 + i * (fontSize.label + space.md)} maxWidth={1700} />
      ))}
    </>
  );
};
