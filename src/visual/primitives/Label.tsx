import React from 'react';
import {useText} from '../../timeline/use-beat';
import {eased} from '../motion';
import {usePalette} from '../theme';
import {fontFamily, fontSize} from '../tokens';
import {countText} from './count-text';

export type LabelProps = {
  /** the text id in the script */
  id: string;
  x: number;
  y: number;
  /** which point of the label sits at (x, y) */
  anchor?: 'left' | 'center' | 'right';
  size?: number;
  weight?: number;
  color?: string;
  maxWidth?: number;
  /** a background behind the text, for labels over drawings */
  backdrop?: boolean;
  /** wrap at maxWidth instead of staying on one line */
  wrap?: boolean;
};

/** A label from the script at a place in the diagram; fades and rises in over its entrance. */
export const Label: React.FC<LabelProps> = ({id, x, y, anchor = 'left', size = fontSize.label, weight = 500, color, maxWidth = 1700, backdrop = false, wrap = false}) => {
  const palette = usePalette();
  const {text, presence, settle} = useText(id);
  if (presence <= 0) return null;
  const shift = anchor === 'center' ? '-50%' : anchor === 'right' ? '-100%' : '0%';
  return (
    <div
      data-text-id={id}
      data-text-kind="label"
      style={{
        position: 'absolute', left: x, top: y, maxWidth, transform: `translate(${shift}, ${(1 - eased(presence)) * 12}px)`,
        opacity: eased(presence), fontFamily, fontSize: size, fontWeight: weight, lineHeight: 1.2, color: color ?? palette.text,
        textAlign: anchor, whiteSpace: wrap ? 'normal' : 'nowrap',
        ...(backdrop ? {background: palette.background, padding: '4px 10px', borderRadius: 8} : {}),
      }}
    >
      {settle < 1 ? countText(text, settle) : text}
    </div>
  );
};
