import {bookChapter, example} from '../../src/script/example';
import {defineVideo} from '../../src/script/define-video';

// The Grace Blackwell Superchip — storyboards.md §1. Seconds, not frames; every number a reference.
export const script = defineVideo({
  id: 'grace-blackwell',
  title: 'The Grace Blackwell Superchip',
  subtitle: '{gb200.cpus} Grace CPU · {gb200.gpus} Blackwell GPUs · one coherent memory',
  lengthSeconds: 213,
  delivery: {
    summary: 'A silent, labelled walkthrough of the GB200 superchip: from a PCIe-bound CPU+GPU server to one module with {gb200.cpus} Grace CPU, {gb200.gpus} Blackwell GPUs, NVLink-C2C at {c2c.bothWays} and {gb200.memoryTotal} of coherent memory. A companion to Chapter {book.chapter:num} of AI Systems Performance Engineering.',
    tags: ['GB200', 'Grace Blackwell', 'NVIDIA', 'superchip', 'NVLink-C2C', 'HBM3e', 'GPU architecture', 'AI systems performance engineering', 'unified memory'],
    categoryId: '28',
    language: 'en',
    thumbnailHook: '{gb200.cpus} CPU, {gb200.gpus} GPUs, one memory',
  },
  constants: {
    'book.chapter': bookChapter,
    'race.readSize': example('dataSize', 100, 'GB', 'the data each path reads in the "not uniform" race (decimal GB)'),
    'race.tickMillisecond': example('time', 1, 'ms', 'the first tick of the race\'s log time axis'),
    'race.tickTenMs': example('time', 10, 'ms', 'a tick of the race\'s log time axis'),
    'race.tickHundredMs': example('time', 100, 'ms', 'a tick of the race\'s log time axis'),
    'race.tickSecond': example('time', 1, 's', 'a tick of the race\'s log time axis'),
    'race.tickTenSeconds': example('time', 10, 's', 'the last tick of the race\'s log time axis'),
    'memory.modelSize': example('capacity', 500, 'GB', "a model's weights, in the same GB as the capacities"),
  },
  scenes: [
    {id: 'title', chapter: 'The Grace Blackwell Superchip', seconds: 10, beats: [
      {id: 'open', at: 0, motion: {kind: 'build', seconds: 3}, labels: [
        {id: 'title', text: 'The Grace Blackwell Superchip'},
        {id: 'subtitle', text: '{gb200.cpus} Grace CPU · {gb200.gpus} Blackwell GPUs · one coherent memory'},
      ]},
      {id: 'companion', at: 2, labels: [{id: 'companion', text: 'Companion to AI Systems Performance Engineering, Chapter {book.chapter}'}]},
    ]},
    {id: 'discrete-cpu-gpu', chapter: 'Before: CPU and GPU apart', seconds: 24, beats: [
      // beat: cpu
      {id: 'cpu', at: 0, focus: 'cpu', labels: [{id: 'cpu', text: 'CPU'}, {id: 'host-memory', text: 'DDR5 host memory'}]},
      // beat: gpu
      {id: 'gpu', at: 3, focus: 'gpu', labels: [
        {id: 'gpu', text: 'H100 SXM: {h100.hbm} HBM3 · {h100.hbmBandwidth}'},
        {id: 'gpu-name', text: 'GPU'},
        {id: 'hbm', text: 'HBM'},
      ]},
      // beat: pcie
      {id: 'pcie', at: 7, focus: 'pcie', labels: [
        {id: 'pcie', text: 'PCIe Gen5 x16 · {pcie5.eachWay}'},
        {id: 'pcie-note', text: "NVIDIA's {pcie5.bothWays}, halved"},
      ]},
      // beat: packets
      {id: 'packets', at: 11, motion: {kind: 'packets', seconds: 6}, caption: 'Two separate memory pools: data is copied over PCIe'},
      // beat: ratio
      {id: 'ratio', at: 17, labels: [{id: 'widths', text: 'Bus widths drawn to scale: bandwidth, one direction'}], caption: 'The GPU reads its own HBM {h100.hbmVsPcie} faster than it can pull from the CPU'},
    ]},
    {id: 'one-module', chapter: 'One module', seconds: 16, beats: [
      {id: 'gh200', at: 0, motion: {kind: 'build', seconds: 1.5}, labels: [
        {id: 'gh200', text: 'Grace Hopper (GH200): {gh200.cpus} CPU + {gh200.gpus} GPU on one module', until: 'gb200'},
        {id: 'grace', text: 'Grace CPU'},
        {id: 'hopper', text: 'Hopper GPU', until: 'gb200'},
        {id: 'c2c', text: 'NVLink-C2C'},
      ]},
      {id: 'gb200', at: 7, motion: {kind: 'build', seconds: 1.5}, labels: [
        {id: 'gb200', text: 'GB200: {gb200.cpus} Grace CPU + {gb200.gpus} Blackwell GPUs'},
        {id: 'blackwell-a', text: 'Blackwell GPU'},
        {id: 'blackwell-b', text: 'Blackwell GPU'},
      ], caption: 'GB200 puts {gb200.cpus} Grace CPU and {gb200.gpus} Blackwell GPUs on one board'},
    ]},
    {id: 'grace-cpu', chapter: 'The Grace CPU', seconds: 24, beats: [
      {id: 'cores', at: 0, motion: {kind: 'build', seconds: 3}, labels: [
        {id: 'grace', text: 'Grace CPU'},
        {id: 'cores', text: '{grace.cores} Arm Neoverse V2 cores'},
      ]},
      {id: 'memory', at: 6, labels: [
        {id: 'lpddr', text: 'LPDDR5X: up to {grace.lpddr} · {grace.lpddrBandwidth}'},
        {id: 'l3', text: 'L3 cache: {grace.l3} (spec)'},
      ]},
      {id: 'job', at: 13, motion: {kind: 'packets', seconds: 5}, labels: [
        {id: 'gpu-a', text: 'Blackwell GPU'},
        {id: 'gpu-b', text: 'Blackwell GPU'},
        {id: 'c2c', text: 'NVLink-C2C'},
      ], caption: "Grace's job: keep the GPUs fed — stream data, tokenize, augment"},
      {id: 'launches', at: 19, motion: {kind: 'packets', seconds: 3}, caption: 'Kernel launches no longer cross a PCIe bus'},
    ]},
    {id: 'nvlink-c2c', chapter: 'NVLink-C2C', seconds: 24, beats: [
      {id: 'link', at: 0, motion: {kind: 'build', seconds: 1.5}, labels: [
        {id: 'c2c', text: 'NVLink-C2C · {c2c.bothWays} · {c2c.eachWay} · cache-coherent'},
        {id: 'grace', text: 'Grace CPU'},
        {id: 'gpu-a', text: 'Blackwell GPU'},
        {id: 'gpu-b', text: 'Blackwell GPU'},
      ]},
      {id: 'bars', at: 6, motion: {kind: 'grow', seconds: 2}, labels: [
        {id: 'bar-pcie', text: 'PCIe Gen5 x16: {pcie5.eachWay:bare}'},
        {id: 'bar-c2c', text: 'NVLink-C2C: {c2c.eachWay:bare}'},
        {id: 'ratio', text: '{c2c.vsPcie} PCIe Gen5, each way'},
      ]},
      {id: 'coherence', at: 14, motion: {kind: 'highlight', seconds: 2}, labels: [
        {id: 'same-line', text: 'The same cache line on both sides'},
      ], caption: 'Coherent: the GPU reads CPU memory with ordinary loads — no copies'},
    ]},
    {id: 'dual-die-gpu', chapter: 'Blackwell: two dies, one GPU', seconds: 28, beats: [
      {id: 'dies', at: 0, motion: {kind: 'build', seconds: 1.5}, labels: [
        {id: 'transistors', text: '{b200.dies} dies × {b200.transistorsPerDie} transistors = {b200.transistors}'},
      ]},
      {id: 'nvhbi', at: 7, labels: [{id: 'nvhbi', text: 'NV-HBI: {b200.nvhbi} die-to-die'}], caption: 'Software sees one GPU'},
      {id: 'l2', at: 14, labels: [{id: 'l2', text: 'Shared L2: {b200.l2} (measured)'}]},
      {id: 'compare', at: 20, thumbnail: true, motion: {kind: 'grow', seconds: 2}, labels: [
        {id: 'vs-transistors', text: 'Transistors: {h100.transistors} → {b200.transistors} ({b200.vsH100Transistors})'},
        {id: 'vs-l2', text: 'L2: {h100.l2} → {b200.l2} ({b200.vsH100L2})'},
        {id: 'vs-bandwidth', text: 'HBM bandwidth: {h100.hbmBandwidth:bare} → {gb200.gpuHbmBandwidth:bare} ({b200.vsH100Bandwidth})'},
        {id: 'legend-h100', text: 'H100'},
        {id: 'legend-blackwell', text: 'Blackwell'},
      ]},
    ]},
    {id: 'hbm3e', chapter: 'HBM3e stacks', seconds: 24, beats: [
      {id: 'stack', at: 0, motion: {kind: 'build', seconds: 3}, labels: [
        {id: 'stack', text: '{hbm3e.diesPerStack}-high · {hbm3e.stackCapacity}'},
        {id: 'dram-dies', text: '{hbm3e.diesPerStack} DRAM dies of {hbm3e.dramDie}'},
      ]},
      {id: 'stacks', at: 9, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'physical', text: '{b200.hbmStacks} stacks × {hbm3e.stackCapacity} = {b200.hbmPhysical} physical'},
        {id: 'enabled', text: 'GB200 enables {gb200.gpuHbm} per GPU'},
        {id: 'gpu', text: 'Blackwell GPU'},
      ]},
      {id: 'bandwidth', at: 17, labels: [{id: 'bandwidth', text: '{gb200.gpuHbmBandwidth} per GPU'}]},
    ]},
    {id: 'unified-memory', chapter: 'One memory space', seconds: 25, beats: [
      {id: 'pool', at: 0, motion: {kind: 'grow', seconds: 2}, labels: [
        {id: 'total', text: '{gb200.gpus} × {gb200.gpuHbm} HBM3e + {grace.lpddr} LPDDR5X = {gb200.memoryTotal}'},
        {id: 'coherent', text: 'Close to a terabyte, all cache-coherent'},
        {id: 'gpu-a', text: 'Blackwell GPU'},
        {id: 'gpu-b', text: 'Blackwell GPU'},
        {id: 'grace', text: 'Grace CPU'},
        {id: 'seg-hbm-a', text: '{gb200.gpuHbm} HBM3e'},
        {id: 'seg-hbm-b', text: '{gb200.gpuHbm} HBM3e'},
        {id: 'seg-lpddr', text: '{grace.lpddr} LPDDR5X'},
      ]},
      {id: 'model', at: 12, motion: {kind: 'fill', seconds: 4}, labels: [
        {id: 'weights', text: 'A {memory.modelSize} model'},
        {id: 'spill', text: '{memory.spill} spills into LPDDR5X'},
      ], caption: "A model larger than one GPU's HBM runs on one module without partitioning"},
    ]},
    {id: 'not-uniform', chapter: 'Unified is not uniform', seconds: 22, beats: [
      {id: 'race', at: 0, motion: {kind: 'grow', seconds: 8}, labels: [
        {id: 'read', text: 'Read {race.readSize} from:'},
        {id: 'own-hbm', text: 'GPU ← its own HBM: {path.ownHbm:bare} → {race.ownHbmTime}'},
        {id: 'grace', text: 'GPU ← Grace LPDDR5X over C2C: at most {path.graceOverC2c:bare} → at least {race.graceTime}'},
        {id: 'pcie', text: 'PCIe server, for comparison: {path.pcieServer} → {race.pcieTime}'},
        {id: 'bound', text: "A bound: how C2C splits between the GPUs is unpublished"},
        {id: 'axis', text: 'Time to read, log scale'},
        {id: 'tick-a', text: '{race.tickMillisecond}'},
        {id: 'tick-b', text: '{race.tickTenMs}'},
        {id: 'tick-c', text: '{race.tickHundredMs}'},
        {id: 'tick-d', text: '{race.tickSecond}'},
        {id: 'tick-e', text: '{race.tickTenSeconds}'},
      ]},
      {id: 'hot', at: 12, caption: 'Keep hot data in HBM'},
      {id: 'prefetch', at: 16, caption: 'Prefetch with cudaMemPrefetchAsync and hint with cudaMemAdvise'},
    ]},
    {id: 'recap', chapter: 'Recap', seconds: 16, beats: [
      {id: 'whole', at: 0, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'module', text: 'One module: {gb200.cpus} Grace CPU + {gb200.gpus} Blackwell GPUs'},
        {id: 'memory', text: '{gb200.memoryTotal} of coherent memory'},
        {id: 'c2c', text: 'C2C: {c2c.bothWays}'},
        {id: 'hbm', text: 'HBM: {gb200.gpuHbmBandwidth} per GPU'},
        {id: 'lpddr', text: 'LPDDR5X'},
        {id: 'grace', text: 'Grace CPU'},
        {id: 'gpu-a', text: 'Blackwell GPU'},
        {id: 'gpu-b', text: 'Blackwell GPU'},
        {id: 'link-c2c', text: 'NVLink-C2C'},
        {id: 'link-nvhbi', text: 'NV-HBI'},
        {id: 'link-hbm', text: 'HBM3e'},
      ]},
      {id: 'next', at: 11, caption: 'Next: {nvl72.superchips} of these fill one GB200 NVL72 rack'},
    ]},
  ],
});
