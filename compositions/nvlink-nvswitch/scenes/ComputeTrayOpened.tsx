import React, {useMemo} from 'react';

import {departing} from '../../../src/visual/continuity';
import {Box} from '../parts/Box';
import {eased, mix, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {radius, strokeWidth} from '../../../src/visual/tokens';
import {computeTrayBox, grownGpu, layoutComputeTray} from '../layout-compute-tray';
import {useRackFront} from '../parts/use-rack';
import {kitFor} from '../kit';

const {useBeat, useValue, Label, useEntrance, carries, PreviousPicture, Part} = kitFor('compute-tray');

const trayBox = computeTrayBox;
/**
 * One compute tray pulled out of the rack (the entrance: the rack's last picture fades while its
 * first compute tray slides out of its row and opens), its superchips, then the parts for traffic
 * that leaves the rack.
 */
export const ComputeTrayOpened: React.FC = () => {
  const palette = usePalette();
  const entrance = useEntrance();
  const rack = useRackFront();
  // where the tray sits before it is pulled out: its row in the rack's front view
  const slot = rack.rows.find((r) => r.kind === 'compute') ?? rack.frame;
  const superchips = useValue('tray.superchips');
  const gpus = useValue('tray.gpus');
  const nics = useValue('tray.nics');
  const dpus = useValue('tray.dpus');
  const layout = useMemo(() => layoutComputeTray({superchips, gpus, nics, dpus}, trayBox), [superchips, gpus, nics, dpus]);
  // beat: pull — the tray slides out of its slot and opens to full size; its superchips' outlines show
  const pull = useBeat('pull').progress;
  const t = {x: mix(slot.x, trayBox.x, pull), y: mix(slot.y, trayBox.y, pull), w: mix(slot.w, trayBox.w, pull), h: mix(slot.h, trayBox.h, pull)};
  // beat: parts — superchips: a Grace CPU between two Blackwell GPUs
  const parts = useBeat('parts').progress;
  // beat: network — network cards, DPUs and NVMe on the right
  const network = useBeat('network').progress;
  const grow = (i: number, n: number, p: number) => slice(p, (i / n) * 0.6, (i / n) * 0.6 + 0.4);
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <div style={{position: 'absolute', left: t.x, top: t.y, width: t.w, height: t.h, borderRadius: radius.md, boxSizing: 'border-box',
        border: `${strokeWidth.normal}px solid ${palette.outline}`, background: palette.surface}} />
      {/* the rack's row as it was rides out on the tray, fading */}
      <PreviousPicture clip={slot} camera={{drawn: slot, shown: t}} opacity={departing(entrance.progress)} />
      {layout.superchips.map((s, i) => (
        <div key={i} style={{position: 'absolute', left: s.x, top: s.y, width: s.w, height: s.h, borderRadius: radius.lg, boxSizing: 'border-box',
          border: `${strokeWidth.thin}px dashed ${palette.textMuted}`, opacity: eased(slice(pull, 0.6 + i * 0.2, 0.8 + i * 0.2))}} />
      ))}
      {layout.gpus.map((g, i) => {
        const box = <Box key={`g${i}`} {...g} color={palette.gpu} title="Blackwell" presence={grow(i, layout.gpus.length, parts)} />;
        // the GPU the next scene grows into its port drawing
        return i === grownGpu ? <Part key={`g${i}`} id="gpu" html>{box}</Part> : box;
      })}
      {layout.cpus.map((c, i) => <Box key={`c${i}`} {...c} color={palette.cpu} title="Grace" presence={grow(i, layout.cpus.length, parts)} />)}
      {layout.nics.map((n, i) => <Box key={`n${i}`} {...n} color={palette.pcie} title="NIC" presence={grow(i, layout.nics.length, network)} />)}
      {layout.dpus.map((d, i) => <Box key={`d${i}`} {...d} color={palette.pcie} title="DPU" presence={grow(i, layout.dpus.length, network)} />)}
      <Box {...layout.nvme} color={palette.pcie} title="NVMe" presence={network} />
      <Label id="tray" x={960} y={trayBox.y - 64} anchor="center" weight={600} />
      <Label id="parts" x={layout.partsLabel.x} y={layout.partsLabel.y} />
      <Label id="nics" x={layout.nicsLabel.x} y={layout.nicsLabel.y} maxWidth={layout.nicsLabel.maxWidth} wrap />
      <Label id="nvme" x={layout.nvmeLabel.x} y={layout.nvmeLabel.y} />
    </>
  );
};
