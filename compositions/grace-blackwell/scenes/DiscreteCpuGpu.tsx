import React from 'react';

import {mix} from '../../../src/visual/motion';
import {usePalette} from '../../../src/visual/theme';
import {fontSize} from '../../../src/visual/tokens';
import {place, polylineLength, rect} from '../../../src/visual/geometry';
import {busBetween, discretePcieWidth, discreteTiles, layoutDiscrete} from '../layout-discrete';
import {DataFlow, flowFadeOut, useGraceFlow} from '../parts/DataFlow';
import {lanesFor} from '../../../src/visual/flow';
import {Band, Chip, Layer, Path} from '../../../src/visual/shapes';
import {kitFor} from '../kit';

const {useBeat, useValue, useFocus, Label, Part} = kitFor('discrete-cpu-gpu');

const TILES = discreteTiles;
const PCIE_WIDTH = discretePcieWidth;

/** A conventional server: two memory pools joined only by a thin PCIe link. */
export const DiscreteCpuGpu: React.FC = () => {
  const palette = usePalette();
  const pcieRate = useValue('h100.pcieEachWay');
  const hbmRate = useValue('h100.hbmBandwidth');
  const ddr5Rate = useValue('host.ddr5Bandwidth');
  const L = layoutDiscrete({tiles: TILES, pcieRate, pcieWidth: PCIE_WIDTH});
  const cpu = useBeat('cpu');
  const gpu = useBeat('gpu');
  const pcie = useBeat('pcie');
  const packets = useBeat('packets');
  const ratio = useBeat('ratio');
  // the PCIe trickle at the video's one scale: how many of its dots have reached HBM, each leaving a copy there
  const pathLength = polylineLength(L.copyPath);
  const flow = useGraceFlow();
  const spacing = (flow.speed * flow.period) / lanesFor(pcieRate, flow).dotsPerLane;
  const arrived = Math.min(TILES, Math.max(0, Math.floor((packets.seconds * flow.speed - pathLength) / spacing) + 1));
  const flowFade = flowFadeOut(packets);
  // beat: ratio — memory buses and the link drawn with widths to scale
  const ddr5Bus = busBetween(L.cpu, L.ddr5, mix(PCIE_WIDTH, ddr5Rate * L.widthPerRate, ratio.progress));
  const hbmBus = busBetween(L.gpu, L.hbm, mix(PCIE_WIDTH, hbmRate * L.widthPerRate, ratio.progress));
  const pcieLine = rect(L.pcie[0].x, L.pcie[0].y, L.pcie[1].x - L.pcie[0].x, 0);
  // the beats' focus (cpu, gpu, pcie) dims the other parts; the packets beat names none, so all return
  const dim = useFocus();
  return (
    <>
      <Layer>
        {/* beat: cpu — the server's outline first: the GPU will take its empty right half */}
        <Part id="server">
          <Chip r={L.server} color={palette.outline} presence={cpu.progress} tint={0} dashed />
        </Part>
        {/* beat: cpu */}
        <g opacity={dim('cpu')}>
          <Part id="cpu">
            <Chip r={L.cpu} color={palette.cpu} presence={cpu.progress} emphasis />
          </Part>
          <Chip r={L.ddr5} color={palette.memory} presence={cpu.progress} />
          {cpu.progress > 0 ? <Band r={ddr5Bus} color={palette.memory} rx={2} /> : null}
        </g>
        {/* beat: gpu */}
        <g opacity={dim('gpu')}>
          <Part id="gpu">
            <Chip r={L.gpu} color={palette.gpu} presence={gpu.progress} emphasis />
          </Part>
          <Chip r={L.hbm} color={palette.memory} presence={gpu.progress} />
          {gpu.progress > 0 ? <Band r={hbmBus} color={palette.memory} opacity={gpu.progress} rx={2} /> : null}
        </g>
        {/* beat: pcie */}
        <g opacity={dim('pcie')}>
          <Path points={L.pcie} color={palette.pcie} width={PCIE_WIDTH} presence={pcie.progress} />
        </g>
        {/* beat: packets — data tiles leave host memory and land in HBM as copies */}
        {L.sourceTiles.map((t, i) => (
          <Band
            key={i}
            r={t}
            color={palette.memory}
            opacity={packets.progress > 0 ? Math.min(1, packets.seconds * 2) : 0}
          />
        ))}
        {L.copyTiles.slice(0, arrived).map((t, i) => (
          <Band key={i} r={t} color={palette.memory} />
        ))}
        <DataFlow
          points={L.copyPath}
          bandwidth={pcieRate}
          seconds={packets.seconds}
          color={palette.memory}
          opacity={flowFade}
        />
      </Layer>
      <Label id="server" at={place(L.server, 'inside-top')} color={palette.textMuted} />
      <Label id="cpu" at={place(L.cpu, 'inside')} weight={700} size={fontSize.subtitle} />
      <Label id="host-memory" at={place(L.ddr5, 'inside-top', 12)} />
      <Label id="gpu-name" at={place(L.gpu, 'inside')} weight={700} size={fontSize.subtitle} />
      <Label id="gpu" at={place(L.gpu, 'above-end')} />
      <Label id="hbm" at={place(L.hbm, 'inside-top', 12)} />
      <Label id="pcie" at={place(pcieLine, 'above', 24)} />
      <Label id="pcie-note" at={place(pcieLine, 'below', 20)} color={palette.textMuted} />
      <Label id="dot-scale" at={place(L.underLink, 'inside-bottom', 0)} color={palette.textMuted} />
      <Label
        id="widths"
        at={place(L.betweenMemories, 'inside')}
        maxWidth={L.betweenMemories.w - 40}
        wrap
        color={palette.textMuted}
      />
    </>
  );
};
