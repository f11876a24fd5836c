import {bookChapter, example} from '../../src/script/example';
import {defineVideo} from '../../src/script/define-video';

// The Grace Blackwell Superchip — see docs/design.md for the rules a script follows. Seconds, not frames; every number a reference.
export const script = defineVideo({
  id: 'grace-blackwell',
  title: 'The Grace Blackwell Superchip',
  subtitle: '{gb200.cpus} Grace CPU · {gb200.gpus} Blackwell GPUs · one address space',
  lengthSeconds: 213,
  delivery: {
    summary:
      'A silent, labelled walkthrough of the GB200 superchip: from a PCIe-bound CPU+GPU server to one module with {gb200.cpus} Grace CPU, {gb200.gpus} Blackwell GPUs, NVLink-C2C at {c2c.bothWays} and {gb200.memoryTotal} in one address space. A companion to Chapter {book.chapter:num} of AI Systems Performance Engineering.',
    tags: [
      'GB200',
      'Grace Blackwell',
      'NVIDIA',
      'superchip',
      'NVLink-C2C',
      'HBM3e',
      'GPU architecture',
      'AI systems performance engineering',
      'unified memory',
    ],
    categoryId: '28',
    language: 'en',
    thumbnailHook: '{gb200.cpus} CPU, {gb200.gpus} GPUs, one module',
  },
  constants: {
    'book.chapter': bookChapter,
    'race.readSize': example('dataSize', 100, 'GB', 'the data each path reads in the "not uniform" race (decimal GB)'),
    'flow.dotSize': example(
      'dataSize',
      32,
      'GB',
      'the data one dot of a stream stands for: every stream of the video at this one scale (decimal GB)',
    ),
    'memory.dataSize': example(
      'capacity',
      300,
      'GB',
      "one GPU's working set, larger than its HBM, in the same GB as the capacities",
    ),
  },
  // the named parts of the drawings: what enter.carries and focus name, and what the scenes' <Part id> and focus reads may use
  parts: [
    'server',
    'cpu',
    'gpu',
    'gpu-a',
    'gpu-b',
    'grace',
    'grace-cores',
    'gpu-a-lines',
    'gpu-inside',
    'nvhbi',
    'stack',
    'stacks',
    'memory',
    'pcie',
    'cores',
    'link-hbm',
    'link-c2c',
    'link-pcie',
    'seg-hbm-a',
    'seg-hbm-b',
    'seg-lpddr',
    'switches',
    'path-nvlink',
    'path-c2c',
    'ddr5',
    'hbm',
    'c2c',
    'l3',
    'l2',
    'bars',
    'lanes',
    'old-pcie',
  ],
  scenes: [
    {
      id: 'title',
      chapter: 'The Grace Blackwell Superchip',
      seconds: 10,
      beats: [
        {
          id: 'open',
          describe: 'The outline of a superchip draws itself: one CPU beside two GPUs on one board.',
          at: 0,
          motion: {kind: 'build', seconds: 3},
          labels: [
            {id: 'title', text: 'The Grace Blackwell Superchip', claim: false},
            {
              id: 'subtitle',
              text: '{gb200.cpus} Grace CPU · {gb200.gpus} Blackwell GPUs · one address space',
              source: 'gb200Blog',
            },
          ],
        },
        {
          id: 'companion',
          describe: 'The superchip outline stays; a line of text names the book this video accompanies.',
          at: 2,
          labels: [
            {
              id: 'companion',
              text: 'Companion to AI Systems Performance Engineering, Chapter {book.chapter}',
              source: 'book: Chapter 2, The CPU and GPU Superchip',
            },
          ],
        },
      ],
    },
    {
      id: 'discrete-cpu-gpu',
      chapter: 'Before: CPU and GPU apart',
      seconds: 24,
      beats: [
        // beat: cpu
        {
          id: 'cpu',
          describe:
            'A dashed outline of one server fills the frame; a CPU box sits on its left, with its host memory hanging below it, and the right half waits empty.',
          at: 0,
          focus: 'cpu',
          labels: [
            {id: 'server', text: 'One server', of: 'server', claim: false},
            {id: 'cpu', text: 'CPU', of: 'cpu'},
            {id: 'host-memory', text: 'DDR5 host memory', of: 'ddr5'},
          ],
        },
        // beat: gpu
        {
          id: 'gpu',
          describe:
            'A GPU box appears in the right half of the server, with its own HBM below it: one server, two separate memories.',
          at: 3,
          focus: 'gpu',
          labels: [
            {id: 'gpu', text: 'H100 SXM: {h100.hbm} HBM3 · {h100.hbmBandwidth}', of: 'gpu', source: 'h100Page'},
            {id: 'gpu-name', text: 'GPU', of: 'gpu'},
            {id: 'hbm', text: 'HBM', of: 'hbm'},
          ],
        },
        // beat: pcie
        {
          id: 'pcie',
          describe: 'A thin grey PCIe bus joins the CPU on the left to the GPU on the right.',
          at: 7,
          focus: 'pcie',
          labels: [
            {id: 'pcie', text: 'PCIe Gen5 x16 · {h100.pcieEachWay}', of: 'pcie', source: 'h100Page'},
            {id: 'pcie-note', text: "NVIDIA's {h100.pcieBothWays}, halved", of: 'pcie', source: 'h100Page'},
          ],
        },
        // beat: packets
        {
          id: 'packets',
          describe: 'Packets of data leave the host memory, crawl across the thin PCIe bus and land in the GPU.',
          at: 11,
          // the eighth copy lands at 3.98 s (the first dot crosses 1,336 px at 600 px/s, seven more follow 150 px apart),
          // the stream runs on a moment and fades over the last 0.5 s (any shorter and the drawing would stand still over 8 s to the scene's end)
          motion: {kind: 'flow', seconds: 5},
          labels: [{id: 'dot-scale', text: 'One dot = {flow.dotSize}', claim: false}],
          caption: {
            text: 'Two separate memory pools: data is copied over PCIe',
            source: 'book: Chapter 2, The CPU and GPU Superchip',
          },
        },
        // beat: ratio
        {
          id: 'ratio',
          describe: 'The buses are redrawn to scale: the link from the GPU to its HBM is far wider than the PCIe bus.',
          at: 17,
          labels: [{id: 'widths', text: 'Bus widths drawn to scale: bandwidth, one direction', claim: false}],
          caption: {
            text: 'The GPU reads its own HBM {h100.hbmVsPcie} faster than it can pull from the CPU',
            source: 'h100Page',
          },
        },
      ],
    },
    {
      id: 'one-module',
      chapter: 'One module',
      seconds: 16,
      enter: {kind: 'carry', seconds: 1, carries: ['cpu', 'gpu']},
      beats: [
        {
          id: 'gh200',
          describe:
            'The CPU and GPU move onto one module, a Grace CPU and a Hopper GPU joined by a short NVLink-C2C link.',
          at: 0,
          motion: {kind: 'build', seconds: 1.5, builds: ['c2c']},
          labels: [
            {
              id: 'gh200',
              text: 'Grace Hopper (GH200): {gh200.cpus} CPU + {gh200.gpus} GPU on one module',
              until: 'gb200',
              source: 'graceHopperBlog',
            },
            {id: 'grace', text: 'Grace CPU', of: 'grace'},
            {id: 'hopper', text: 'Hopper GPU', of: 'gpu', until: 'gb200'},
            {id: 'c2c', text: 'NVLink-C2C', of: 'c2c'},
          ],
        },
        {
          id: 'gb200',
          describe: 'The Hopper GPU gives way to two Blackwell GPUs, both linked to the one Grace CPU.',
          at: 7,
          motion: {kind: 'build', seconds: 1.5, builds: ['gpu-a', 'gpu-b']},
          labels: [
            {id: 'gb200', text: 'GB200: {gb200.cpus} Grace CPU + {gb200.gpus} Blackwell GPUs', source: 'gb200Page'},
            {id: 'blackwell-a', text: 'Blackwell GPU', of: 'gpu-a'},
            {id: 'blackwell-b', text: 'Blackwell GPU', of: 'gpu-b'},
          ],
          caption: {
            text: 'GB200 puts {gb200.cpus} Grace CPU and {gb200.gpus} Blackwell GPUs on one board',
            source: 'gb200Page',
          },
        },
      ],
    },
    {
      id: 'grace-cpu',
      chapter: 'The Grace CPU',
      seconds: 24,
      enter: {kind: 'carry', seconds: 1, carries: ['grace']},
      beats: [
        {
          id: 'cores',
          describe: 'The Grace CPU opens into a grid of small core tiles.',
          at: 0,
          motion: {kind: 'build', seconds: 3, builds: ['grace-cores']},
          labels: [
            {id: 'grace', text: 'Grace CPU', of: 'grace'},
            {id: 'cores', text: '{grace.cores} Arm Neoverse V2 cores', of: 'grace-cores', source: 'gb200Page'},
          ],
        },
        {
          id: 'room',
          describe:
            'Grace moves up and to the left, making room; an L3 cache band builds under its cores, LPDDR5X memory under Grace, and the two GPUs it feeds join on its right, each linked to it.',
          at: 6,
          motion: {kind: 'build', seconds: 1.5, builds: ['memory', 'l3', 'gpu-a', 'gpu-b', 'c2c']},
          labels: [
            {id: 'gpu-a', text: 'Blackwell GPU', of: 'gpu-a'},
            {id: 'gpu-b', text: 'Blackwell GPU', of: 'gpu-b'},
            {id: 'c2c', text: 'NVLink-C2C', of: 'c2c'},
          ],
        },
        {
          id: 'memory',
          describe:
            'The cores dim while the L3 cache and LPDDR5X are named, with their capacities and LPDDR5X’s bandwidth.',
          at: 7.5,
          focus: 'memory',
          labels: [
            {
              id: 'lpddr',
              text: 'LPDDR5X: up to {grace.lpddr} · {grace.lpddrBandwidth}',
              of: 'memory',
              source: 'gb200Page',
            },
            {
              id: 'lpddr-origin',
              text: '{grace.lpddrBandwidth:bare} = {grace.lpddrBandwidth:qualifier}',
              of: 'memory',
              source: 'gb200Page',
            },
            {id: 'l3', text: 'L3 cache: {grace.l3} (spec)', of: 'l3', source: 'graceHopperBlog'},
          ],
        },
        {
          id: 'job',
          describe:
            'The cores and GPUs return; a dense stream of data climbs from LPDDR5X through the cores and over the C2C link, splitting to both GPUs, far denser than the old server’s trickle at the same scale.',
          at: 13,
          motion: {kind: 'flow', seconds: 5, period: 1},
          caption: {
            text: "Grace's job: keep the GPUs fed — stream data, tokenize, augment",
            source: 'book: Chapter 2, The CPU and GPU Superchip',
          },
        },
        {
          id: 'launches',
          describe:
            'Launches and data stream straight over the short C2C link to both GPUs, dense at its rate; beside it the old server’s PCIe path to a GPU, a long way round under the GPUs, is drawn faint and dashed and carries a sparse trickle at the same scale.',
          at: 19,
          motion: {kind: 'flow', seconds: 3, period: 1},
          labels: [{id: 'old-pcie', text: 'the old PCIe path', of: 'old-pcie', claim: false}],
          caption: {
            text: 'Kernel launches no longer cross a PCIe bus',
            source: 'book: Chapter 2, The CPU and GPU Superchip',
          },
        },
      ],
    },
    {
      id: 'nvlink-c2c',
      chapter: 'NVLink-C2C',
      seconds: 24,
      enter: {kind: 'camera', seconds: 1, carries: ['grace', 'gpu-a', 'gpu-b']},
      beats: [
        {
          id: 'link',
          describe: 'One wide teal link leaves Grace and splits to the two GPUs.',
          at: 0,
          motion: {kind: 'build', seconds: 1.5, builds: ['c2c']},
          labels: [
            {id: 'c2c', text: 'NVLink-C2C · cache-coherent', of: 'c2c', source: 'graceHopperBlog'},
            {id: 'c2c-rates', text: '{c2c.bothWays} · {c2c.eachWay}', of: 'c2c', source: 'gb200Blog'},
            {id: 'grace', text: 'Grace CPU', of: 'grace'},
            {id: 'gpu-a', text: 'Blackwell GPU', of: 'gpu-a'},
            {id: 'gpu-b', text: 'Blackwell GPU', of: 'gpu-b'},
          ],
        },
        {
          id: 'bars',
          describe: 'Two bars on one scale grow: PCIe short, NVLink-C2C several times longer.',
          at: 6,
          motion: {kind: 'grow', seconds: 2, builds: ['bars']},
          labels: [
            {id: 'bar-pcie', text: 'PCIe Gen5 x16: {pcie5.eachWay:bare}', of: 'bars', source: 'blackwellDatasheet'},
            {id: 'bar-c2c', text: 'NVLink-C2C: {c2c.eachWay:bare}', of: 'bars', source: 'gb200Blog'},
            {
              id: 'ratio',
              text: '{c2c.vsPcie} one PCIe Gen5 x16 link, each way (C2C serves both GPUs)',
              result: true,
              source: 'gb200Blog',
            },
          ],
        },
        {
          id: 'coherence',
          describe:
            'A GPU issues a load: a small green request travels over C2C to Grace, a cache line lights up in Grace, and the line travels back over C2C and lights up in the same slot of the GPU.',
          at: 14,
          motion: {kind: 'highlight', seconds: 6},
          labels: [
            {id: 'same-line', text: 'The same cache line on both sides', result: true, source: 'graceHopperBlog'},
          ],
          caption: {
            text: 'Coherent: the GPU reads CPU memory with ordinary loads — no copies',
            source: 'graceHopperBlog',
          },
        },
      ],
    },
    {
      id: 'dual-die-gpu',
      chapter: 'Blackwell: two dies, one GPU',
      seconds: 28,
      enter: {kind: 'carry', seconds: 1, carries: ['gpu-a']},
      beats: [
        {
          id: 'dies',
          describe: 'A Blackwell GPU splits into two identical dies, each a grid of SM tiles.',
          at: 0,
          motion: {kind: 'build', seconds: 2.5, builds: ['gpu', 'gpu-inside']},
          labels: [
            {
              id: 'transistors',
              text: '{b200.dies} dies × {b200.transistorsPerDie} transistors = {b200.transistors}',
              of: 'gpu',
              source: 'blackwellArchitecture',
            },
          ],
        },
        {
          id: 'nvhbi',
          describe:
            'A pink NV-HBI bridge joins the two dies along their shared edge; a frame around both says they act as one GPU.',
          at: 7,
          motion: {kind: 'build', seconds: 1, builds: ['nvhbi']},
          labels: [
            {id: 'nvhbi', text: 'NV-HBI: {b200.nvhbi} die-to-die', of: 'nvhbi', source: 'blackwellArchitecture'},
          ],
          caption: {text: 'Software sees one GPU', source: 'blackwellArchitecture'},
        },
        {
          id: 'l2',
          describe: 'A shared L2 cache band lights up across both dies.',
          at: 14,
          motion: {kind: 'build', seconds: 1},
          labels: [{id: 'l2', text: 'Shared L2: {b200.l2} ({b200.l2:qualifier})', of: 'l2', source: 'deviceQuery'}],
        },
        {
          id: 'compare',
          describe:
            'The dies move aside; for transistors, L2 and HBM bandwidth an outlined H100 bar sits above a solid Blackwell bar on one scale per row, each bar naming its chip and its number.',
          at: 20,
          thumbnail: true,
          motion: {kind: 'grow', seconds: 2},
          labels: [
            {id: 'vs-transistors', text: 'Transistors: {b200.vsH100Transistors}', source: 'hopperBlog'},
            {id: 'h100-transistors', text: 'H100 {h100.transistors}', source: 'hopperBlog'},
            {id: 'bw-transistors', text: 'Blackwell {b200.transistors}', source: 'blackwellArchitecture'},
            {id: 'vs-l2', text: 'L2 cache: {b200.vsH100L2}, {b200.l2:qualifier}', source: 'deviceQuery'},
            {id: 'h100-l2', text: 'H100 {h100.l2}', source: 'hopperBlog'},
            {id: 'bw-l2', text: 'Blackwell {b200.l2}', source: 'deviceQuery'},
            {id: 'vs-bandwidth', text: 'HBM bandwidth: {b200.vsH100Bandwidth}', source: 'blackwellDatasheet'},
            {id: 'h100-bandwidth', text: 'H100 {h100.hbmBandwidth:bare}', source: 'h100Page'},
            {id: 'bw-bandwidth', text: 'Blackwell {gb200.gpuHbmBandwidth:bare}', source: 'blackwellDatasheet'},
          ],
        },
      ],
    },
    {
      id: 'hbm3e',
      chapter: 'HBM3e stacks',
      seconds: 24,
      enter: {kind: 'carry', seconds: 1, carries: ['gpu']},
      beats: [
        {
          id: 'stack',
          describe: 'One HBM stack is drawn from the side as a tower of DRAM dies while the GPU beside it dims.',
          at: 0,
          focus: 'stack',
          motion: {kind: 'build', seconds: 3, builds: ['stack']},
          labels: [
            {id: 'stack', text: '{hbm3e.diesPerStack}-high · {hbm3e.stackCapacity}', of: 'stack'},
            {
              id: 'dram-dies',
              text: '{hbm3e.diesPerStack} DRAM dies of {hbm3e.dramDie}',
              of: 'stack',
              source: 'micronHbm',
            },
          ],
        },
        {
          id: 'stacks',
          describe: 'Stacks line up along both dies of the GPU, four on each side.',
          at: 9,
          motion: {kind: 'build', seconds: 2, builds: ['stacks']},
          labels: [
            {
              id: 'physical',
              text: '{b200.hbmStacks} stacks × {hbm3e.stackCapacity} = {b200.hbmPhysical} physical',
              of: 'stacks',
              source: 'blackwellHotChips',
            },
            {
              id: 'enabled',
              text: 'GB200 spec: {gb200.gpuHbm} per GPU (HGX B200: {hgxB200.gpuHbm})',
              of: 'stacks',
              source: 'blackwellDatasheet',
            },
            {id: 'gpu', text: 'Blackwell GPU', of: 'gpu'},
          ],
        },
        {
          id: 'bandwidth',
          describe:
            'All eight stacks pour data into the two dies at once: eight wide streams, each several lanes of dots at the same scale as the earlier streams.',
          at: 17,
          motion: {kind: 'flow', seconds: 6, period: 1},
          labels: [
            {id: 'bandwidth', text: '{gb200.gpuHbmBandwidth} per GPU', of: 'stacks', source: 'blackwellDatasheet'},
          ],
        },
      ],
    },
    {
      id: 'unified-memory',
      chapter: 'One memory space',
      seconds: 25,
      enter: {kind: 'carry', seconds: 2, carries: ['seg-hbm-a', 'gpu-a']},
      beats: [
        {
          id: 'pool',
          describe:
            'The GPU’s eight HBM stacks travel one after another into the first part of one long memory bar and its dies become the chip above it; Grace’s LPDDR5X and the other GPU’s HBM grow beside it under their chips, Grace between the two GPUs: one address space.',
          at: 0,
          motion: {kind: 'grow', seconds: 3, builds: ['seg-hbm-b', 'seg-lpddr', 'gpu-b', 'grace']},
          labels: [
            {
              id: 'total',
              text: '{gb200.gpus} × {gb200.gpuHbm} HBM3e + {grace.lpddr} LPDDR5X = {gb200.memoryTotal}',
              result: true,
              until: 'own',
              source: 'gb200Page',
            },
            {id: 'gpu-a', text: 'Blackwell GPU', of: 'gpu-a'},
            {id: 'gpu-b', text: 'Blackwell GPU', of: 'gpu-b'},
            {id: 'grace', text: 'Grace CPU', of: 'grace'},
            {id: 'seg-hbm-a', text: '{gb200.gpuHbm} HBM3e', of: 'seg-hbm-a'},
            {id: 'seg-hbm-b', text: '{gb200.gpuHbm} HBM3e', of: 'seg-hbm-b'},
            {id: 'seg-lpddr', text: '{grace.lpddr} LPDDR5X', of: 'seg-lpddr'},
          ],
          caption: {text: '{gb200.memoryTotal} in one address space; CPU ↔ GPU coherent', source: 'graceHopperBlog'},
        },
        {
          id: 'fabric',
          describe:
            'A dashed outline marks the module; above it, outside, the rack’s NVLink switch trays appear: the NVLink path from the first GPU climbs out of the module, crosses the switch trays and comes back down to the other GPU, while a short C2C link joins the first GPU to Grace.',
          at: 7,
          motion: {kind: 'build', seconds: 1.5, builds: ['switches', 'path-nvlink', 'path-c2c']},
          labels: [
            {
              id: 'switches',
              text: 'NVLink switch trays: in the rack, outside the module',
              of: 'switches',
              source: 'gb200Blog',
            },
            {id: 'path-c2c', text: 'C2C', of: 'path-c2c'},
          ],
          caption: {text: 'Two GPUs, two CUDA devices, sharing one address space', source: 'cudaMultiGpu'},
        },
        {
          id: 'own',
          describe: 'One GPU’s working set fills that GPU’s own HBM to the brim; the part that does not fit waits.',
          at: 10,
          motion: {kind: 'fill', seconds: 2},
          labels: [{id: 'weights', text: '{memory.dataSize} for one GPU', result: true, claim: false}],
        },
        {
          id: 'peer',
          describe:
            'First choice: the rest streams out of the first GPU, up through the NVLink switch trays and down into the other GPU’s HBM, which fills; its region is tagged with the size and NVLink’s speed.',
          at: 12.5,
          motion: {kind: 'flow', seconds: 4.5},
          labels: [
            {
              id: 'tag-peer',
              text: '{memory.spill} · {path.peerOverNvlink:bare} each way',
              result: true,
              source: 'gb200Blog',
            },
          ],
          caption: {text: "Either: the other GPU's HBM, over NVLink", source: 'gb200Blog'},
        },
        {
          id: 'spill',
          describe:
            'Second choice: the other GPU’s HBM empties again, and the same rest streams over the short C2C link into Grace and down into its LPDDR5X, which fills; that region is tagged with the size and the slower speed.',
          at: 17.5,
          motion: {kind: 'flow', seconds: 3.5},
          labels: [
            {
              id: 'tag-lpddr',
              text: '{memory.spill} · {path.graceOverC2c:bare} at best',
              result: true,
              source: 'gb200Page',
            },
          ],
          caption: {text: "Or: Grace's LPDDR5X, over C2C", source: 'graceHopperBlog'},
        },
      ],
    },
    {
      id: 'not-uniform',
      chapter: 'Unified is not uniform',
      seconds: 22,
      enter: {kind: 'carry', seconds: 1.5, carries: ['seg-hbm-a', 'seg-lpddr', 'gpu-a', 'grace']},
      beats: [
        {
          id: 'lanes',
          describe:
            'The first GPU and its HBM, and Grace and its LPDDR5X, slide out of the memory bar into two columns: each chip above the memory it reads, the GPU wide over its own HBM, Grace on the left over LPDDR5X with NVLink-C2C joining it to the GPU; on the right, set apart in a dashed box, the old PCIe server’s GPU over its host DDR5.',
          at: 0,
          motion: {kind: 'build', seconds: 2, builds: ['ddr5', 'link-hbm', 'link-c2c', 'link-pcie']},
          labels: [
            {id: 'read', text: 'Read {race.readSize} from each memory', claim: false},
            {id: 'bound', text: "Best cases: C2C's split between the GPUs is unpublished", source: 'gb200Blog'},
            {id: 'gpu', text: 'Blackwell GPU', of: 'gpu-a'},
            {id: 'cpu', text: 'Grace CPU', of: 'grace'},
            {id: 'c2c', text: 'NVLink-C2C', of: 'link-c2c'},
            {id: 'pcie', text: 'PCIe server, for comparison', of: 'link-pcie', claim: false},
            {id: 'src-hbm', text: 'HBM3e', of: 'seg-hbm-a'},
            {id: 'src-lpddr', text: 'LPDDR5X', of: 'seg-lpddr'},
            {id: 'src-ddr5', text: 'DDR5', of: 'ddr5'},
            {id: 'own-hbm', text: '{path.ownHbm:bare} at peak', of: 'seg-hbm-a', source: 'blackwellDatasheet'},
            {id: 'grace', text: '{path.graceOverC2c:bare} at best', of: 'seg-lpddr', source: 'gb200Page'},
            {id: 'pcie-rate', text: '{path.pcieServer}', of: 'ddr5', source: 'h100Page'},
          ],
        },
        {
          id: 'race-hbm',
          describe:
            'The GPU reads its own HBM: a wall of dots, many lanes wide, pours straight up from HBM into the GPU, and the time to read the data appears under HBM.',
          at: 3,
          // the wall fills its short path within the beat's 0.5 s transition, then repeats every second
          motion: {kind: 'flow', seconds: 2.5, period: 1},
          labels: [
            {id: 'time-hbm', text: '{race.ownHbmTime} at best', result: true, source: 'blackwellDatasheet'},
            {id: 'dot-scale', text: 'One dot = {flow.dotSize}', claim: false},
          ],
        },
        {
          id: 'race-c2c',
          describe:
            'The same GPU reads Grace’s LPDDR5X: a thin stream of two lanes climbs into Grace and crosses C2C into the GPU’s side while the HBM wall keeps pouring, and its much longer time appears under LPDDR5X.',
          at: 5.5,
          motion: {kind: 'flow', seconds: 2},
          labels: [{id: 'time-c2c', text: '{race.graceTime} at best', result: true, source: 'gb200Page'}],
        },
        {
          id: 'race-pcie',
          describe:
            'In the dashed box the old PCIe server’s GPU reads its host memory: one sparse lane, at the same scale; its time, the longest, appears under DDR5, and the streams stop.',
          at: 7.5,
          // not declared periodic: the PCIe lane takes longer to fill from its start than the beat's transition (1/3 s),
          // so its first frames after the transition are not a period of the rest (test/browser/loops.test.ts)
          motion: {kind: 'flow', seconds: 2},
          labels: [{id: 'time-pcie', text: '{race.pcieTime} at best', result: true, source: 'h100Page'}],
        },
        {
          id: 'hot',
          describe: 'The LPDDR5X side and the PCIe server dim; the GPU over its own HBM stays bright.',
          at: 11,
          focus: 'link-hbm',
          caption: {text: 'Keep hot data in HBM', source: 'book: Chapter 2, The CPU and GPU Superchip'},
        },
        {
          id: 'prefetch',
          describe:
            'Hot data streams from LPDDR5X up through Grace, over C2C and down into HBM, while as much cold data streams back the other way to make room; then the wide HBM stream pours into the GPU again and the hot data’s new time appears under the old one.',
          at: 14.5,
          motion: {kind: 'flow', seconds: 4},
          labels: [
            {id: 'prefetched', text: 'after prefetch: {race.ownHbmTime}', result: true, source: 'cudaUnifiedMemory'},
          ],
          caption: {text: 'Prefetch with cudaMemPrefetchAsync; hint with cudaMemAdvise', source: 'cudaUnifiedMemory'},
        },
      ],
    },
    {
      id: 'recap',
      chapter: 'Recap',
      seconds: 16,
      enter: {kind: 'carry', seconds: 1, carries: ['link-hbm', 'link-c2c']},
      beats: [
        {
          id: 'whole',
          describe:
            'The race’s HBM bar breaks into the GPUs’ HBM stacks and its C2C bar becomes the C2C wiring; around them the whole superchip builds: Grace in the middle with its LPDDR5X under it, a Blackwell GPU on each side whose two dies are joined inside it by NV-HBI, C2C from Grace to each GPU, and NVLink from one GPU up to the rack’s switch trays above the module and back down to the other.',
          at: 0,
          motion: {
            kind: 'build',
            seconds: 2,
            builds: ['grace', 'memory', 'gpu-a', 'gpu-b', 'nvhbi', 'switches', 'path-nvlink'],
          },
          labels: [
            {
              id: 'module',
              text: 'One module: {gb200.cpus} Grace CPU + {gb200.gpus} Blackwell GPUs',
              result: true,
              source: 'gb200Page',
            },
            {id: 'memory', text: '{gb200.memoryTotal} in one address space', result: true, source: 'gb200Page'},
            {id: 'lpddr', text: 'LPDDR5X', of: 'memory'},
            {id: 'grace', text: 'Grace CPU', of: 'grace'},
            {id: 'gpu-a', text: 'Blackwell GPU', of: 'gpu-a'},
            {id: 'gpu-b', text: 'Blackwell GPU', of: 'gpu-b'},
            {
              id: 'link-hbm',
              text: 'HBM3e: {gb200.gpuHbmBandwidth} per GPU',
              of: 'link-hbm',
              source: 'blackwellDatasheet',
            },
            {id: 'link-c2c', text: 'NVLink-C2C: {c2c.bothWays}', of: 'link-c2c', source: 'gb200Blog'},
            {
              id: 'spill',
              text: 'GPU ← LPDDR5X over C2C: {path.graceOverC2c:bare} at best',
              of: 'memory',
              source: 'gb200Page',
            },
            {id: 'link-nvhbi', text: 'NV-HBI joins the two dies', of: 'nvhbi', source: 'blackwellArchitecture'},
            {
              id: 'link-nvlink',
              text: 'NVLink GPU ↔ GPU, via the rack’s switch trays: {path.peerOverNvlink:bare} each way',
              of: 'path-nvlink',
              source: 'gb200Blog',
            },
          ],
        },
        {
          id: 'paths',
          describe:
            'Data moves along every path at once, at the video’s one scale: each HBM stack pours into its die, Grace’s LPDDR5X streams over C2C to both GPUs, and GPU-to-GPU traffic climbs to the NVLink switch trays and back down.',
          at: 6,
          motion: {kind: 'flow', seconds: 4, period: 1},
        },
        {
          id: 'next',
          describe: 'The whole superchip stays in place while the caption points to the next video, the rack.',
          at: 11,
          caption: {text: 'Next: {nvl72.superchips} of these fill a GB200 NVL72 rack', source: 'gb200Page'},
        },
      ],
    },
  ],
});
