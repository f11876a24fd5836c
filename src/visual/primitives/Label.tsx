import React from 'react';
import {countText} from '../../model/format';
import {useText} from '../../timeline/use-beat';
import {useLabelsShown} from '../drawing-context';
import {place, type Placement, type Rect, type Side} from '../geometry';
import {partBox, usePartBoxes} from '../part-boxes';
import {eased} from '../motion';
import {usePalette} from '../theme';
import {ScreenText} from './ScreenText';
import {fontFamily, fontSize, strokeWidth} from '../tokens';

/**
 * Where a label goes: against a named part's box (`{part, side, gap?}`, the box from the
 * `<PartBoxes>` above, src/visual/part-boxes.tsx) or a placement (`place(box, side, gap)`,
 * src/visual/geometry.ts). Either way no pixel offset is written by hand.
 */
export type LabelAt<P extends string = string> = Placement | {part: P; side: Side; gap?: number};

/** A label's position: `at` (preferred), or a point `x, y` with the `anchor` of the label that sits on it. */
export type LabelPosition<P extends string = string> =
  | {at: LabelAt<P>; x?: never; y?: never; anchor?: never}
  | {x: number; y: number; anchor?: 'left' | 'center' | 'right'; at?: never};

export type LabelProps = LabelPosition &
  LabelStyleProps & {
    /** the text id in the script */
    id: string;
  };

export type LabelStyleProps = {
  size?: number;
  weight?: number;
  color?: string;
  maxWidth?: number;
  /** a background behind the text, for labels over drawings */
  backdrop?: boolean;
  /** wrap at maxWidth instead of staying on one line */
  wrap?: boolean;
  /** the point of the part this label names, when the label is not next to it: a thin leader line joins them */
  pointTo?: {x: number; y: number};
};

/** Gap between a label's edge and the start of its leader line, px. */
export const leaderGap = 12;

/**
 * Where a label's leader line starts: beside the label's anchor point at mid-height of its first
 * line (left- and right-anchored labels), or above/below a centred label, towards the part.
 */
export function leaderStart(
  anchor: 'left' | 'center' | 'right',
  x: number,
  y: number,
  size: number,
  pointTo: {x: number; y: number},
): {x: number; y: number} {
  const middle = y + size * 0.6;
  if (anchor === 'left') return {x: x - leaderGap, y: middle};
  if (anchor === 'right') return {x: x + leaderGap, y: middle};
  return pointTo.y < y ? {x, y: y - leaderGap} : {x, y: y + size * 1.2 + leaderGap};
}

/** Where a label's point sits, from `at` (a part's box and a side, or a placement) or from `x, y, anchor`. */
export function labelPlacement(position: LabelPosition, boxes: Readonly<Record<string, Rect>>): Placement {
  if (position.at === undefined) return {x: position.x, y: position.y, anchor: position.anchor ?? 'left', align: 'top'};
  const at = position.at;
  return 'part' in at ? place(partBox(boxes, at.part), at.side, at.gap) : at;
}

/** A number and its unit never part at a line break: "228 KB", "1.8 TB/s", "~2 GHz". */
export function keepUnitsAttached(text: string): string {
  return text.replace(
    /(\d) (?=(?:[KMGT]B|[KMGT]B\/s|Gb\/s|[kMG]?Hz|ms|ns|µs|s|kW|W|cycles?|km|miles|B)\b)/g,
    (_, digit: string) => digit + '\u00a0',
  );
}

/**
 * A label from the script at a place in the diagram; fades and rises in over its entrance.
 * `data-part` marks the labelled part for the companion pages (focusable there, with the facts
 * its text references); it draws nothing, so renders ignore it. Off inside a previous picture
 * and in the drawing layer (src/visual/drawing-context.tsx).
 */
export const Label: React.FC<LabelProps> = (props) => {
  const {
    id,
    size = fontSize.label,
    weight = 500,
    color,
    maxWidth = 1700,
    backdrop = false,
    wrap = false,
    pointTo,
  } = props;
  const palette = usePalette();
  const {text, presence, settle} = useText(id);
  const shown = useLabelsShown();
  const boxes = usePartBoxes();
  if (presence <= 0 || !shown) return null;
  const {x, y, anchor, align} = labelPlacement(props, boxes);
  const shift = anchor === 'center' ? '-50%' : anchor === 'right' ? '-100%' : '0%';
  const shiftY = align === 'middle' ? '-50%' : align === 'bottom' ? '-100%' : '0%';
  // the leader starts from the label's first line: its top, for a one-line label placed by its middle or bottom
  const lineHeight = size * 1.2;
  const top = align === 'top' ? y : align === 'middle' ? y - lineHeight / 2 : y - lineHeight;
  const start = pointTo === undefined ? null : leaderStart(anchor, x, top, size, pointTo);
  return (
    <>
      {start === null || pointTo === undefined ? null : (
        <svg
          data-leader={id}
          width={1}
          height={1}
          style={{position: 'absolute', left: 0, top: 0, overflow: 'visible', opacity: eased(presence)}}
        >
          <line
            x1={start.x}
            y1={start.y}
            x2={pointTo.x}
            y2={pointTo.y}
            stroke={palette.textMuted}
            strokeWidth={strokeWidth.thin}
            strokeLinecap="round"
          />
          <circle cx={pointTo.x} cy={pointTo.y} r={strokeWidth.bold} fill={palette.textMuted} />
        </svg>
      )}
      <ScreenText
        id={id}
        kind="label"
        part={id}
        style={{
          position: 'absolute',
          left: x,
          top: y,
          maxWidth,
          transform: `translate(${shift}, ${shiftY}) translateY(${(1 - eased(presence)) * 12}px)`,
          opacity: eased(presence),
          fontFamily,
          fontSize: size,
          fontWeight: weight,
          lineHeight: 1.2,
          color: color ?? palette.text,
          textAlign: anchor,
          whiteSpace: wrap ? 'normal' : 'nowrap',
          ...(backdrop ? {background: palette.background, padding: '4px 10px', borderRadius: 8} : {}),
        }}
      >
        {keepUnitsAttached(settle < 1 ? countText(text, settle) : text)}
      </ScreenText>
    </>
  );
};
