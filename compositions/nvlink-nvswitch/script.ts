import {bookChapter, example} from '../../src/script/example';
import {defineVideo} from '../../src/script/define-video';

// NVLink and NVSwitch — see docs/design.md for the rules a script follows. Trays, links and paths come from build-topology.ts.
export const script = defineVideo({
  id: 'nvlink-nvswitch',
  title: 'NVLink and NVSwitch',
  subtitle: 'How {nvl72.gpus} GPUs in one GB200 NVL72 rack reach each other in a single hop',
  lengthSeconds: 186,
  delivery: {
    summary: 'A silent, labelled walkthrough of the GB200 NVL72 rack: {nvl72.computeTrays} compute trays, {nvl72.switchTrays} NVLink switch trays with {switch.chips} NVSwitch chips, {nvlink5.linksPerGpu} NVLink ports per GPU wired one to each chip, and one switch stage between any two of {nvl72.gpus} GPUs. A companion to Chapter {book.chapter:num} of AI Systems Performance Engineering.',
    tags: ['NVLink', 'NVSwitch', 'GB200 NVL72', 'NVIDIA', 'GPU interconnect', 'data center', 'AI systems performance engineering', 'all-to-all'],
    categoryId: '28',
    language: 'en',
    thumbnailHook: '{nvl72.gpus} GPUs · one hop',
  },
  constants: {
    'book.chapter': bookChapter,
    'transfer.size': example('dataSize', 1, 'GB', 'the data sent from GPU A to GPU B in the one-hop scene (decimal GB)'),
  },
  // the named parts of the drawings: what enter.carries and focus name, and what the scenes' <Part id> and focus reads may use
  parts: ['rack', 'compute-tray', 'gpu', 'ports', 'chosen-port', 'switches', 'trays', 'chips', 'stack', 'wiring', 'gpu-a', 'gpu-b', 'nvlink'],
  scenes: [
    {id: 'title', chapter: 'NVLink and NVSwitch', seconds: 10, beats: [
      {id: 'open',
        describe: 'A rack’s front view draws itself behind the title.',
        at: 0, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'title', text: 'NVLink and NVSwitch', claim: false},
        {id: 'subtitle', text: 'How {nvl72.gpus} GPUs in one GB200 NVL72 rack reach each other in a single hop', source: 'gb200Blog'},
      ]},
      {id: 'companion',
        describe: 'The rack stays; a line of text names the book this video accompanies.',
        at: 2, labels: [{id: 'companion', text: 'Companion to AI Systems Performance Engineering, Chapter {book.chapter}', source: 'book: Chapter 2, NVLink and NVSwitch'}]},
    ]},
    {id: 'the-rack', chapter: 'The NVL72 rack', seconds: 27, beats: [
      {id: 'stack',
        describe: 'The rack from the front, drawn tray by tray: power shelves at top and bottom, compute trays above and below, NVLink switch trays in the middle.',
        at: 0, motion: {kind: 'build', seconds: 4}, labels: [
        {id: 'power-top', text: 'Power shelves'},
        {id: 'compute-top', text: '{nvl72.topComputeTrays} compute trays'},
        {id: 'switches', text: '{nvl72.switchTrays} NVLink switch trays', source: 'tuningGuide'},
        {id: 'compute-bottom', text: '{nvl72.bottomComputeTrays} compute trays'},
        {id: 'power-bottom', text: 'Power shelves'},
      ]},
      {id: 'counters',
        describe: 'Counters for trays, GPUs and CPUs count up as the compute trays light.',
        at: 6, motion: {kind: 'counter', seconds: 3}, labels: [
        {id: 'counts', text: '{nvl72.computeTrays} compute trays · {nvl72.gpus} GPUs · {nvl72.cpus} Grace CPUs', counting: true, source: 'gb200Page'},
      ]},
      {id: 'middle',
        describe: 'The switch trays in the middle of the rack light up, and lines run from them to every compute tray above and below.',
        // the hardware guide's front view gives the order of the trays, not the reason for it: the caption states the layout only
        at: 16, focus: 'switches', caption: {text: 'The switch trays sit in the middle, with compute trays above and below', source: 'dgxGuide'}},
      {id: 'power',
        describe: 'The rack stays in view while its cooling is named.',
        // the rack's ~120 kW has no source with an address on record (a press interview), so the label keeps to what NVIDIA's OCP blog prints
        at: 22, labels: [{id: 'power', text: 'Compute and switch trays: liquid-cooled', source: 'ocpBlog'}]},
    ]},
    {id: 'compute-tray', chapter: 'A compute tray', seconds: 20, enter: {kind: 'carry', seconds: 1, carries: ['compute-tray']}, beats: [
      {id: 'pull',
        describe: 'One compute tray slides out of the rack and opens from above: two superchips side by side.',
        at: 0, motion: {kind: 'zoom', seconds: 2}, labels: [{id: 'tray', text: 'One compute tray: {tray.superchips} superchips', source: 'tuningGuide'}]},
      {id: 'parts',
        describe: 'Inside each superchip, its Grace CPU and its two Blackwell GPUs light up.',
        at: 4, motion: {kind: 'build', seconds: 1.5}, labels: [{id: 'parts', text: '{tray.cpus} Grace CPUs + {tray.gpus} Blackwell GPUs', source: 'tuningGuide'}]},
      {id: 'network',
        describe: 'On the tray’s right-hand side, away from the superchips, the network cards light up in one row, the DPUs in a row beneath them and the local NVMe storage at the bottom.',
        at: 10, labels: [
        {id: 'nics', text: '{tray.nics} ConnectX-7 network cards, one per GPU · {tray.dpus} BlueField-3 DPUs', source: 'superpodComponents'},
        {id: 'nvme', text: 'Local NVMe storage'},
      ], caption: {text: 'Network cards carry the traffic that leaves the rack; NVMe holds local data', source: 'superpodComponents'}},
    ]},
    {id: 'gpu-ports', chapter: '{nvlink5.linksPerGpu} NVLink ports per GPU', seconds: 22, enter: {kind: 'carry', seconds: 1, carries: ['gpu']}, beats: [
      {id: 'ports',
        describe: 'One of the tray’s GPUs grows into a large drawing, and its NVLink ports appear along its edge.',
        at: 0, motion: {kind: 'build', seconds: 3}, labels: [{id: 'ports', text: '{nvlink5.linksPerGpu} NVLink ports', source: 'nvlinkPage'}]},
      {id: 'per-port',
        describe: 'One port is singled out, its stub and end drawn stronger, while the GPU and the other ports dim.',
        at: 6, focus: 'chosen-port', labels: [{id: 'per-port', text: 'Each port {nvlink5.perLink} ({nvlink5.perLinkEachWay})', source: 'nvlinkPage'}]},
      {id: 'sum',
        describe: 'All the ports light up together and add up to the GPU’s total.',
        at: 12, motion: {kind: 'counter', seconds: 2}, labels: [
        {id: 'sum', text: '{nvlink5.linksPerGpu} × {nvlink5.perLink:bare} = {nvlink5.perGpu} = {nvlink5.perGpuEachWay}', counting: true, source: 'nvlinkPage'},
        {id: 'versus', text: "{nvlink5.vsHopper} Hopper's NVLink, {nvlink5.vsPcie} PCIe Gen5 (both ways on both sides)", source: 'nvlinkPage'},
      ]},
    ]},
    {id: 'switch-tray', chapter: 'An NVLink switch tray', seconds: 22, enter: {kind: 'camera', seconds: 1, carries: ['gpu', 'rack']}, beats: [
      {id: 'slide',
        describe: 'The view pulls back from the GPU to the whole rack; the top switch tray in the rack’s middle slides out and opens.',
        at: 0, motion: {kind: 'build', seconds: 2.2}},
      {id: 'open',
        describe: 'Inside the opened tray: two NVSwitch chips, each ringed by its ports.',
        at: 2.2, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'chips', text: '{switch.chipsPerTray} NVSwitch chips × {switch.portsPerChip} ports = {switch.portsPerTray} ports', source: 'gb200Blog'},
      ]},
      {id: 'trays',
        describe: 'The tray is repeated down the rack’s middle until every switch chip is drawn; the opened tray dims.',
        at: 7, focus: 'stack', labels: [{id: 'trays', text: '{nvl72.switchTrays} trays → {switch.chips} chips', source: 'tuningGuide'}]},
      {id: 'sharp',
        describe: 'The opened tray’s chips come back into focus and fill (SHARP: a reduction computed in the switch), while the stack dims.',
        at: 14, focus: 'chips', labels: [{id: 'sharp', text: 'Each chip {switch.chipBandwidth}, with SHARP: reductions computed inside the switch', source: 'nvlinkPage'}]},
    ]},
    {id: 'all-to-all-wiring', chapter: 'Every GPU to every switch', seconds: 30, enter: {kind: 'carry', seconds: 1, carries: ['trays', 'chips']}, beats: [
      {id: 'fan-out',
        describe: 'The stack of switch trays turns into the switch row of the wiring while the compute trays unfold into the GPU rows above and below it; then one GPU’s links fan out, one to each switch chip.',
        at: 0, motion: {kind: 'fan-out', seconds: 3}, labels: [{id: 'rule', text: "Each GPU's {nvlink5.linksPerGpu} ports go one to each of the {switch.chips} switch chips", source: 'gb200Blog'}]},
      {id: 'all',
        describe: 'Every GPU fans out the same way, until a dense mesh of links fills the space between the GPU row and the switch row.',
        at: 8, thumbnail: true, motion: {kind: 'build', seconds: 3}, labels: [{id: 'all', text: '{nvl72.gpus} GPUs, {topo.links} links', source: 'gb200Blog'}]},
      {id: 'check',
        describe: 'The counts on both sides match: every switch port is used by exactly one GPU link.',
        at: 14, labels: [
        {id: 'check', text: '{switch.chips} chips × {switch.portsPerChip} ports = {nvl72.switchPorts} = {nvl72.gpus} GPUs × {nvlink5.linksPerGpu} links — every switch port faces a GPU', source: 'gb200Blog'},
      ]},
      {id: 'cables',
        describe: 'The mesh settles into a spine of copper cables down the back of the rack.',
        at: 22, labels: [{id: 'cables', text: 'A copper spine of over {nvl72.cables} cables ({nvl72.cableLength} ≈ {nvl72.cableLengthKm:plain})', source: 'ocpBlog'}]},
    ]},
    {id: 'one-hop', chapter: 'One hop, any pair', seconds: 26, enter: {kind: 'camera', seconds: 1, carries: ['wiring', 'gpu-a', 'gpu-b']}, beats: [
      {id: 'pick',
        describe: 'The full wiring shrinks to the left and its links fade while two GPUs far apart in the row are picked out and highlighted.',
        at: 0, labels: [{id: 'gpu-a', text: 'GPU A'}, {id: 'gpu-b', text: 'GPU B'}]},
      {id: 'stripes',
        describe: 'Stripes run from GPU A up through every switch chip and down into GPU B: one switch stage between them, over all ports at once.',
        at: 3, motion: {kind: 'stripes', seconds: 6}, labels: [
        {id: 'stripes', text: '{topo.routes} stripes: out port k, through chip k, into port k (the drawing\u2019s wiring)', claim: false},
      ], caption: {text: 'GPU → NVSwitch → GPU: {topo.stages} switch stage between any two of the {nvl72.gpus}', source: 'gb200Blog'}},
      {id: 'same',
        describe: 'The stripes stay drawn between GPU A and GPU B; any other pair would get the same picture: one stage through every chip.',
        at: 10, caption: {text: 'Every pair gets the same bandwidth and latency, and the fabric is non-blocking', source: 'book: Chapter 2, NVLink and NVSwitch'}},
      {id: 'time',
        describe: 'The stripes stay; the transfer time of a block of data from GPU A to GPU B appears beside them.',
        // a peak rate gives a best-case time: the same "at peak" / "at best" wording as grace-blackwell's race
        at: 16, labels: [{id: 'time', text: 'At {nvlink5.perGpuEachWay} at peak, {transfer.size} crosses in {transfer.time} at best', source: 'nvlinkPage'}]},
    ]},
    {id: 'why-it-matters', chapter: 'Inside the rack vs. across racks', seconds: 19, beats: [
      {id: 'bars',
        describe: 'Two bars on one scale: NVLink per GPU long, the network card per GPU short.',
        at: 0, motion: {kind: 'grow', seconds: 2}, labels: [
        {id: 'nvlink', text: 'NVLink per GPU: {nvlink5.perGpuEachWay}', source: 'nvlinkPage'},
        {id: 'nic', text: 'ConnectX-7 per GPU: {nic.connectx7:bare} = {nic.connectx7Bytes}', source: 'superpodComponents'},
        {id: 'ratio', text: 'NVLink moves {nvlink5.vsNic} as much, each way (ConnectX-7, GB200)', source: 'superpodComponents'},
      ]},
      {id: 'advice',
        describe: 'The bars stay; the NVLink bar is highlighted.',
        at: 3, caption: {text: 'Keep communication inside the NVLink domain; cross racks only when you must', source: 'book: Chapter 2, NVLink and NVSwitch'}},
      {id: 'total',
        describe: 'The total for the whole rack appears under the bars.',
        at: 8, labels: [
        {id: 'total', text: 'Total NVLink bandwidth: {nvl72.gpus} × {nvlink5.perGpu:bare} ≈ {nvl72.nvlinkTotal:plain+bare}, both ways, summed over GPUs', source: 'gb200Page'},
      ]},
      {id: 'bisection',
        describe: 'Under the total, a second line gives the bisection: what one half of the GPUs can send to the other half at once.',
        // computed on the topology graph (compute-rack-figures.ts): the links that cross a cut of the GPUs into two halves
        at: 12, labels: [
        {id: 'bisection', text: 'Bisection: {topo.bisectionGpus} × {nvlink5.perGpuEachWay:bare} = {topo.bisection:bare} each way, half the GPUs to the other half', source: 'gb200Blog'},
      ]},
    ]},
    {id: 'recap', chapter: 'Recap', seconds: 10, enter: {kind: 'carry', seconds: 1, carries: ['nvlink']}, beats: [
      {id: 'whole',
        describe: 'The NVLink bar folds into the rack’s switch trays as the rack builds around it: the rack again in one picture, GPUs, switch trays in the middle and the one-hop path between two GPUs.',
        at: 0, motion: {kind: 'highlight', seconds: 2}, labels: [
        {id: 'ports', text: '{nvlink5.linksPerGpu} NVLink ports per GPU', source: 'nvlinkPage'},
        {id: 'chips', text: '{switch.chips} switch chips in {nvl72.switchTrays} trays', source: 'tuningGuide'},
        {id: 'hop', text: '{topo.stages} switch stage between any pair', source: 'gb200Blog'},
      ]},
    ]},
  ],
});
