import React, {useMemo} from 'react';
import {BarComparison} from '../../../src/visual/primitives/BarComparison';
import {usePalette} from '../../../src/visual/theme';
import {useValue} from '../kit';
import {layoutBandwidthBars, whyBarsArea, type BarsLayout} from '../layout-bandwidth-bars';

/** The why-it-matters bars as that scene lays them out: NVLink per GPU and its network card, each way (the recap's entrance starts from them). */
export function useBandwidthBars(): {layout: BarsLayout; nvlink: number; nic: number} {
  const nvlink = useValue('nvlink5.perGpuEachWay');
  const nic = useValue('nic.connectx7Bytes');
  const layout = useMemo(() => layoutBandwidthBars([nvlink, nic], whyBarsArea), [nvlink, nic]);
  return {layout, nvlink, nic};
}

/** Both bars on one scale, grown `progress` (0..1) of the way, the NVLink bar cut into network-card lengths at `ticks` opacity. */
export const BandwidthBars: React.FC<{progress: number; ticks: number; opacity?: number}> = ({progress, ticks, opacity = 1}) => {
  const palette = usePalette();
  const {layout, nvlink, nic} = useBandwidthBars();
  const [first, second] = layout.bars;
  if (opacity <= 0) return null;
  return (
    <div style={{position: 'absolute', left: 0, top: 0, width: 1920, height: 1080, opacity}}>
      <BarComparison x={layout.x} y={first?.y ?? 0} length={layout.length} thickness={layout.thickness} gap={(second?.y ?? 0) - (first?.y ?? 0) - layout.thickness}
        progress={progress} bars={[{key: 'nvlink', value: nvlink, color: palette.nvlink}, {key: 'nic', value: nic, color: palette.pcie}]} />
      {layout.ticks.map((x) => (
        <div key={x} style={{position: 'absolute', left: x - 1.5, top: first?.y ?? 0, width: 3, height: layout.thickness, background: palette.background, opacity: ticks}} />
      ))}
    </div>
  );
};
