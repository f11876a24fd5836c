import React, {useMemo} from 'react';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {Layer} from '../../../src/visual/shapes';
import {useValue} from '../kit';
import {layoutBandwidthBars, whyBarsArea, type BarsLayout} from '../layout-bandwidth-bars';

/** The why-it-matters bars as that scene lays them out: NVLink per GPU, its network card, and one peer's share in an all-to-all, each way (the recap's entrance starts from them). */
export function useBandwidthBars(): {layout: BarsLayout; nvlink: number; nic: number; share: number; peers: number} {
  const nvlink = useValue('nvlink5.perGpuEachWay');
  const nic = useValue('nic.connectx7Bytes');
  const share = useValue('topo.allToAllShare');
  const peers = useValue('topo.peers');
  const layout = useMemo(() => layoutBandwidthBars([nvlink, nic, share], whyBarsArea), [nvlink, nic, share]);
  return {layout, nvlink, nic, share, peers};
}

/**
 * The bars on one scale, grown `progress` (0..1) of the way; the NVLink bar cut into network-card
 * lengths at `ticks` opacity; then (`share` 0..1) cut into one slice per peer, the last slice
 * dropping to the third bar: one peer's share when the GPU sends to all of them at once.
 */
export const BandwidthBars: React.FC<{progress: number; ticks: number; share?: number; opacity?: number}> = ({
  progress,
  ticks,
  share = 0,
  opacity = 1,
}) => {
  const palette = usePalette();
  const {layout, peers} = useBandwidthBars();
  const [first, second, third] = layout.bars;
  if (opacity <= 0 || first === undefined || second === undefined || third === undefined) return null;
  const h = layout.thickness;
  const slice0 = layout.length / peers;
  // the last slice leaves the bar's far end, drops past the end of the bars below (clear of their labels) and slides to the scale's start
  const drop = slice(share, 0.4, 1);
  const down = eased(slice(drop, 0, 0.5));
  const across = eased(slice(drop, 0.5, 1));
  const width = Math.max(third.length, slice0 - 2);
  const cuts = Array.from({length: peers - 1}, (_, i) => layout.x + (i + 1) * slice0);
  return (
    <Layer opacity={opacity}>
      {[first, second, third].map((b, i) =>
        i === 2 && share <= 0 ? null : (
          <rect key={i} x={layout.x} y={b.y} width={layout.length} height={h} rx={6} fill={palette.surfaceRaised} />
        ),
      )}
      <rect x={layout.x} y={first.y} width={first.length * eased(progress)} height={h} rx={6} fill={palette.nvlink} />
      <rect x={layout.x} y={second.y} width={second.length * eased(progress)} height={h} rx={6} fill={palette.pcie} />
      {layout.ticks.map((x) => (
        <rect
          key={x}
          x={x - 1.5}
          y={first.y}
          width={3}
          height={h}
          fill={palette.background}
          opacity={ticks * (1 - eased(slice(share, 0, 0.3)))}
        />
      ))}
      {share <= 0
        ? null
        : cuts.map((x, i) => (
            <rect
              key={`cut${i}`}
              x={x - 1}
              y={first.y}
              width={2}
              height={h}
              fill={palette.background}
              opacity={eased(slice(share, (i / cuts.length) * 0.3, (i / cuts.length) * 0.3 + 0.1))}
            />
          ))}
      {/* where the slice was taken, the NVLink bar keeps a gap: the peer's share is gone from it */}
      {drop <= 0 ? null : (
        <rect
          x={layout.x + layout.length - slice0 + 1}
          y={first.y}
          width={slice0 - 1}
          height={h}
          fill={palette.surfaceRaised}
        />
      )}
      {share <= 0 ? null : (
        <rect
          x={layout.x + (layout.length - width) * (1 - across)}
          y={first.y + (third.y - first.y) * down}
          width={width}
          height={h}
          rx={4}
          fill={palette.nvlink}
          stroke={palette.text}
          strokeWidth={drop > 0 ? 3 : 0}
          data-moving={drop > 0 && drop < 1 ? 'share-slice' : undefined}
        />
      )}
    </Layer>
  );
};
