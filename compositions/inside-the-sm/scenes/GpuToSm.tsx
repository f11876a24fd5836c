import React, {useMemo} from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {layoutGpu, zoomedSmBox, zoomedSmLight, zoomTransform} from '../layout-gpu';
import {smPartOrder} from '../layout-sm';
import {SmDiagram} from '../parts/SmDiagram';
import {useSmLayout} from '../parts/use-sm-layout';
import {place} from '../../../src/visual/geometry';
import {kitFor} from '../kit';
import {Layer} from '../../../src/visual/shapes';

const {useBeat, useValue, Label} = kitFor('gpu-to-sm');

/** the GPU's two dies fill this (layoutGpu picks the grid): from under the SM count's line to over the dashed-outline key */
const area = {x: 120, y: 210, w: 1680, h: 590};
const smBox = zoomedSmBox;
const dimLight = Object.fromEntries(smPartOrder.map((p) => [p, zoomedSmLight]));

// beat: gpu — the two dies fill in with their SMs, the disabled ones dashed.
// beat: zoom — the view zooms into one enabled SM, which becomes the SM diagram.
export const GpuToSm: React.FC = () => {
  const palette = usePalette();
  const dies = useValue('b200.dies');
  const perDiePhysical = useValue('sm.perDiePhysical');
  const perDieEnabled = useValue('sm.perDieEnabled');
  const gpu = useLayoutMemo(dies, perDiePhysical, perDieEnabled);
  const sm = useSmLayout(smBox);
  const build = useBeat('gpu').progress;
  const zoom = useBeat('zoom').progress;
  const z = eased(zoom);
  const {scale, dx, dy} = zoomTransform(gpu.target, smBox, z);
  const others = 1 - slice(zoom, 0.2, 0.85);
  const total = gpu.cells.length;
  return (
    <>
      <Layer>
        <clipPath id="below-top-band">
          <rect x={0} y={124} width={1920} height={956} />
        </clipPath>
        <g clipPath="url(#below-top-band)">
          <g transform={`translate(${dx} ${dy}) scale(${scale})`}>
            {gpu.dies.map((d, i) => (
              <rect
                key={i}
                x={d.x}
                y={d.y}
                width={d.w}
                height={d.h}
                rx={16}
                fill={palette.surface}
                fillOpacity={others}
                stroke={palette.gpu}
                strokeOpacity={others * eased(slice(build, 0, 0.3))}
                strokeWidth={3}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {gpu.cells.map((c, i) => {
              const shown = eased(slice(build, 0.1 + (0.8 * i) / total, 0.1 + (0.8 * i) / total + 0.1));
              const isTarget = c === gpu.target;
              const opacity = shown * (isTarget ? 1 : others);
              return opacity <= 0 ? null : (
                <rect
                  key={i}
                  data-moving={isTarget && zoom > 0 && zoom < 1 ? 'zoomed-sm' : undefined}
                  x={c.x}
                  y={c.y}
                  width={c.w}
                  height={c.h}
                  rx={6}
                  opacity={opacity}
                  fill={c.enabled ? palette.gpu : 'none'}
                  fillOpacity={c.enabled ? 0.28 : 0}
                  stroke={c.enabled ? palette.gpu : palette.pcie}
                  strokeWidth={c.enabled ? 2 : 2.5}
                  strokeDasharray={c.enabled ? undefined : '6 5'}
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
          </g>
        </g>
      </Layer>
      {zoom > 0.6 ? <SmDiagram sm={sm} light={dimLight} opacity={eased(slice(zoom, 0.6, 1))} /> : null}
      <Label id="sms" at={place(area, 'above', 29)} />
      <Label id="disabled" at={place(area, 'below', 16)} color={palette.textMuted} />
    </>
  );
};

function useLayoutMemo(dies: number, perDiePhysical: number, perDieEnabled: number) {
  return useMemo(
    () => layoutGpu(area, {dies, perDiePhysical, perDieEnabled}, smBox.w / smBox.h),
    [dies, perDiePhysical, perDieEnabled],
  );
}
