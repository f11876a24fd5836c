import React from 'react';
import {arriving, carry, departing} from '../../../src/visual/continuity';
import {lanesFor} from '../../../src/visual/flow';
import {eased, slice} from '../../../src/visual/motion';
import {FlowLegend} from '../../../src/visual/primitives/Flow';
import {usePalette} from '../../../src/visual/theme';
import {focusTokens, radius, strokeWidth} from '../../../src/visual/tokens';
import {place, rect, type Rect} from '../../../src/visual/geometry';
import {layoutNotUniform} from '../layout-not-uniform';
import {unifiedIndex} from '../layout-unified';
import {flowFadeSeconds, graceFlow} from '../flow-scale';
import {Band, Chip, Layer, Path} from '../../../src/visual/shapes';
import {DataFlow, useGraceFlow} from '../parts/DataFlow';
import {defineEnd, kitFor} from '../kit';
import {unifiedEnd} from './UnifiedMemory';

const {
  useBeat,
  useText,
  useValue,
  useEnd,
  usePreviousEnd,
  useFocus,
  useEntrance,
  carries,
  PreviousPicture,
  Part,
  Label,
} = kitFor('not-uniform');

/** The HBM stream's band under its dots: faint, so the dots read over it (the recap's stacks start from it at this opacity). */
const HBM_BAND_OPACITY = 0.2;
/** The PCIe lane's track under its one sparse lane of dots, a lane wide: faint, so a dot of the same grey stands out on it. */
const PCIE_TRACK_OPACITY = 0.3;
/** px: the ring around the GPU over its own HBM while the other two paths are dimmed (beat hot), clear of the HBM's time below */
const RING_PAD = 10;

/**
 * The scene's end (and its whole layout: it stands still): the three readers over their memories,
 * and the two parts the recap carries, the HBM stream's band (as wide as its lanes at the video's
 * flow scale) and the C2C link, with the band's opacity.
 */
export const raceEnd = defineEnd('not-uniform', (value) => {
  const scale = graceFlow(value('flow.dotSize'));
  const layout = layoutNotUniform(lanesFor(value('path.ownHbm'), scale).lanes * scale.lanePitch);
  return {layout, bars: {ownHbm: layout.hbmBand, overC2c: layout.c2cLink}, hbmBandOpacity: HBM_BAND_OPACITY};
});

/**
 * Unified is not uniform, as the GPU sees it: the first GPU and Grace leave unified-memory's
 * picture with their memories (the entrance) and stand each over the memory it reads, the old
 * PCIe server beside them in a dashed box. One beat each, the GPU reads its own HBM (a stream many
 * lanes wide), Grace's LPDDR5X over C2C (two lanes) and, for comparison, the PCIe server its host
 * memory (one sparse lane), all at the video's one flow scale; each time arrives under its memory
 * when its stream is running. Then HBM alone stays bright; then hot data is prefetched from
 * LPDDR5X into HBM while cold data makes room, and the wide stream runs again.
 */
export const PathRace: React.FC = () => {
  const palette = usePalette();
  const {layout: L, hbmBandOpacity} = useEnd(raceEnd);
  // unified-memory as it ends: its bar's segments and chips, and how full each segment is
  const {layout: U, filled} = usePreviousEnd(unifiedEnd);
  const entrance = useEntrance();
  const hbmRace = useBeat('race-hbm');
  const c2cRace = useBeat('race-c2c');
  const pcieRace = useBeat('race-pcie');
  const lanes = useBeat('lanes');
  const prefetch = useBeat('prefetch');
  const dim = useFocus();
  const flow = useGraceFlow();
  const own = useValue('path.ownHbm');
  const overC2c = useValue('path.graceOverC2c');
  const pcieRate = useValue('path.pcieServer');
  // the carried parts: the first GPU and its HBM, Grace and its LPDDR5X
  const carried = (from: Rect | undefined, to: Rect) => carry(from ?? to, to, entrance.progress);
  const gpu = carried(U.owners[unifiedIndex.gpuA], L.own.reader);
  const grace = carried(U.owners[unifiedIndex.grace], L.overC2c.grace);
  const hbm = carried(U.segments[unifiedIndex.gpuA], L.own.memory);
  const lpddr = carried(U.segments[unifiedIndex.grace], L.overC2c.memory);
  const newIn = arriving(entrance.progress);
  const linksIn = slice(lanes.progress, 0.6, 1);
  // the three races are back to back: one clock from the first stream's start; every stream stops as the last race ends,
  // at once (a fade would break the last race's declared loop: its streams repeat every second until they stop)
  const raceSeconds = hbmRace.seconds + c2cRace.seconds + pcieRace.seconds;
  const racesOut = pcieRace.seconds >= pcieRace.motionSeconds ? 0 : 1;
  // beat: prefetch — hot data up into HBM while as much cold data makes room (HBM is full: the two swap, the fills stay); then the wide stream again
  const swapSeconds = prefetch.motionSeconds * 0.6;
  const swapOut = 1 - eased(slice(prefetch.progress, 0.5, 0.6));
  const rerunOut = 1 - eased(slice(prefetch.progress, 0.88, 1));
  const hatch = (r: Rect, share: number) =>
    share <= 0 ? null : (
      <rect
        x={r.x + 3}
        y={r.y + 3}
        width={Math.max(0, r.w * share - 6)}
        height={r.h - 6}
        fill="url(#race-working-set)"
      />
    );
  const legendIn = eased(useText('dot-scale').presence);
  const hbmDim = dim('link-hbm');
  const c2cDim = dim('link-c2c');
  const pcieDim = dim('link-pcie');
  // beat: hot — while the other two paths are dimmed, a ring marks the GPU over its own HBM (dimming alone is faint)
  const ringIn = (1 - c2cDim) / (1 - focusTokens.dimmedOpacity);
  const ring = rect(
    L.own.reader.x - RING_PAD,
    L.own.reader.y - RING_PAD,
    L.own.reader.w + 2 * RING_PAD,
    L.own.memory.y + L.own.memory.h - L.own.reader.y + 2 * RING_PAD,
  );
  return (
    <>
      <PreviousPicture omit={carries} opacity={departing(entrance.progress)} />
      <Layer>
        <defs>
          <pattern
            id="race-working-set"
            width={18}
            height={18}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width={9} height={18} fill={palette.text} opacity={0.55} />
          </pattern>
        </defs>
        {/* the old PCIe server, for comparison: its GPU over its host DDR5, set apart */}
        <g opacity={pcieDim}>
          <Chip r={L.pcie.box} color={palette.pcie} tint={0.05} dashed rx={radius.md} presence={newIn} />
          <Chip r={L.pcie.reader} color={palette.gpu} presence={newIn} tint={0.08} />
          <Part id="ddr5">
            <Chip r={L.pcie.memory} color={palette.pcie} rx={radius.sm} presence={newIn} />
          </Part>
          <Part id="link-pcie">
            <g opacity={PCIE_TRACK_OPACITY}>
              <Path points={L.pcie.stream} color={palette.pcie} width={flow.lanePitch} presence={linksIn} />
            </g>
          </Part>
        </g>
        {/* Grace over its LPDDR5X, NVLink-C2C to the GPU */}
        <g opacity={c2cDim}>
          <Part id="grace">
            <Chip r={grace} color={palette.cpu} emphasis />
          </Part>
          <Part id="seg-lpddr">
            <Chip r={lpddr} color={palette.memory} rx={radius.sm} tint={0.22} />
            {hatch(lpddr, filled[unifiedIndex.grace] ?? 0)}
          </Part>
          <Part id="link-c2c">
            <Band r={{...L.c2cLink, w: L.c2cLink.w * eased(linksIn)}} color={palette.c2c} rx={0} />
          </Part>
        </g>
        {/* the GPU over its own HBM, the band its stream fills */}
        <g opacity={hbmDim}>
          <Part id="gpu-a">
            <Chip r={gpu} color={palette.gpu} emphasis />
          </Part>
          <Part id="seg-hbm-a">
            <Chip r={hbm} color={palette.memory} rx={radius.sm} tint={0.22} />
            {hatch(hbm, filled[unifiedIndex.gpuA] ?? 0)}
          </Part>
          <Part id="link-hbm">
            <Band
              r={{...L.hbmBand, y: L.hbmBand.y + L.hbmBand.h * (1 - eased(linksIn)), h: L.hbmBand.h * eased(linksIn)}}
              color={palette.memory}
              opacity={hbmBandOpacity}
              rx={0}
            />
          </Part>
        </g>
        {ringIn <= 0 ? null : (
          <rect
            x={ring.x}
            y={ring.y}
            width={ring.w}
            height={ring.h}
            rx={radius.md}
            fill="none"
            stroke={palette.memory}
            strokeWidth={strokeWidth.bold}
            opacity={ringIn}
          />
        )}
        {/* beats race-*: each path's stream at the video's one scale, the earlier ones running on; the HBM wall's short
            path is full from its first frame, fading in over its beat's transition, so its declared loop repeats exactly */}
        <g opacity={hbmDim}>
          <DataFlow
            points={L.own.stream}
            bandwidth={own}
            seconds={raceSeconds}
            color={palette.memory}
            opacity={racesOut * Math.min(1, hbmRace.seconds / flowFadeSeconds)}
            steady
          />
        </g>
        <g opacity={c2cDim}>
          <DataFlow
            points={L.overC2c.stream}
            bandwidth={overC2c}
            seconds={c2cRace.seconds + pcieRace.seconds}
            color={palette.c2c}
            opacity={racesOut}
          />
        </g>
        <g opacity={pcieDim}>
          <DataFlow
            points={L.pcie.stream}
            bandwidth={pcieRate}
            seconds={pcieRace.seconds}
            color={palette.pcie}
            opacity={racesOut}
          />
        </g>
        {/* beat: prefetch — hot data LPDDR5X → HBM (amber), cold data HBM → LPDDR5X (grey), both over C2C; then the wide stream again */}
        <DataFlow
          points={L.prefetchPath}
          bandwidth={overC2c}
          seconds={Math.min(prefetch.seconds, swapSeconds)}
          color={palette.memory}
          opacity={swapOut}
        />
        <DataFlow
          points={L.evictPath}
          bandwidth={overC2c}
          seconds={Math.min(prefetch.seconds, swapSeconds)}
          color={palette.textMuted}
          opacity={swapOut}
        />
        <DataFlow
          points={L.own.stream}
          bandwidth={own}
          seconds={prefetch.seconds - swapSeconds}
          color={palette.memory}
          opacity={rerunOut}
        />
      </Layer>
      <Label id="read" at={place(L.header, 'inside-start', 0)} weight={700} />
      <Label id="bound" at={place(L.header, 'inside-end', 0)} color={palette.textMuted} />
      <Label id="gpu" at={place(L.own.reader, 'inside-top', 14)} weight={700} />
      <Label id="cpu" at={place(L.overC2c.grace, 'inside-start', 20)} weight={700} />
      <Label id="c2c" at={place(L.c2cLink, 'above', 48)} color={palette.textMuted} />
      <Label id="pcie" at={place(L.pcie.reader, 'inside')} maxWidth={L.pcie.reader.w - 40} wrap />
      <Label id="src-hbm" at={place(L.own.memory, 'inside-top', 14)} weight={700} backdrop />
      <Label id="own-hbm" at={place(L.own.memory, 'inside-bottom', 14)} backdrop />
      <Label id="src-lpddr" at={place(L.overC2c.memory, 'inside-top', 14)} weight={700} backdrop />
      <Label id="grace" at={place(L.overC2c.memory, 'inside-bottom', 14)} backdrop />
      <Label id="src-ddr5" at={place(L.pcie.memory, 'inside-top', 14)} weight={700} />
      <Label id="pcie-rate" at={place(L.pcie.memory, 'inside-bottom', 14)} />
      <Label id="time-hbm" at={place(L.own.memory, 'below', 16)} weight={700} />
      <Label id="time-c2c" at={place(L.overC2c.memory, 'below', 16)} weight={700} />
      <Label id="time-pcie" at={place(L.pcie.memory, 'below', 16)} weight={700} />
      <Label
        id="prefetched"
        at={place(rect(L.overC2c.memory.x, L.overC2c.memory.y + L.overC2c.memory.h, 0, 0), 'below-start', 62)}
      />
      {/* the key to the streams' scale arrives with its text */}
      <div style={{position: 'absolute', inset: 0, opacity: legendIn}}>
        <FlowLegend
          scale={flow}
          at={place(L.own.memory, 'below-start', 72)}
          color={palette.memory}
          textId="dot-scale"
        />
      </div>
    </>
  );
};
