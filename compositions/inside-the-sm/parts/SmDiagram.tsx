import React from 'react';
import {usePalette} from '../../../src/visual/theme';
import {Part} from '../kit';
import type {SmLayout, SmPart} from '../layout-sm';
import type {Rect} from '../../../src/visual/geometry';
import {Layer} from '../../../src/visual/shapes';

export type PartLight = Partial<Record<SmPart, number>>;

type Props = {
  sm: SmLayout;
  /** 0..1 per part: 0 draws it as a faint outline, 1 tinted in its meaning colour */
  light?: PartLight;
  /** the part the current beat is about: drawn stronger */
  focus?: SmPart;
  /** 0..1: how much stronger the focus part is drawn (eased in while an entrance lands, so the cut does not jump) */
  focusStrength?: number;
  /** 0..1 for the whole drawing */
  opacity?: number;
  /** the whole SM is being carried: its outline carries `data-moving` with this name for the audit */
  moving?: string;
  /** opacity of each part under the beat's focus, and of the outlines (`frame`): the kit's useFocus(); all 1 when absent */
  dim?: (part: SmPart | 'frame') => number;
};

const memoryParts = new Set<SmPart>(['registers', 'shared', 'tmem']);

/** The SM as four processing blocks around the shared bands, every part a shape (no text) and a named Part. */
export const SmDiagram: React.FC<Props> = ({
  sm,
  light = {},
  focus,
  focusStrength = 1,
  opacity = 1,
  moving,
  dim = () => 1,
}) => {
  const palette = usePalette();
  const shape = (part: SmPart, r: Rect, key: string, corner = 6) => {
    const l = light[part] ?? 0;
    const color = memoryParts.has(part) ? palette.memory : palette.gpu;
    const strong = focus === part ? focusStrength : 0;
    return (
      <Part key={key} id={part}>
        <g opacity={dim(part)}>
          <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={corner} fill={palette.surface} />
          <rect
            x={r.x}
            y={r.y}
            width={r.w}
            height={r.h}
            rx={corner}
            fill={color}
            fillOpacity={l * (0.3 + 0.25 * strong)}
            stroke={l > 0 ? color : palette.outline}
            strokeOpacity={0.5 + 0.5 * l}
            strokeWidth={2 + 2 * strong}
          />
        </g>
      </Part>
    );
  };
  return (
    <Layer opacity={opacity}>
      <rect
        data-moving={moving}
        x={sm.outline.x}
        y={sm.outline.y}
        width={sm.outline.w}
        height={sm.outline.h}
        rx={18}
        fill={palette.surface}
        stroke={palette.gpu}
        strokeOpacity={dim('frame')}
        strokeWidth={3}
      />
      {sm.blocks.map((b, i) => (
        <g key={i}>
          <rect
            x={b.outline.x}
            y={b.outline.y}
            width={b.outline.w}
            height={b.outline.h}
            rx={12}
            fill={palette.surfaceRaised}
            stroke={palette.outline}
            strokeOpacity={dim('frame')}
            strokeWidth={2}
          />
          {shape('scheduler', b.scheduler, 's')}
          {shape('registers', b.registers, 'r')}
          {b.lanes.map((r, j) => shape('fp32', r, `l${j}`, 3))}
          {shape('tensor', b.tensor, 't')}
          {b.sfus.map((r, j) => shape('sfu', r, `f${j}`, 4))}
          {b.ldsts.map((r, j) => shape('ldst', r, `d${j}`, 4))}
        </g>
      ))}
      {shape('shared', sm.shared, 'shared', 10)}
      {shape('tmem', sm.tmem, 'tmem', 10)}
    </Layer>
  );
};
