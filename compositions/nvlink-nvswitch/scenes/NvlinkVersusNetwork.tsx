import React from 'react';

import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {Layer} from '../../../src/visual/shapes';
import {fontSize, strokeWidth} from '../../../src/visual/tokens';
import {BandwidthBars, useBandwidthBars} from '../parts/BandwidthBars';
import {kitFor} from '../kit';

const {useBeat, Label} = kitFor('why-it-matters');

/** One GPU's NVLink against its own network card, each way, on one scale; one peer's share of each in an all-to-all; then the rack's total (both ways). */
export const NvlinkVersusNetwork: React.FC = () => {
  const palette = usePalette();
  const {layout} = useBandwidthBars();
  // beat: bars — both bars grow to their values; the NVLink bar is then cut into network-card lengths
  const bars = useBeat('bars').progress;
  // beat: share — the NVLink bar cut into one slice per peer; one slice drops to its own bar
  const share = useBeat('share').progress;
  // beat: network-share — the network card's bar gives up one peer's slice the same way, to a fourth bar
  const nicShare = useBeat('network-share').progress;
  // beat: advice — an outline draws round the NVLink bar
  const advice = useBeat('advice').progress;
  // beat: total — the rack's total NVLink bandwidth, summed over GPUs
  const [first, second, third, fourth] = layout.bars;
  return (
    <>
      <BandwidthBars progress={bars} ticks={eased(slice(bars, 0.75, 1))} share={share} nicShare={nicShare} />
      {advice <= 0 || first === undefined ? null : (
        <Layer>
          <rect
            x={layout.x - 10}
            y={first.y - 10}
            width={first.length + 20}
            height={layout.thickness + 20}
            rx={12}
            fill="none"
            stroke={palette.text}
            strokeWidth={strokeWidth.bold}
            pathLength={1}
            strokeDasharray={1}
            strokeDashoffset={1 - eased(advice)}
          />
        </Layer>
      )}
      <Label id="nvlink" x={layout.x} y={first?.labelY ?? 0} weight={600} />
      <Label id="nic" x={layout.x} y={second?.labelY ?? 0} weight={600} />
      <Label id="share" x={layout.x} y={third?.labelY ?? 0} weight={600} />
      <Label id="nic-share" x={layout.x} y={fourth?.labelY ?? 0} weight={600} />
      <Label id="ratio" x={layout.x} y={layout.ratioY} size={fontSize.subtitle} weight={700} />
      <Label id="total" x={layout.x} y={layout.totalY} maxWidth={layout.length} wrap color={palette.textMuted} />
    </>
  );
};
