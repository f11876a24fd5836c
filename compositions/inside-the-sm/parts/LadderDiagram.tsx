import React from 'react';
import {eased} from '../../../src/visual/motion';
import {Part} from '../../../src/visual/drawing-context';
import {usePalette} from '../../../src/visual/theme';
import {frameSize} from '../../../src/visual/tokens';
import {axisX, type LadderAxis, type LadderLayout} from '../layout-ladder';
import {Layer} from '../../../src/visual/shapes';

type Props = {
  ladder: LadderLayout;
  /** 0..1 per rung: its entrance */
  rungs: number[];
  /** 0..1 per rung: its latency bar grows */
  bars: number[];
  /** 0..1: the off-chip line fades in */
  offChip: number;
  /** 0..1: the gridlines of the log scale */
  grid: number;
  /** opacity of each rung (by id, its bar with it) and of the gridlines (`scale`) under the beat's focus; all 1 when absent */
  dim?: (part: LadderPart) => number;
  /** the latency column's axis while the scene moves it (linear, pulled back, folding to log); the log scale when absent */
  axis?: {now: LadderAxis; min: number; max: number};
};

/** The memory ladder's shapes: rungs, the off-chip line, the log-scale latency bars, a range rung's uncertain span dashed (no text); the bars carry `data-moving` while they grow. */
/** px past the frame's right edge where a bar running off the frame stops */
const offFrame = frameSize.width + 12;

/** What the ladder's focus can name: its gridlines (`scale`) and its rungs. */
export type LadderPart = 'scale' | 'registers' | 'shared' | 'l2' | 'hbm';

export const LadderDiagram: React.FC<Props> = ({ladder, rungs, bars, offChip, grid, dim = () => 1, axis}) => {
  const palette = usePalette();
  // a bar's extent [x1, x2) on the axis as it stands (the layout's log extents when no axis is given)
  const span = (from: number | undefined, to: number | undefined, logRect: {x: number; w: number}) =>
    axis === undefined || to === undefined
      ? {x: logRect.x, w: logRect.w}
      : {
          x: from === undefined ? ladder.bars.x : axisX(from, ladder.bars, axis.now, axis.min, axis.max),
          w:
            axisX(to, ladder.bars, axis.now, axis.min, axis.max) -
            (from === undefined ? ladder.bars.x : axisX(from, ladder.bars, axis.now, axis.min, axis.max)),
        };
  const {offChip: line} = ladder;
  // a bar that runs off the frame is drawn only to just past its edge (its rounded end out of sight): what is off the frame is not there
  const clip = (x: number, w: number) => Math.min(w, offFrame - x);
  return (
    <Layer>
      {ladder.gridlines.map((x) => (
        <line
          key={x}
          x1={x}
          x2={x}
          y1={ladder.bars.y}
          y2={ladder.bars.y + ladder.bars.h}
          stroke={palette.outline}
          strokeWidth={2}
          strokeDasharray="4 8"
          opacity={eased(grid) * dim('scale')}
        />
      ))}
      {ladder.rungs.map((r, i) => {
        const p = eased(rungs[i] ?? 0);
        const b = eased(bars[i] ?? 0);
        const offChipRung = r.box.y > line.y;
        const growing = b > 0 && b < 1 ? 'latency-bar' : undefined;
        const bar = span(undefined, r.from ?? r.latency, r.bar);
        const range = r.range === undefined ? undefined : span(r.from, r.latency, r.range);
        return (
          // each rung a named part: the warps scene carries the registers rung out of the ladder's last picture
          <Part key={r.id} id={r.id}>
            <g opacity={dim(r.id as LadderPart)}>
              <rect
                x={r.box.x}
                y={r.box.y}
                width={r.box.w}
                height={r.box.h}
                rx={14}
                opacity={p}
                fill={palette.memory}
                fillOpacity={offChipRung ? 0.1 : 0.22}
                stroke={palette.memory}
                strokeWidth={3}
                strokeDasharray={offChipRung ? '12 8' : undefined}
              />
              {b > 0 && r.latency !== undefined ? (
                <rect
                  data-moving={growing}
                  x={bar.x}
                  y={r.bar.y}
                  width={clip(bar.x, Math.max(8, bar.w * b))}
                  height={r.bar.h}
                  rx={6}
                  fill={palette.memory}
                />
              ) : null}
              {b > 0 && r.range !== undefined && range !== undefined && clip(range.x, range.w * b) > 0 ? (
                <rect
                  data-moving={growing}
                  x={range.x}
                  y={r.range.y}
                  width={clip(range.x, range.w * b)}
                  height={r.range.h}
                  rx={6}
                  fill={palette.memory}
                  fillOpacity={0.35}
                  stroke={palette.memory}
                  strokeWidth={2}
                  strokeDasharray="6 6"
                />
              ) : null}
            </g>
          </Part>
        );
      })}
      {/* fades in rather than wiping across: a wipe would run under its own label, which sits on the line */}
      <line
        x1={line.x1}
        x2={line.x2}
        y1={line.y}
        y2={line.y}
        stroke={palette.text}
        opacity={eased(offChip)}
        strokeWidth={3}
        strokeDasharray="16 10"
      />
    </Layer>
  );
};
