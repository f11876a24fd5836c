import React from 'react';
import type {Rect} from '../../../src/visual/geometry';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {mapRect} from '../../../src/visual/continuity';
import {cssOf, mixRect, pullBack, trayPulledOut, type Zoom} from '../layout-carries';
import {grownGpu} from '../layout-compute-tray';
import {Chip, Layer} from '../../../src/visual/shapes';
import {gpuPortsBox} from './GpuPortsDrawing';
import {RackFrontView} from './RackFrontView';
import {useRackFront} from './use-rack';
import type {EntranceState} from '../../../src/visual/scene-kit';

const page = {position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, transformOrigin: '0 0'} as const;

/**
 * The entrance (a camera): the gpu-ports scene's last picture (`gpuPorts`: the previous picture
 * drawn through a camera), every port lit, shrinks back into its GPU's place in the rack's front
 * view while the rack comes into view around it; then (the `slide` beat) the rack's
 * first switch tray slides out of its row and opens into the tray drawing while the rack fades.
 */
export const SwitchTrayArriving: React.FC<{
  entrance: EntranceState;
  slide: number;
  open: number;
  tray: Rect;
  chips: readonly Rect[];
  gpuPorts: (camera: {drawn: Rect; shown: Rect}, opacity: number) => React.ReactNode;
}> = ({entrance, slide, open, tray: opened, chips, gpuPorts}) => {
  const palette = usePalette();
  const rack = useRackFront();
  const slot = rack.gpus[grownGpu] ?? rack.frame;
  const zoom = pullBack(gpuPortsBox, slot, eased(entrance.progress));
  const rowIndex = rack.rows.findIndex((r) => r.kind === 'switch');
  const row = rack.rows[rowIndex] ?? rack.frame;
  const tray = trayPulledOut(row, opened, slide);
  // the tray's chips ride out with it, then move to where the opened tray draws them: both ends held in the
  // tray as it is now, so a chip never outgrows the tray around it nor leaves it while the tray opens
  const rowChips = rack.chips.filter((c) => c.y >= row.y && c.y <= row.y + row.h);
  const chipsNow = rowChips.map((c, k) =>
    mixRect(mapRect(c, row, tray), mapRect(chips[k] ?? c, opened, tray), eased(slice(slide, 0.35, 1))),
  );
  const rackShown = eased(slice(entrance.progress, 0.6, 1)) * (1 - eased(slice(slide, 0.45, 0.8)));
  const switches = rack.sections.findIndex((s) => s.kind === 'switch');
  return (
    <>
      {rackShown <= 0 ? null : (
        <div style={{...page, transform: cssOf(zoom.world), opacity: rackShown}}>
          <RackFrontView
            rack={rack}
            rowPresence={(r) => (r === rowIndex && slide > 0 ? 0 : 1)}
            litGpus={rack.gpus.length}
            litCpus={rack.cpus.length}
            emphasis={slide > 0 ? switches : undefined}
            sectionOpacity={(s) => (s === switches ? 1 : 1 - 0.55 * eased(slice(slide, 0, 0.25)))}
          />
        </div>
      )}
      {entrance.done
        ? null
        : gpuPorts(
            {drawn: gpuPortsBox, shown: zoomed(gpuPortsBox, zoom.drawing)},
            1 - eased(slice(entrance.progress, 0.6, 1)),
          )}
      {slide <= 0 ? null : (
        <Layer>
          <Chip r={tray} color={palette.outline} emphasis={slide < 1} />
        </Layer>
      )}
      {slide <= 0 || open >= 1 ? null : (
        <Layer>
          {chipsNow.map((c, k) => (
            <rect
              key={k}
              data-moving={slide < 1 ? 'switch-chip' : undefined}
              x={c.x}
              y={c.y}
              width={c.w}
              height={c.h}
              rx={3}
              fill={palette.nvlink}
              fillOpacity={1 - 0.7 * eased(slice(slide, 0.35, 1))}
              opacity={1 - eased(slice(open, k * 0.2, 0.2 + k * 0.2))}
            />
          ))}
        </Layer>
      )}
    </>
  );
};

/** Where a box lands under a zoom. */
function zoomed(r: Rect, z: Zoom): Rect {
  return {x: z.x + r.x * z.scale, y: z.y + r.y * z.scale, w: r.w * z.scale, h: r.h * z.scale};
}
