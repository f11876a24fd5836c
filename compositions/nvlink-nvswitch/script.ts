import {bookChapter, example} from '../../src/script/example';
import {defineVideo} from '../../src/script/define-video';

// NVLink and NVSwitch — see docs/design.md for the rules a script follows. Trays, links and paths come from build-topology.ts.
export const script = defineVideo({
  id: 'nvlink-nvswitch',
  title: 'NVLink and NVSwitch',
  subtitle: 'How {nvl72.gpus} GPUs in one GB200 NVL72 rack reach each other in a single hop',
  lengthSeconds: 186,
  delivery: {
    summary:
      'A silent, labelled walkthrough of the GB200 NVL72 rack: {nvl72.computeTrays} compute trays, {nvl72.switchTrays} NVLink switch trays with {switch.chips} NVSwitch chips, {nvlink5.linksPerGpu} NVLink ports per GPU wired one to each chip, and one switch stage between any two of {nvl72.gpus} GPUs. A companion to Chapter {book.chapter:num} of AI Systems Performance Engineering.',
    tags: [
      'NVLink',
      'NVSwitch',
      'GB200 NVL72',
      'NVIDIA',
      'GPU interconnect',
      'data center',
      'AI systems performance engineering',
      'all-to-all',
    ],
    categoryId: '28',
    language: 'en',
    thumbnailHook: '{nvl72.gpus} GPUs · one hop',
  },
  constants: {
    'book.chapter': bookChapter,
    'flow.dotSize': example(
      'dataSize',
      25,
      'GB',
      'the data one dot of a stream stands for: every stream of the video at this one scale (decimal GB); one link each way is then 2 dots a second, under the 3 flashes a second of WCAG 2.3.1 where many links run side by side',
    ),
    'transfer.size': example(
      'dataSize',
      1,
      'GB',
      'the data sent from GPU A to GPU B in the one-hop scene (decimal GB)',
    ),
  },
  // the named parts of the drawings: what enter.carries and focus name, and what the scenes' <Part id> and focus reads may use
  parts: [
    'rack',
    'power-top',
    'compute-top',
    'switches',
    'compute-bottom',
    'power-bottom',
    'rack-gpu',
    'rack-cpu',
    'cables',
    'compute-tray',
    'superchips',
    'nics',
    'nvme',
    'gpu',
    'ports',
    'chosen-port',
    'trays',
    'chips',
    'tray-ports',
    'compute-rows',
    'spine',
    'stack',
    'row-top',
    'row-chips',
    'row-bottom',
    'fan',
    'wiring',
    'gpu-a',
    'gpu-b',
    'gpu-c',
    'gpu-d',
    'nvlink',
    'share-bar',
    'nic-share-bar',
  ],
  scenes: [
    {
      id: 'title',
      chapter: 'NVLink and NVSwitch',
      seconds: 10,
      beats: [
        {
          id: 'open',
          describe: 'A rack’s front view draws itself behind the title.',
          at: 0,
          motion: {kind: 'build', seconds: 2},
          labels: [
            {id: 'title', text: 'NVLink and NVSwitch', claim: false},
            {
              id: 'subtitle',
              text: 'How {nvl72.gpus} GPUs in one GB200 NVL72 rack reach each other in a single hop',
              source: 'gb200Blog',
            },
          ],
        },
        {
          id: 'companion',
          describe: 'The rack stays; a line of text names the book this video accompanies.',
          at: 2,
          labels: [
            {
              id: 'companion',
              text: 'Companion to AI Systems Performance Engineering, Chapter {book.chapter}',
              source: 'book: Chapter 2, NVLink and NVSwitch',
            },
          ],
        },
      ],
    },
    {
      id: 'the-rack',
      chapter: 'The NVL72 rack',
      seconds: 27,
      beats: [
        {
          id: 'top',
          describe:
            'The rack from the front, large and centred, drawn from the top: the power shelves, then the upper stack of compute trays.',
          at: 0,
          motion: {kind: 'build', seconds: 2.5, builds: ['power-top', 'compute-top']},
          labels: [
            {id: 'power-top', text: 'Power shelves', of: 'power-top'},
            {id: 'compute-top', text: '{nvl72.topComputeTrays} compute trays', of: 'compute-top'},
          ],
        },
        {
          id: 'switches',
          describe: 'Below them the NVLink switch trays fill the middle of the rack.',
          at: 3,
          motion: {kind: 'build', seconds: 1.5, builds: ['switches']},
          labels: [
            {id: 'switches', text: '{nvl72.switchTrays} NVLink switch trays', source: 'tuningGuide', of: 'switches'},
          ],
        },
        {
          id: 'bottom',
          describe: 'Then the lower stack of compute trays and the bottom power shelves.',
          at: 5,
          motion: {kind: 'build', seconds: 2, builds: ['compute-bottom', 'power-bottom']},
          labels: [
            {id: 'compute-bottom', text: '{nvl72.bottomComputeTrays} compute trays', of: 'compute-bottom'},
            {id: 'power-bottom', text: 'Power shelves', of: 'power-bottom'},
          ],
        },
        {
          id: 'counters',
          describe:
            'The GPUs and Grace CPUs in every compute tray light up while the counts run; in the top tray one Blackwell GPU and one Grace CPU are named.',
          at: 8,
          motion: {kind: 'counter', seconds: 2, builds: ['rack-gpu', 'rack-cpu']},
          labels: [
            // a tally, one count a line: each number stays beside the things it counts
            {id: 'count-trays', text: '{nvl72.computeTrays} compute trays', counting: true, source: 'gb200Page'},
            {id: 'count-gpus', text: '{nvl72.gpus} Blackwell GPUs', counting: true, source: 'gb200Page'},
            {id: 'count-cpus', text: '{nvl72.cpus} Grace CPUs', counting: true, source: 'gb200Page'},
            {id: 'gpu', text: 'Blackwell GPU', of: 'rack-gpu'},
            {id: 'cpu', text: 'Grace CPU', of: 'rack-cpu'},
          ],
        },
        {
          id: 'middle',
          describe:
            'The switch trays in the middle of the rack light up, and lines grow out of them to every compute tray above and below.',
          // the hardware guide's front view gives the order of the trays, not the reason for it: the caption states the layout only
          at: 16,
          focus: 'switches',
          motion: {kind: 'build', seconds: 2.5, builds: ['cables']},
          caption: {text: 'The switch trays sit in the middle, with compute trays above and below', source: 'dgxGuide'},
        },
        {
          id: 'cables',
          describe:
            'The lines stay drawn while the label names them: the copper cables of the spine at the back of the rack.',
          at: 21,
          labels: [
            {
              id: 'cables',
              text: 'Copper spine: over {nvl72.cables} cables, {nvl72.cableLength} ≈ {nvl72.cableLengthKm:plain}',
              source: 'ocpBlog',
              of: 'cables',
            },
          ],
        },
      ],
    },
    {
      id: 'compute-tray',
      chapter: 'A compute tray',
      seconds: 20,
      enter: {kind: 'carry', seconds: 1, carries: ['rack']},
      beats: [
        {
          id: 'pull',
          describe:
            'The rack moves to the left and stays in view; its top compute tray slides out of its slot to the right and opens from above.',
          at: 0,
          motion: {kind: 'zoom', seconds: 2.5, builds: ['compute-tray']},
          labels: [
            {
              id: 'tray',
              text: 'One compute tray: {tray.superchips} superchips',
              source: 'tuningGuide',
              of: 'compute-tray',
            },
          ],
        },
        {
          id: 'parts',
          describe:
            'Inside, two superchips side by side, each its two Blackwell GPUs side by side with its Grace CPU below them.',
          at: 4,
          motion: {kind: 'build', seconds: 1.5, builds: ['superchips']},
          labels: [
            {
              id: 'parts',
              text: '{tray.cpus} Grace CPUs + {tray.gpus} Blackwell GPUs',
              source: 'tuningGuide',
              of: 'superchips',
            },
          ],
        },
        {
          id: 'network',
          describe:
            'At the tray’s right-hand edge, away from the superchips, the network cards light up in a column, one per GPU, the DPUs in a row beneath them and the local NVMe storage at the bottom.',
          at: 9,
          motion: {kind: 'build', seconds: 1, builds: ['nics', 'nvme']},
          labels: [
            {
              id: 'nics',
              text: '{tray.nics} ConnectX-7 NICs · {tray.dpus} BlueField-3 DPUs',
              source: 'superpodComponents',
              of: 'nics',
            },
            {id: 'nvme', text: 'Local NVMe storage', of: 'nvme'},
          ],
        },
        {
          id: 'leaves',
          describe: 'Data runs from each GPU to its network card and out of the tray’s edge, leaving the rack.',
          at: 13,
          motion: {kind: 'flow', seconds: 7, period: 1},
          caption: {
            text: 'Network cards carry the traffic that leaves the rack; NVMe holds local data',
            source: 'superpodComponents',
          },
        },
      ],
    },
    {
      id: 'gpu-ports',
      chapter: '{nvlink5.linksPerGpu} NVLink ports per GPU',
      seconds: 22,
      enter: {kind: 'carry', seconds: 1, carries: ['gpu']},
      beats: [
        {
          id: 'ports',
          describe: 'One of the tray’s GPUs grows into a large drawing, and its NVLink ports appear around its edge.',
          at: 0,
          motion: {kind: 'build', seconds: 3, builds: ['ports']},
          labels: [{id: 'ports', text: '{nvlink5.linksPerGpu} NVLink ports', source: 'nvlinkPage', of: 'ports'}],
        },
        {
          id: 'per-port',
          describe:
            'One port is singled out, drawn large, and data pulses out through it, while the GPU and the other ports dim.',
          at: 5,
          focus: 'chosen-port',
          motion: {kind: 'flow', seconds: 5, period: 1},
          labels: [
            {
              id: 'per-port',
              text: 'Each port {nvlink5.perLink} ({nvlink5.perLinkEachWay})',
              source: 'nvlinkPage',
              of: 'chosen-port',
            },
            // the key to the streams' scale, from the first stream on: one port's dots, then all of them
            {id: 'dot-scale', text: 'One dot = {flow.dotSize}', claim: false},
          ],
        },
        {
          id: 'sum',
          describe: 'Pulses leave all the ports at once while the GPU’s total counts up.',
          at: 11,
          motion: {kind: 'counter', seconds: 2.5},
          labels: [
            {
              id: 'sum',
              text: '{nvlink5.linksPerGpu} × {nvlink5.perLink:bare} = {nvlink5.perGpu} = {nvlink5.perGpuEachWay}',
              counting: true,
              source: 'nvlinkPage',
            },
          ],
        },
        {
          id: 'versus',
          describe: 'The pulses keep leaving every port while the comparison with Hopper and PCIe appears.',
          at: 14,
          motion: {kind: 'flow', seconds: 8, period: 1},
          labels: [
            {
              id: 'versus',
              text: "{nvlink5.vsHopper} Hopper's NVLink, {nvlink5.vsPcie} PCIe Gen5 (both ways on both sides)",
              source: 'nvlinkPage',
            },
          ],
        },
      ],
    },
    {
      id: 'switch-tray',
      chapter: 'An NVLink switch tray',
      seconds: 22,
      enter: {kind: 'camera', seconds: 2, carries: ['gpu', 'rack']},
      beats: [
        {
          id: 'slide',
          describe:
            'The view pulls back from the GPU to the whole rack; the top switch tray in the rack’s middle slides out and opens across the frame.',
          at: 0,
          motion: {kind: 'build', seconds: 3},
        },
        {
          id: 'open',
          describe:
            'Inside the opened tray: two NVSwitch chips; a trace runs from each chip to each of its connector blocks on the tray’s top and bottom edges, a pin for every port.',
          at: 4,
          motion: {kind: 'build', seconds: 2, builds: ['chips', 'tray-ports']},
          labels: [
            {
              id: 'chips',
              of: 'tray-ports',
              text: '{switch.chipsPerTray} NVSwitch chips × {switch.portsPerChip} ports = {switch.portsPerTray} ports',
              source: 'gb200Blog',
            },
          ],
        },
        {
          id: 'trays',
          describe:
            'The compute trays appear as rows of GPUs above and below the tray; a copper cable grows from every block to its compute tray, so each chip reaches every GPU; then the rack’s other switch trays stack up beside the opened one.',
          at: 7.5,
          motion: {kind: 'build', seconds: 3, builds: ['compute-rows', 'spine', 'stack']},
          labels: [
            {id: 'row-top', text: '{nvl72.topComputeTrays} compute trays', of: 'compute-rows'},
            {id: 'row-bottom', text: '{nvl72.bottomComputeTrays} compute trays', of: 'compute-rows'},
            {
              id: 'spine',
              of: 'spine',
              text: 'Copper cables: a port per GPU',
              source: 'gb200Blog',
            },
            {
              id: 'trays',
              of: 'stack',
              text: '{nvl72.switchTrays} trays × {switch.portsPerTray} ports = {nvl72.switchPorts} links = {nvl72.gpus} GPUs × {nvlink5.linksPerGpu} ports',
              source: 'gb200Blog',
            },
          ],
        },
        {
          id: 'sharp',
          describe:
            'Two GPUs’ values, one from above and one from below, run along their cables into the left chip, which adds them (SHARP) and sends the sum up a cable to a third GPU: GPU to switch to GPU, one stage, none of it near the other chip; the other trays dim.',
          at: 13,
          focus: 'chips',
          motion: {kind: 'flow', seconds: 9, period: 1},
          labels: [
            {
              id: 'sharp',
              text: 'Each chip {switch.chipBandwidth}; with SHARP it adds the values it forwards',
              source: 'nvlinkPage',
            },
          ],
        },
      ],
    },
    {
      id: 'all-to-all-wiring',
      chapter: 'Every GPU to every switch',
      seconds: 24,
      enter: {kind: 'carry', seconds: 1, carries: ['trays', 'chips', 'compute-rows']},
      beats: [
        {
          id: 'rows',
          describe:
            'The stack of switch trays slides apart into one row of switch chips across the middle; the compute trays unfold into a row of GPUs above and a row below.',
          at: 0,
          motion: {kind: 'build', seconds: 3, builds: ['row-top', 'row-chips', 'row-bottom']},
          labels: [
            {
              id: 'row-top',
              text: '{nvl72.topComputeTrays} compute trays of {tray.gpus} GPUs',
              source: 'tuningGuide',
              of: 'row-top',
            },
            {id: 'row-chips', text: '{switch.chips} NVSwitch chips', source: 'tuningGuide', of: 'row-chips'},
            {
              id: 'row-bottom',
              text: '{nvl72.bottomComputeTrays} compute trays of {tray.gpus} GPUs',
              source: 'tuningGuide',
              of: 'row-bottom',
            },
          ],
        },
        {
          id: 'fan-out',
          describe: 'One GPU’s links fan out, one to each switch chip.',
          at: 3.6,
          motion: {kind: 'fan-out', seconds: 3, builds: ['fan']},
          labels: [
            {
              id: 'rule',
              of: 'fan',
              text: "Each GPU's {nvlink5.linksPerGpu} ports go one to each of the {switch.chips} switch chips",
              source: 'gb200Blog',
            },
          ],
        },
        {
          id: 'all',
          describe:
            'Every GPU fans out the same way, until a dense mesh of links fills the space between the GPU rows and the switch row.',
          at: 8,
          thumbnail: true,
          motion: {kind: 'build', seconds: 3, builds: ['wiring']},
          labels: [{id: 'all', of: 'wiring', text: '{nvl72.gpus} GPUs, {topo.links} links', source: 'gb200Blog'}],
        },
        {
          id: 'check',
          describe:
            'One switch chip’s links light up, one from every GPU: the counts on both sides match, every switch port faces a GPU.',
          at: 13,
          motion: {kind: 'highlight', seconds: 3},
          labels: [
            {
              id: 'check',
              result: true,
              text: '{switch.chips} chips × {switch.portsPerChip} ports = {nvl72.switchPorts} = {nvl72.gpus} GPUs × {nvlink5.linksPerGpu} links: every switch port faces a GPU',
              source: 'gb200Blog',
            },
          ],
        },
      ],
    },
    {
      id: 'one-hop',
      chapter: 'One hop, any pair',
      seconds: 32,
      enter: {kind: 'camera', seconds: 1, carries: ['wiring', 'gpu-a', 'gpu-b']},
      beats: [
        {
          id: 'pick',
          describe:
            'The wiring’s links fade; the GPU whose links fanned out becomes GPU A, and a GPU in the bottom row is picked as GPU B.',
          at: 0,
          labels: [
            {id: 'gpu-a', text: 'GPU A', of: 'gpu-a'},
            {id: 'gpu-b', text: 'GPU B', of: 'gpu-b'},
          ],
        },
        {
          id: 'stripes',
          describe:
            'GPU A’s links draw out from it, each to its own NVSwitch, and on from every NVSwitch into GPU B: one switch stage between them.',
          at: 2,
          motion: {kind: 'stripes', seconds: 1.5},
          labels: [
            {
              id: 'stripes',
              text: 'All {nvlink5.linksPerGpu} links at once, one through each switch chip',
              source: 'gb200Blog',
              result: true,
            },
          ],
          caption: {
            text: 'GPU → NVSwitch → GPU: {topo.stages} switch stage between any two of the {nvl72.gpus}',
            source: 'gb200Blog',
          },
        },
        {
          id: 'send',
          describe:
            'Data leaves GPU A on all its links at once, each stream through its own switch chip into GPU B; the key says what a dot carries.',
          at: 3.5,
          motion: {kind: 'flow', seconds: 4.5, period: 1},
          labels: [
            // the key to the streams' scale: every link's stream at one link's rate
            {id: 'dot-scale', text: 'One dot = {flow.dotSize}', claim: false},
          ],
        },
        {
          id: 'time',
          describe:
            'The streams keep running; the transfer time of a block of data from GPU A to GPU B appears above them.',
          // a peak rate gives a best-case time: the same "at peak" / "at best" wording as grace-blackwell's race
          at: 8,
          motion: {kind: 'flow', seconds: 6, period: 1},
          labels: [
            {
              id: 'time',
              text: 'At {nvlink5.perGpuEachWay} at peak, {transfer.size} crosses in {transfer.time} at best',
              source: 'nvlinkPage',
            },
          ],
        },
        {
          id: 'second',
          describe:
            'A second pair, GPU C and GPU D: its links draw out through the same switch chips, links of its own, while A’s streams dim.',
          at: 14,
          motion: {kind: 'stripes', seconds: 1.5},
          labels: [
            {id: 'gpu-c', text: 'GPU C'},
            {id: 'gpu-d', text: 'GPU D'},
          ],
        },
        {
          id: 'both',
          describe: 'Both pairs send at once, each over links of its own through every chip: neither slows the other.',
          at: 15.5,
          motion: {kind: 'flow', seconds: 16.5, period: 1},
          caption: {
            text: 'Any pair can use all {nvlink5.perGpuEachWay}; no GPU is nearer than another',
            source: 'fabricManager',
          },
        },
      ],
    },
    {
      id: 'why-it-matters',
      chapter: 'Inside the rack vs. across racks',
      seconds: 19,
      beats: [
        {
          id: 'bars',
          describe: 'Two bars on one scale: NVLink per GPU long, the network card per GPU short.',
          at: 0,
          motion: {kind: 'grow', seconds: 2},
          labels: [
            {id: 'nvlink', text: 'NVLink per GPU: {nvlink5.perGpuEachWay}', source: 'nvlinkPage'},
            {
              id: 'nic',
              text: 'ConnectX-7 per GPU: {nic.connectx7:bare} = {nic.connectx7Bytes}',
              source: 'superpodComponents',
            },
            {
              id: 'ratio',
              text: 'NVLink moves {nvlink5.vsNic} as much, each way (ConnectX-7, GB200)',
              source: 'superpodComponents',
            },
          ],
        },
        {
          id: 'share',
          describe:
            'The NVLink bar splits into one thin slice per peer GPU; one slice drops to a bar of its own: each peer’s share when a GPU sends to all the others at once.',
          at: 4.5,
          motion: {kind: 'grow', seconds: 2.5, builds: ['share-bar']},
          labels: [
            {
              id: 'share',
              of: 'share-bar',
              text: 'All-to-all: each of its {topo.peers} peers gets {nvlink5.perGpuEachWay:bare} ÷ {topo.peers} = {topo.allToAllShare}',
              source: 'fabricManager',
            },
          ],
        },
        {
          id: 'network-share',
          describe:
            'The same all-to-all over the network card: one peer’s slice of the ConnectX-7 bar, a sliver, drops to a fourth bar under the NVLink slice, so each peer’s share is compared like with like.',
          at: 7.5,
          motion: {kind: 'grow', seconds: 2, builds: ['nic-share-bar']},
          labels: [
            {
              id: 'nic-share',
              of: 'nic-share-bar',
              text: 'The same all-to-all over ConnectX-7: {nic.connectx7Bytes:bare} ÷ {topo.peers} = {topo.allToAllShareNic}',
              source: 'superpodComponents',
            },
          ],
        },
        {
          id: 'advice',
          describe: 'The bars stay; an outline draws round the NVLink bar while the caption gives the advice.',
          at: 10,
          motion: {kind: 'highlight', seconds: 1.5},
          caption: {
            text: 'Keep communication inside the NVLink domain; cross racks only when you must',
            source: 'book: Chapter 2, NVLink and NVSwitch',
          },
        },
        {
          id: 'total',
          describe: 'The total for the whole rack appears under the bars.',
          at: 12.5,
          labels: [
            {
              id: 'total',
              text: 'Total NVLink bandwidth: {nvl72.gpus} × {nvlink5.perGpu:bare} ≈ {nvl72.nvlinkTotal:plain+bare}, both ways, summed over GPUs',
              source: 'gb200Page',
            },
          ],
        },
      ],
    },
    {
      id: 'recap',
      chapter: 'Recap',
      seconds: 10,
      enter: {kind: 'carry', seconds: 1, carries: ['nvlink']},
      beats: [
        {
          id: 'whole',
          describe:
            'The NVLink bar folds into the rack’s switch trays as the rack builds around it: the rack again in one picture, GPUs, switch trays in the middle and the one-hop path between two GPUs.',
          at: 0,
          motion: {kind: 'highlight', seconds: 2},
          labels: [
            {id: 'ports', text: '{nvlink5.linksPerGpu} NVLink ports per GPU', source: 'nvlinkPage'},
            {id: 'chips', text: '{switch.chips} switch chips in {nvl72.switchTrays} trays', source: 'tuningGuide'},
            {id: 'hop', text: '{topo.stages} switch stage between any pair', source: 'gb200Blog', result: true},
          ],
        },
      ],
    },
  ],
});
