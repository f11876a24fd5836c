import React, {useMemo} from 'react';
import {useEntrance} from '../../../src/timeline/use-entrance';
import type {Rect} from '../../../src/visual/geometry';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {useValue} from '../kit';
import {mapRect} from '../../../src/visual/continuity';
import {cssOf, mixRect, pullBack, trayPulledOut} from '../layout-carries';
import {grownGpu} from '../layout-compute-tray';
import {layoutGpuPorts} from '../layout-gpu-ports';
import {Box} from './Box';
import {GpuPortsDrawing, gpuPortsBox, portStub} from './GpuPortsDrawing';
import {RackFrontView} from './RackFrontView';
import {useRackFinal} from './RackLeaving';

const page = {position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, transformOrigin: '0 0'} as const;

/**
 * The entrance (a camera): the gpu-ports scene's GPU, every port lit, shrinks back into its place in
 * the rack's front view while the rack comes into view around it; then (the `slide` beat) the rack's
 * first switch tray slides out of its row and opens into the tray drawing while the rack fades.
 */
export const SwitchTrayArriving: React.FC<{slide: number; open: number; tray: Rect; chips: readonly Rect[]}> = ({slide, open, tray: opened, chips}) => {
  const palette = usePalette();
  const entrance = useEntrance();
  const rack = useRackFinal();
  const count = useValue('nvlink5.linksPerGpu');
  const gpu = useMemo(() => layoutGpuPorts(gpuPortsBox, count, portStub), [count]);
  const slot = rack.gpus[grownGpu] ?? rack.frame;
  const zoom = pullBack(gpuPortsBox, slot, eased(entrance.progress));
  const rowIndex = rack.rows.findIndex((r) => r.kind === 'switch');
  const row = rack.rows[rowIndex] ?? rack.frame;
  const tray = trayPulledOut(row, opened, slide);
  // the tray's chips ride out with it, then move to where the opened tray draws them
  const rowChips = rack.chips.filter((c) => c.y >= row.y && c.y <= row.y + row.h);
  const chipsNow = rowChips.map((c, k) => mixRect(mapRect(c, row, tray), chips[k] ?? c, eased(slice(slide, 0.35, 1))));
  const rackShown = eased(slice(entrance.progress, 0.6, 1)) * (1 - eased(slice(slide, 0.45, 0.8)));
  const switches = rack.sections.findIndex((s) => s.kind === 'switch');
  return (
    <>
      {rackShown <= 0 ? null : (
        <div style={{...page, transform: cssOf(zoom.world), opacity: rackShown}}>
          <RackFrontView rack={rack} rowPresence={(r) => (r === rowIndex && slide > 0 ? 0 : 1)} litGpus={rack.gpus.length} litCpus={rack.cpus.length} emphasis={slide > 0 ? switches : undefined}
            sectionOpacity={(s) => (s === switches ? 1 : 1 - 0.55 * eased(slice(slide, 0, 0.25)))} />
        </div>
      )}
      {entrance.done ? null : (
        <div style={{...page, transform: cssOf(zoom.drawing), opacity: 1 - eased(slice(entrance.progress, 0.6, 1))}}>
          <GpuPortsDrawing gpu={gpu.gpu} ports={gpu.ports} shown={() => 1} lit={() => true} />
        </div>
      )}
      {slide <= 0 ? null : <Box {...tray} color={palette.outline} emphasis={slide < 1} />}
      {slide <= 0 || open >= 1 ? null : (
        <svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0}}>
          {chipsNow.map((c, k) => <rect key={k} data-moving={slide < 1 ? 'switch-chip' : undefined} x={c.x} y={c.y} width={c.w} height={c.h} rx={3} fill={palette.nvlink} fillOpacity={1 - 0.7 * eased(slice(slide, 0.35, 1))}
            opacity={1 - eased(slice(open, k * 0.2, 0.2 + k * 0.2))} />)}
        </svg>
      )}
    </>
  );
};

