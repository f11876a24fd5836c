import React from 'react';
import {useValue} from '../kit';
import {usePalette} from '../../../src/visual/theme';
import {busBetween, discretePcieWidth, discreteTiles, layoutDiscrete} from '../layout-discrete';
import {Band, Chip, Path} from '../../../src/visual/shapes';

const TILES = discreteTiles;
const PCIE_WIDTH = discretePcieWidth;

/** The discrete server's last picture without its chips: both memories, their buses to scale, PCIe and the copied tiles. */
export const DiscreteMemoriesLeaving: React.FC<{opacity: number}> = ({opacity}) => {
  const palette = usePalette();
  const pcieRate = useValue('h100.pcieEachWay');
  const hbmRate = useValue('h100.hbmBandwidth');
  const ddr5Rate = useValue('host.ddr5Bandwidth');
  if (opacity <= 0) return null;
  const L = layoutDiscrete({tiles: TILES, pcieRate, pcieWidth: PCIE_WIDTH});
  return (
    <g opacity={opacity}>
      <Chip r={L.ddr5} color={palette.memory} />
      <Chip r={L.hbm} color={palette.memory} />
      <Band r={busBetween(L.cpu, L.ddr5, ddr5Rate * L.widthPerRate)} color={palette.memory} rx={2} />
      <Band r={busBetween(L.gpu, L.hbm, hbmRate * L.widthPerRate)} color={palette.memory} rx={2} />
      <Path points={L.pcie} color={palette.pcie} width={PCIE_WIDTH} />
      {[...L.sourceTiles, ...L.copyTiles].map((t, i) => <Band key={i} r={t} color={palette.memory} />)}
    </g>
  );
};
