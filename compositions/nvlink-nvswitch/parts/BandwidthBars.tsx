import React, {useMemo} from 'react';
import {eased, slice} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {Layer} from '../../../src/visual/shapes';
import {useValue} from '../kit';
import {layoutBandwidthBars, whyBarsArea, type BarsLayout} from '../layout-bandwidth-bars';

/**
 * The why-it-matters bars as that scene lays them out, each way: NVLink per GPU, its network card, one
 * peer's share of NVLink in an all-to-all, and of the network card in the same all-to-all (the
 * recap's entrance starts from them).
 */
export function useBandwidthBars(): {layout: BarsLayout; peers: number} {
  const nvlink = useValue('nvlink5.perGpuEachWay');
  const nic = useValue('nic.connectx7Bytes');
  const share = useValue('topo.allToAllShare');
  const nicShare = useValue('topo.allToAllShareNic');
  const peers = useValue('topo.peers');
  const layout = useMemo(
    () => layoutBandwidthBars([nvlink, nic, share, nicShare], whyBarsArea),
    [nvlink, nic, share, nicShare],
  );
  return {layout, peers};
}

/**
 * A bar's last slice on its way (`drop` 0..1): along its bar to the scale's far end (where no label
 * reaches) when it is not there already, down to the row `to`, and along that row to the scale's start.
 */
function droppedSlice(
  drop: number,
  layout: BarsLayout,
  from: {y: number; length: number},
  to: {y: number; length: number},
  sliceLength: number,
): {x: number; y: number; w: number} {
  const w = Math.max(to.length, sliceLength - 2);
  const start = layout.x + from.length - w;
  const far = layout.x + layout.length - w;
  const outShare = far - start > 1 ? 1 / 3 : 0;
  const downEnd = outShare + (1 - outShare) / 2;
  const out = eased(slice(drop, 0, outShare));
  const down = eased(slice(drop, outShare, downEnd));
  const across = eased(slice(drop, downEnd, 1));
  const x = across > 0 ? layout.x + (far - layout.x) * (1 - across) : start + (far - start) * out;
  return {x, y: from.y + (to.y - from.y) * down, w};
}

/**
 * The bars on one scale, grown `progress` (0..1) of the way; the NVLink bar cut into network-card
 * lengths at `ticks` opacity; then (`share` 0..1) cut into one slice per peer, the last slice
 * dropping to the third bar: one peer's share when the GPU sends to all of them at once; then
 * (`nicShare` 0..1) the network card's bar gives up its last slice the same way, to the fourth bar:
 * each peer's share of the same all-to-all over the network, a sliver outlined so it shows.
 */
export const BandwidthBars: React.FC<{
  progress: number;
  ticks: number;
  share?: number;
  nicShare?: number;
  opacity?: number;
}> = ({progress, ticks, share = 0, nicShare = 0, opacity = 1}) => {
  const palette = usePalette();
  const {layout, peers} = useBandwidthBars();
  const [first, second, third, fourth] = layout.bars;
  if (opacity <= 0 || first === undefined || second === undefined || third === undefined || fourth === undefined)
    return null;
  const h = layout.thickness;
  const slice0 = layout.length / peers;
  // the last slice leaves the bar's far end, drops past the end of the bars below (clear of their labels) and slides to the scale's start
  const drop = slice(share, 0.4, 1);
  const dropped = droppedSlice(drop, layout, {...first, length: layout.length}, third, slice0);
  const nicDrop = slice(nicShare, 0.2, 1);
  const nicSlice = second.length / peers;
  const nicDropped = droppedSlice(nicDrop, layout, second, fourth, nicSlice);
  const cuts = Array.from({length: peers - 1}, (_, i) => layout.x + (i + 1) * slice0);
  return (
    <Layer opacity={opacity}>
      {[first, second, third, fourth].map((b, i) =>
        (i === 2 && share <= 0) || (i === 3 && nicShare <= 0) ? null : (
          <rect key={i} x={layout.x} y={b.y} width={layout.length} height={h} rx={6} fill={palette.surfaceRaised} />
        ),
      )}
      <rect x={layout.x} y={first.y} width={first.length * eased(progress)} height={h} rx={6} fill={palette.nvlink} />
      {/* once its slice has left, the network card's bar is that much shorter */}
      <rect
        x={layout.x}
        y={second.y}
        width={second.length * eased(progress) - (nicDrop > 0 ? nicSlice : 0)}
        height={h}
        rx={6}
        fill={palette.pcie}
      />
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
          x={dropped.x}
          y={dropped.y}
          width={dropped.w}
          height={h}
          rx={4}
          fill={palette.nvlink}
          stroke={palette.text}
          strokeWidth={drop > 0 ? 3 : 0}
          data-moving={drop > 0 && drop < 1 ? 'share-slice' : undefined}
        />
      )}
      {/* the network card's slice: about a pixel at this scale, so its outline carries it */}
      {nicShare <= 0 ? null : (
        <rect
          x={nicDropped.x}
          y={nicDropped.y}
          width={nicDropped.w}
          height={h}
          fill={palette.pcie}
          stroke={palette.text}
          strokeWidth={3}
          opacity={eased(slice(nicShare, 0, 0.2))}
          data-moving={nicDrop > 0 && nicDrop < 1 ? 'share-slice' : undefined}
        />
      )}
    </Layer>
  );
};
