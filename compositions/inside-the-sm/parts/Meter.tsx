import React from 'react';
import {useLabelsShown} from '../../../src/visual/drawing-context';
import {eased} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontFamily, fontSize} from '../../../src/visual/tokens';
import {ScreenText} from '../../../src/visual/primitives/ScreenText';
import type {Rect} from '../../../src/visual/geometry';
import {Part, useText} from '../kit';
import {Layer} from '../../../src/visual/shapes';

type Props = {
  /** the script text of the meter ("Scheduler busy: {sim…}") */
  id: string;
  /** the reading at the cycle this frame shows, 0..1, from the simulation */
  value: number;
  /** the motion has ended: the text is the script's settled text exactly */
  settled: boolean;
  label: {x: number; y: number};
  bar: Rect;
  /** optional mark on the bar (another reading to compare with) */
  mark?: number;
};

/**
 * The meter's text while the trace runs: a counter, not the claim — the words before the script's figure with
 * "so far" and the running reading; what follows the figure (its claim, "for this kernel") waits for the settled text.
 */
export function runningText(text: string, value: number): string {
  const figure = /~?\d[\d,.]*\s*%?/.exec(text);
  const head = figure === null ? text : text.slice(0, figure.index);
  return `${head.replace(/:\s*$/, '')} so far: ${Math.round(value * 100)}%`;
}

/**
 * The utilization meter: a bar filled to the simulated reading, and its script text with the
 * figure replaced by that reading while the trace runs (the settled text once it stops); the
 * fill carries `data-moving` while it runs.
 */
export const Meter: React.FC<Props> = ({id, value, settled, label, bar, mark}) => {
  const palette = usePalette();
  const {text, presence} = useText(id);
  const labels = useLabelsShown();
  if (presence <= 0) return null;
  const shown = settled ? text : runningText(text, value);
  const p = eased(presence);
  return (
    <>
      <Layer opacity={p}>
        <rect
          x={bar.x}
          y={bar.y}
          width={bar.w}
          height={bar.h}
          rx={8}
          fill={palette.surfaceRaised}
          stroke={palette.outline}
          strokeWidth={2}
        />
        {/* the reading: a part the next scene can carry */}
        <Part id="meter">
          <rect
            data-moving={settled ? undefined : 'meter-fill'}
            x={bar.x}
            y={bar.y}
            width={bar.w * Math.min(1, value)}
            height={bar.h}
            rx={8}
            fill={palette.gpu}
          />
        </Part>
        {mark === undefined ? null : (
          <line
            x1={bar.x + bar.w * mark}
            x2={bar.x + bar.w * mark}
            y1={bar.y - 10}
            y2={bar.y + bar.h + 10}
            stroke={palette.text}
            strokeWidth={4}
          />
        )}
      </Layer>
      {labels ? (
        <ScreenText
          id={id}
          kind="label"
          part={id}
          style={{
            position: 'absolute',
            left: label.x,
            top: label.y,
            opacity: p,
            fontFamily,
            fontSize: fontSize.label,
            fontWeight: 600,
            lineHeight: 1.2,
            color: palette.text,
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {shown}
        </ScreenText>
      ) : null}
    </>
  );
};
