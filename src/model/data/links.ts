import {eachWay, ratio, times} from '../derive';
import {make} from '../make-quantity';
import {sources} from '../sources';

// PCIe Gen5 x16: NVIDIA's 128 GB/s both ways; one direction is half (docs/design.md, Facts).
const pcieBothWays = make('bandwidth', 128, 'GB/s', {
  kind: 'spec',
  convention: 'both-ways',
  source: sources.blackwellDatasheet,
  note: "NVIDIA's bidirectional figure; PCI-SIG's encoding-exact value is ~63 GB/s per direction",
});
const pcieEachWay = eachWay(pcieBothWays, {unit: 'GB/s', precision: 0, note: '128 GB/s both ways ÷ 2'});
// The same figure as the H100 SXM datasheet prints it ("PCIe Gen5: 128GB/s"): the discrete server's GPU (issue 37, item 7).
const h100PcieBothWays = make('bandwidth', 128, 'GB/s', {
  kind: 'spec',
  convention: 'both-ways',
  source: sources.h100Page,
  note: "H100 SXM's PCIe Gen5 x16, NVIDIA's bidirectional figure; PCI-SIG's encoding-exact value is ~63 GB/s per direction",
});
const h100PcieEachWay = eachWay(h100PcieBothWays, {unit: 'GB/s', precision: 0, note: '128 GB/s both ways ÷ 2'});

const c2cBothWays = make('bandwidth', 900, 'GB/s', {
  kind: 'spec',
  convention: 'both-ways',
  source: sources.gb200Blog,
  note: 'for the link joining Grace to both GPUs of GB200; the per-GPU share is unpublished',
});
const c2cEachWay = eachWay(c2cBothWays, {unit: 'GB/s', precision: 0, note: '900 GB/s both ways ÷ 2'});

const nvlinkLinksPerGpu = make('count', 18, '', {kind: 'spec', source: sources.nvlinkPage});
const nvlinkPerLink = make('bandwidth', 100, 'GB/s', {
  kind: 'spec',
  convention: 'both-ways',
  source: sources.nvlinkPage,
});
const nvlinkPerLinkEachWay = eachWay(nvlinkPerLink, {
  unit: 'GB/s',
  precision: 0,
  note: 'per link, 100 GB/s both ways ÷ 2',
});
const nvlinkPerGpu = times(nvlinkLinksPerGpu, nvlinkPerLink, {unit: 'TB/s', precision: 1, note: '18 links × 100 GB/s'});
const nvlinkPerGpuEachWay = eachWay(nvlinkPerGpu, {unit: 'GB/s', precision: 0, note: '1.8 TB/s both ways ÷ 2'});
const hopperNvlinkPerGpu = make('bandwidth', 900, 'GB/s', {
  kind: 'spec',
  convention: 'both-ways',
  source: sources.hopperBlog,
  note: 'H100 SXM NVLink 4: 18 links × 50 GB/s',
});

const nicEachWay = make('bandwidth', 400, 'Gb/s', {
  kind: 'spec',
  convention: 'each-way',
  source: sources.superpodComponents,
  note: 'ConnectX-7, one per GPU in a GB200 compute tray; NIC speeds are per direction',
});

export const links = {
  'pcie5.lanes': make('count', 16, '', {kind: 'spec', source: sources.blackwellDatasheet}),
  'pcie5.bothWays': pcieBothWays,
  'pcie5.eachWay': pcieEachWay,
  'h100.pcieBothWays': h100PcieBothWays,
  'h100.pcieEachWay': h100PcieEachWay,
  'c2c.bothWays': c2cBothWays,
  'c2c.eachWay': c2cEachWay,
  'c2c.vsPcie': ratio(c2cEachWay, pcieEachWay, {
    unit: '×',
    precision: 0,
    note: 'C2C 450 ÷ one PCIe Gen5 x16 link 64 GB/s, each way; the one C2C link serves both GPUs, a PCIe server has one x16 link per GPU',
  }),
  'nvlink5.linksPerGpu': nvlinkLinksPerGpu,
  'nvlink5.perLink': nvlinkPerLink,
  'nvlink5.perLinkEachWay': nvlinkPerLinkEachWay,
  'nvlink5.perGpu': nvlinkPerGpu,
  'nvlink5.perGpuEachWay': nvlinkPerGpuEachWay,
  'nvlink5.vsHopper': ratio(nvlinkPerGpu, hopperNvlinkPerGpu, {
    unit: '×',
    precision: 0,
    note: '1.8 TB/s ÷ 900 GB/s, both ways',
  }),
  'nvlink5.vsPcie': ratio(nvlinkPerGpu, pcieBothWays, {
    unit: '×',
    precision: 0,
    note: '1.8 TB/s ÷ 128 GB/s, both ways',
  }),
  'nvlink5.vsNic': ratio(nvlinkPerGpuEachWay, nicEachWay, {
    unit: '×',
    precision: 0,
    note: "900 GB/s ÷ 50 GB/s, each way, against GB200's ConnectX-7; GB300's ConnectX-8 (800 Gb/s) makes it 9×",
  }),
  'hopper.nvlinkPerGpu': hopperNvlinkPerGpu,
  'nic.connectx7': nicEachWay,
  'nic.connectx7Bytes': {...nicEachWay, unit: 'GB/s', precision: 0},
};
