import React from 'react';
import {countText} from '../../model/format';
import {useText} from '../../timeline/use-beat';
import {eased} from '../motion';
import {usePalette} from '../theme';
import {fontFamily, fontSize} from '../tokens';

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

/** A number and its unit never part at a line break: "228 KB", "1.8 TB/s", "~2 GHz". */
export function keepUnitsAttached(text: string): string {
  return text.replace(/(\d) (?=(?:[KMGT]B|[KMGT]B\/s|Gb\/s|[kMG]?Hz|ms|ns|µs|s|kW|W|cycles?|km|miles|B)\b)/g, (_, digit: string) => digit + '\u00a0');
}

/**
 * A label from the script at a place in the diagram; fades and rises in over its entrance.
 * `data-part` marks the labelled part for the companion pages (focusable there, with the facts
 * its text references); it draws nothing, so renders ignore it.
 */
export const Label: React.FC<LabelProps> = ({id, x, y, anchor = 'left', size = fontSize.label, weight = 500, color, maxWidth = 1700, backdrop = false, wrap = false}) => {
  const palette = usePalette();
  const {text, presence, settle} = useText(id);
  if (presence <= 0) return null;
  const shift = anchor === 'center' ? '-50%' : anchor === 'right' ? '-100%' : '0%';
  return (
    <div
      data-text-id={id}
      data-text-kind="label"
      data-part={id}
      style={{
        position: 'absolute', left: x, top: y, maxWidth, transform: `translate(${shift}, ${(1 - eased(presence)) * 12}px)`,
        opacity: eased(presence), fontFamily, fontSize: size, fontWeight: weight, lineHeight: 1.2, color: color ?? palette.text,
        textAlign: anchor, whiteSpace: wrap ? 'normal' : 'nowrap',
        ...(backdrop ? {background: palette.background, padding: '4px 10px', borderRadius: 8} : {}),
      }}
    >
      {keepUnitsAttached(settle < 1 ? countText(text, settle) : text)}
    </div>
  );
};
