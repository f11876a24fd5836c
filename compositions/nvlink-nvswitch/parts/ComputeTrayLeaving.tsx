import React, {useMemo} from 'react';
import {useValue} from '../kit';
import {Box} from './Box';
import {usePalette} from '../../../src/visual/theme';
import {radius, strokeWidth} from '../../../src/visual/tokens';
import {computeTrayBox, grownGpu, layoutComputeTray, type ComputeTrayLayout} from '../layout-compute-tray';

/** The opened compute tray as its scene lays it out (the next scene's entrance starts from it). */
export function useComputeTrayFinal(): ComputeTrayLayout {
  const counts = {superchips: useValue('tray.superchips'), gpus: useValue('tray.gpus'), nics: useValue('tray.nics'), dpus: useValue('tray.dpus')};
  return useMemo(() => layoutComputeTray(counts, computeTrayBox), [counts.superchips, counts.gpus, counts.nics, counts.dpus]);
}

/** The compute-tray scene's last picture without the GPU that grows (the next scene carries it), at `opacity`. */
export const ComputeTrayLeaving: React.FC<{opacity: number}> = ({opacity}) => {
  const palette = usePalette();
  const T = useComputeTrayFinal();
  if (opacity <= 0) return null;
  return (
    <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity}}>
      <div style={{position: 'absolute', left: T.tray.x, top: T.tray.y, width: T.tray.w, height: T.tray.h, borderRadius: radius.md, boxSizing: 'border-box',
        border: `${strokeWidth.normal}px solid ${palette.outline}`, background: palette.surface}} />
      {T.superchips.map((s, i) => (
        <div key={i} style={{position: 'absolute', left: s.x, top: s.y, width: s.w, height: s.h, borderRadius: radius.lg, boxSizing: 'border-box',
          border: `${strokeWidth.thin}px dashed ${palette.textMuted}`}} />
      ))}
      {T.gpus.map((g, i) => (i === grownGpu ? null : <Box key={`g${i}`} {...g} color={palette.gpu} title="Blackwell" />))}
      {T.cpus.map((c, i) => <Box key={`c${i}`} {...c} color={palette.cpu} title="Grace" />)}
      {T.nics.map((n, i) => <Box key={`n${i}`} {...n} color={palette.pcie} title="NIC" />)}
      {T.dpus.map((d, i) => <Box key={`d${i}`} {...d} color={palette.pcie} title="DPU" />)}
      <Box {...T.nvme} color={palette.pcie} title="NVMe" />
    </div>
  );
};
