import React, {useMemo} from 'react';

import {BarComparison} from '../../../src/visual/primitives/BarComparison';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {layoutBandwidthBars} from '../layout-bandwidth-bars';
import {kitFor} from '../kit';

const {useBeat, useValue, Label} = kitFor('why-it-matters');

const area = {x: 200, y: 190, width: 1520};

/** One GPU's NVLink against its own network card, each way, on one scale; then the rack's total. */
export const NvlinkVersusNetwork: React.FC = () => {
  const palette = usePalette();
  const nvlink = useValue('nvlink5.perGpuEachWay');
  const nic = useValue('nic.connectx7Bytes');
  const layout = useMemo(() => layoutBandwidthBars([nvlink, nic], area), [nvlink, nic]);
  // beat: bars — both bars grow to their values; the NVLink bar is then cut into network-card lengths
  const bars = useBeat('bars').progress;
  const ticks = eased(slice(bars, 0.75, 1));
  // beat: advice — the caption only
  // beat: total — the rack's total NVLink bandwidth, summed over GPUs
  const [first, second] = layout.bars;
  return (
    <>
      <BarComparison x={layout.x} y={first?.y ?? 0} length={layout.length} thickness={layout.thickness} gap={(second?.y ?? 0) - (first?.y ?? 0) - layout.thickness}
        progress={bars} bars={[{key: 'nvlink', value: nvlink, color: palette.nvlink}, {key: 'nic', value: nic, color: palette.pcie}]} />
      {layout.ticks.map((x) => (
        <div key={x} style={{position: 'absolute', left: x - 1.5, top: first?.y ?? 0, width: 3, height: layout.thickness, background: palette.background, opacity: ticks}} />
      ))}
      <Label id="nvlink" x={layout.x} y={first?.labelY ?? 0} weight={600} />
      <Label id="nic" x={layout.x} y={second?.labelY ?? 0} weight={600} />
      <Label id="ratio" x={layout.x} y={layout.ratioY} size={fontSize.subtitle} weight={700} />
      <Label id="total" x={layout.x} y={layout.totalY} maxWidth={layout.length} wrap color={palette.textMuted} />
    </>
  );
};
