import {product, sum, times} from '../derive';
import {make, shownAs} from '../make-quantity';
import {sources} from '../sources';
import {links} from './links';

const gpus = make('count', 72, '', {kind: 'spec', source: sources.gb200Page});
const topComputeTrays = make('count', 10, '', {
  kind: 'spec',
  source: sources.dgxGuide,
  note: 'order read from the front-view figure',
});
const bottomComputeTrays = make('count', 8, '', {
  kind: 'spec',
  source: sources.dgxGuide,
  note: 'order read from the front-view figure',
});
const switchTrays = make('count', 9, '', {kind: 'spec', source: sources.tuningGuide});
const chipsPerSwitchTray = make('count', 2, '', {kind: 'spec', source: sources.gb200Blog});
const portsPerChip = make('count', 72, '', {
  kind: 'spec',
  source: sources.gb200Blog,
  note: '144 ports per tray ÷ 2 chips',
});
const switchChips = product([switchTrays, chipsPerSwitchTray], {unit: '', precision: 0, note: '9 trays × 2 chips'});
const cableLength = make('length', 2, 'miles', {
  kind: 'spec',
  approximate: true,
  source: sources.gtcKeynote,
  note: 'a keynote round number',
});

export const rack = {
  'nvl72.gpus': gpus,
  'nvl72.cpus': make('count', 36, '', {kind: 'spec', source: sources.gb200Page}),
  'nvl72.superchips': make('count', 36, '', {kind: 'spec', source: sources.gb200Page}),
  'nvl72.computeTrays': sum([topComputeTrays, bottomComputeTrays], {
    unit: '',
    precision: 0,
    note: '10 above the switches + 8 below',
  }),
  'nvl72.topComputeTrays': topComputeTrays,
  'nvl72.bottomComputeTrays': bottomComputeTrays,
  'nvl72.switchTrays': switchTrays,
  'nvl72.powerShelvesTop': make('count', 4, '', {kind: 'spec', source: sources.dgxGuide}),
  'nvl72.powerShelvesBottom': make('count', 4, '', {kind: 'spec', source: sources.dgxGuide}),
  'tray.superchips': make('count', 2, '', {kind: 'spec', source: sources.tuningGuide}),
  'tray.cpus': make('count', 2, '', {kind: 'spec', source: sources.tuningGuide}),
  'tray.gpus': make('count', 4, '', {kind: 'spec', source: sources.tuningGuide}),
  'tray.nics': make('count', 4, '', {
    kind: 'spec',
    source: sources.superpodComponents,
    note: 'ConnectX-7, one per GPU',
  }),
  'tray.dpus': make('count', 2, '', {kind: 'spec', source: sources.superpodComponents, note: 'BlueField-3'}),
  'switch.chipsPerTray': chipsPerSwitchTray,
  'switch.portsPerChip': portsPerChip,
  'switch.portsPerTray': product([chipsPerSwitchTray, portsPerChip], {
    unit: '',
    precision: 0,
    note: '2 chips × 72 ports',
  }),
  'switch.chips': switchChips,
  'switch.chipBandwidth': times(portsPerChip, links['nvlink5.perLink'], {
    unit: 'TB/s',
    precision: 1,
    note: '72 ports × 100 GB/s',
  }),
  'nvl72.links': product([gpus, links['nvlink5.linksPerGpu']], {unit: '', precision: 0, note: '72 GPUs × 18 links'}),
  'nvl72.switchPorts': product([switchChips, portsPerChip], {unit: '', precision: 0, note: '18 chips × 72 ports'}),
  'nvl72.nvlinkTotal': times(gpus, links['nvlink5.perGpu'], {
    unit: 'TB/s',
    precision: 0,
    note: '72 × 1.8 TB/s, summed over GPUs (not bisection)',
  }),
  'nvl72.power': make('power', 120, 'kW', {
    kind: 'spec',
    approximate: true,
    source: sources.pressInterview,
    note: "NVIDIA's figure, ~120 kW; OEM racks are specified to ~132 kW",
  }),
  'nvl72.cables': make('count', 5000, '', {
    kind: 'spec',
    source: sources.ocpBlog,
    note: "NVIDIA: 'over 5,000' copper cables; the label says 'over' (1,296 links × 2 lanes × 2 directions = 5,184 is arithmetic, not an NVIDIA figure)",
  }),
  'nvl72.cableLength': cableLength,
  'nvl72.cableLengthKm': shownAs(cableLength, 'km', 0),
  'nvl72.hops': make('count', 1, '', {
    kind: 'spec',
    source: sources.gb200Blog,
    note: 'one switch stage (two link traversals) between any two GPUs',
  }),
};
