import {bookChapter, example} from '../../src/script/example';
import {defineVideo} from '../../src/script/define-video';

// The Grace Blackwell Superchip — storyboards.md §1. Seconds, not frames; every number a reference.
export const script = defineVideo({
  id: 'grace-blackwell',
  title: 'The Grace Blackwell Superchip',
  subtitle: '{gb200.cpus} Grace CPU · {gb200.gpus} Blackwell GPUs · one address space',
  lengthSeconds: 213,
  delivery: {
    summary: 'A silent, labelled walkthrough of the GB200 superchip: from a PCIe-bound CPU+GPU server to one module with {gb200.cpus} Grace CPU, {gb200.gpus} Blackwell GPUs, NVLink-C2C at {c2c.bothWays} and {gb200.memoryTotal} in one address space. A companion to Chapter {book.chapter:num} of AI Systems Performance Engineering.',
    tags: ['GB200', 'Grace Blackwell', 'NVIDIA', 'superchip', 'NVLink-C2C', 'HBM3e', 'GPU architecture', 'AI systems performance engineering', 'unified memory'],
    categoryId: '28',
    language: 'en',
  },
  constants: {
    'book.chapter': bookChapter,
    'race.readSize': example('dataSize', 100, 'GB', 'the data each path reads in the "not uniform" race (decimal GB)'),
    'race.tickMillisecond': example('time', 1, 'ms', 'the first tick of the race\'s log time axis'),
    'race.tickTenMs': example('time', 10, 'ms', 'a tick of the race\'s log time axis'),
    'race.tickHundredMs': example('time', 100, 'ms', 'a tick of the race\'s log time axis'),
    'race.tickSecond': example('time', 1, 's', 'a tick of the race\'s log time axis'),
    'race.tickTenSeconds': example('time', 10, 's', 'the last tick of the race\'s log time axis'),
    'memory.dataSize': example('capacity', 300, 'GB', "one GPU's working set, larger than its HBM, in the same GB as the capacities"),
  },
  scenes: [
    {id: 'title', chapter: 'The Grace Blackwell Superchip', seconds: 10, beats: [
      {id: 'open', at: 0, motion: {kind: 'build', seconds: 3}, labels: [
        {id: 'title', text: 'The Grace Blackwell Superchip', claim: false},
        {id: 'subtitle', text: '{gb200.cpus} Grace CPU · {gb200.gpus} Blackwell GPUs · one address space', source: 'gb200Blog'},
      ]},
      {id: 'companion', at: 2, labels: [{id: 'companion', text: 'Companion to AI Systems Performance Engineering, Chapter {book.chapter}', source: 'book: Chapter 2, The CPU and GPU Superchip'}]},
    ]},
    {id: 'discrete-cpu-gpu', chapter: 'Before: CPU and GPU apart', seconds: 24, beats: [
      // beat: cpu
      {id: 'cpu', at: 0, focus: 'cpu', labels: [{id: 'cpu', text: 'CPU'}, {id: 'host-memory', text: 'DDR5 host memory'}]},
      // beat: gpu
      {id: 'gpu', at: 3, focus: 'gpu', labels: [
        {id: 'gpu', text: 'H100 SXM: {h100.hbm} HBM3 · {h100.hbmBandwidth}', source: 'h100Page'},
        {id: 'gpu-name', text: 'GPU'},
        {id: 'hbm', text: 'HBM'},
      ]},
      // beat: pcie
      {id: 'pcie', at: 7, focus: 'pcie', labels: [
        {id: 'pcie', text: 'PCIe Gen5 x16 · {pcie5.eachWay}', source: 'blackwellDatasheet'},
        {id: 'pcie-note', text: "NVIDIA's {pcie5.bothWays}, halved", source: 'blackwellDatasheet'},
      ]},
      // beat: packets
      {id: 'packets', at: 11, motion: {kind: 'packets', seconds: 6}, caption: {text: 'Two separate memory pools: data is copied over PCIe', source: 'book: Chapter 2, The CPU and GPU Superchip'}},
      // beat: ratio
      {id: 'ratio', at: 17, labels: [{id: 'widths', text: 'Bus widths drawn to scale: bandwidth, one direction', claim: false}],
        caption: {text: 'The GPU reads its own HBM {h100.hbmVsPcie} faster than it can pull from the CPU', source: 'h100Page'}},
    ]},
    {id: 'one-module', chapter: 'One module', seconds: 16, beats: [
      {id: 'gh200', at: 0, motion: {kind: 'build', seconds: 1.5}, labels: [
        {id: 'gh200', text: 'Grace Hopper (GH200): {gh200.cpus} CPU + {gh200.gpus} GPU on one module', until: 'gb200', source: 'graceHopperBlog'},
        {id: 'grace', text: 'Grace CPU'},
        {id: 'hopper', text: 'Hopper GPU', until: 'gb200'},
        {id: 'c2c', text: 'NVLink-C2C'},
      ]},
      {id: 'gb200', at: 7, motion: {kind: 'build', seconds: 1.5}, labels: [
        {id: 'gb200', text: 'GB200: {gb200.cpus} Grace CPU + {gb200.gpus} Blackwell GPUs', source: 'gb200Page'},
        {id: 'blackwell-a', text: 'Blackwell GPU'},
        {id: 'blackwell-b', text: 'Blackwell GPU'},
      ], caption: {text: 'GB200 puts {gb200.cpus} Grace CPU and {gb200.gpus} Blackwell GPUs on one board', source: 'gb200Page'}},
    ]},
    {id: 'grace-cpu', chapter: 'The Grace CPU', seconds: 24, beats: [
      {id: 'cores', at: 0, motion: {kind: 'build', seconds: 3}, labels: [
        {id: 'grace', text: 'Grace CPU'},
        {id: 'cores', text: '{grace.cores} Arm Neoverse V2 cores', source: 'gb200Page'},
      ]},
      {id: 'memory', at: 6, labels: [
        {id: 'lpddr', text: 'LPDDR5X: up to {grace.lpddr} · {grace.lpddrBandwidth}', source: 'gb200Page'},
        {id: 'lpddr-origin', text: '{grace.lpddrBandwidth:bare} = {grace.lpddrBandwidth:qualifier}', source: 'gb200Page'},
        {id: 'l3', text: 'L3 cache: {grace.l3} (spec)', source: 'graceHopperBlog'},
      ]},
      {id: 'job', at: 13, motion: {kind: 'packets', seconds: 5}, labels: [
        {id: 'gpu-a', text: 'Blackwell GPU'},
        {id: 'gpu-b', text: 'Blackwell GPU'},
        {id: 'c2c', text: 'NVLink-C2C'},
      ], caption: {text: "Grace's job: keep the GPUs fed — stream data, tokenize, augment", source: 'book: Chapter 2, The CPU and GPU Superchip'}},
      {id: 'launches', at: 19, motion: {kind: 'packets', seconds: 3}, caption: {text: 'Kernel launches no longer cross a PCIe bus', source: 'book: Chapter 2, The CPU and GPU Superchip'}},
    ]},
    {id: 'nvlink-c2c', chapter: 'NVLink-C2C', seconds: 24, beats: [
      {id: 'link', at: 0, motion: {kind: 'build', seconds: 1.5}, labels: [
        {id: 'c2c', text: 'NVLink-C2C · {c2c.bothWays} · {c2c.eachWay} · cache-coherent', source: 'gb200Blog'},
        {id: 'grace', text: 'Grace CPU'},
        {id: 'gpu-a', text: 'Blackwell GPU'},
        {id: 'gpu-b', text: 'Blackwell GPU'},
      ]},
      {id: 'bars', at: 6, motion: {kind: 'grow', seconds: 2}, labels: [
        {id: 'bar-pcie', text: 'PCIe Gen5 x16: {pcie5.eachWay:bare}', source: 'blackwellDatasheet'},
        {id: 'bar-c2c', text: 'NVLink-C2C: {c2c.eachWay:bare}', source: 'gb200Blog'},
        {id: 'ratio', text: '{c2c.vsPcie} one PCIe Gen5 x16 link, each way (C2C serves both GPUs)', source: 'gb200Blog'},
      ]},
      {id: 'coherence', at: 14, motion: {kind: 'highlight', seconds: 2}, labels: [
        {id: 'same-line', text: 'The same cache line on both sides', source: 'graceHopperBlog'},
      ], caption: {text: 'Coherent: the GPU reads CPU memory with ordinary loads — no copies', source: 'graceHopperBlog'}},
    ]},
    {id: 'dual-die-gpu', chapter: 'Blackwell: two dies, one GPU', seconds: 28, beats: [
      {id: 'dies', at: 0, motion: {kind: 'build', seconds: 1.5}, labels: [
        {id: 'transistors', text: '{b200.dies} dies × {b200.transistorsPerDie} transistors = {b200.transistors}', source: 'blackwellArchitecture'},
      ]},
      {id: 'nvhbi', at: 7, labels: [{id: 'nvhbi', text: 'NV-HBI: {b200.nvhbi} die-to-die', source: 'blackwellArchitecture'}],
        caption: {text: 'Software sees one GPU', source: 'blackwellArchitecture'}},
      {id: 'l2', at: 14, labels: [{id: 'l2', text: 'Shared L2: {b200.l2} ({b200.l2:qualifier})', source: 'deviceQuery'}]},
      {id: 'compare', at: 20, thumbnail: true, motion: {kind: 'grow', seconds: 2}, labels: [
        {id: 'vs-transistors', text: 'Transistors: {h100.transistors} → {b200.transistors} ({b200.vsH100Transistors})', source: 'hopperBlog'},
        {id: 'vs-l2', text: 'L2: {h100.l2} → {b200.l2}, {b200.vsH100L2}, {b200.l2:qualifier}', source: 'deviceQuery'},
        {id: 'vs-bandwidth', text: 'HBM bandwidth: {h100.hbmBandwidth:bare} → {gb200.gpuHbmBandwidth:bare} ({b200.vsH100Bandwidth})', source: 'blackwellDatasheet'},
        {id: 'legend-h100', text: 'H100'},
        {id: 'legend-blackwell', text: 'Blackwell'},
      ]},
    ]},
    {id: 'hbm3e', chapter: 'HBM3e stacks', seconds: 24, beats: [
      {id: 'stack', at: 0, motion: {kind: 'build', seconds: 3}, labels: [
        {id: 'stack', text: '{hbm3e.diesPerStack}-high · {hbm3e.stackCapacity}'},
        {id: 'dram-dies', text: '{hbm3e.diesPerStack} DRAM dies of {hbm3e.dramDie}', source: 'micronHbm'},
      ]},
      {id: 'stacks', at: 9, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'physical', text: '{b200.hbmStacks} stacks × {hbm3e.stackCapacity} = {b200.hbmPhysical} physical', source: 'blackwellHotChips'},
        {id: 'enabled', text: 'GB200 spec: {gb200.gpuHbm} per GPU (HGX B200: {hgxB200.gpuHbm})', source: 'blackwellDatasheet'},
        {id: 'gpu', text: 'Blackwell GPU'},
      ]},
      {id: 'bandwidth', at: 17, labels: [{id: 'bandwidth', text: '{gb200.gpuHbmBandwidth} per GPU', source: 'blackwellDatasheet'}]},
    ]},
    {id: 'unified-memory', chapter: 'One memory space', seconds: 25, beats: [
      {id: 'pool', at: 0, motion: {kind: 'grow', seconds: 2}, labels: [
        {id: 'total', text: '{gb200.gpus} × {gb200.gpuHbm} HBM3e + {grace.lpddr} LPDDR5X = {gb200.memoryTotal}', source: 'gb200Page'},
        {id: 'coherent', text: 'Close to a terabyte in one address space; coherent CPU ↔ GPU over C2C', source: 'graceHopperBlog'},
        {id: 'gpu-a', text: 'Blackwell GPU'},
        {id: 'gpu-b', text: 'Blackwell GPU'},
        {id: 'grace', text: 'Grace CPU'},
        {id: 'seg-hbm-a', text: '{gb200.gpuHbm} HBM3e'},
        {id: 'seg-hbm-b', text: '{gb200.gpuHbm} HBM3e'},
        {id: 'seg-lpddr', text: '{grace.lpddr} LPDDR5X'},
      ]},
      {id: 'model', at: 12, motion: {kind: 'fill', seconds: 4}, labels: [
        {id: 'weights', text: '{memory.dataSize} for one GPU', claim: false},
        {id: 'other', text: 'Other GPU: a separate CUDA device', source: 'tuningGuide'},
        {id: 'spill', text: '{memory.spill} in LPDDR5X, read over C2C at {path.graceOverC2c:bare} at best', source: 'gb200Page'},
      ], caption: {text: "One GPU can address more than its HBM: the rest sits in Grace's memory", source: 'graceHopperBlog'}},
    ]},
    {id: 'not-uniform', chapter: 'Unified is not uniform', seconds: 22, beats: [
      {id: 'race', at: 0, motion: {kind: 'grow', seconds: 8}, labels: [
        {id: 'read', text: 'Read {race.readSize} from:'},
        {id: 'own-hbm', text: 'GPU ← its own HBM: {path.ownHbm:bare} at peak → {race.ownHbmTime} at best', source: 'blackwellDatasheet'},
        {id: 'grace', text: 'GPU ← Grace LPDDR5X over C2C: {path.graceOverC2c:bare} at best → {race.graceTime} at best', source: 'gb200Page'},
        {id: 'pcie', text: 'PCIe server, for comparison: {path.pcieServer} at peak → {race.pcieTime} at best', source: 'blackwellDatasheet'},
        {id: 'bound', text: "Best cases: how C2C splits between the GPUs is unpublished", source: 'gb200Blog'},
        {id: 'axis', text: 'Time to read, log scale', claim: false},
        {id: 'tick-a', text: '{race.tickMillisecond}'},
        {id: 'tick-b', text: '{race.tickTenMs}'},
        {id: 'tick-c', text: '{race.tickHundredMs}'},
        {id: 'tick-d', text: '{race.tickSecond}'},
        {id: 'tick-e', text: '{race.tickTenSeconds}'},
      ]},
      {id: 'hot', at: 12, caption: {text: 'Keep hot data in HBM', source: 'book: Chapter 2, The CPU and GPU Superchip'}},
      {id: 'prefetch', at: 16, caption: {text: 'Prefetch with cudaMemPrefetchAsync and hint with cudaMemAdvise', source: 'cudaUnifiedMemory'}},
    ]},
    {id: 'recap', chapter: 'Recap', seconds: 16, beats: [
      {id: 'whole', at: 0, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'module', text: 'One module: {gb200.cpus} Grace CPU + {gb200.gpus} Blackwell GPUs', source: 'gb200Page'},
        {id: 'memory', text: '{gb200.memoryTotal} in one address space', source: 'gb200Page'},
        {id: 'c2c', text: 'C2C: {c2c.bothWays}'},
        {id: 'hbm', text: 'HBM: {gb200.gpuHbmBandwidth} per GPU', source: 'blackwellDatasheet'},
        {id: 'lpddr', text: 'LPDDR5X'},
        {id: 'grace', text: 'Grace CPU'},
        {id: 'gpu-a', text: 'Blackwell GPU'},
        {id: 'gpu-b', text: 'Blackwell GPU'},
        {id: 'link-c2c', text: 'NVLink-C2C'},
        {id: 'link-nvhbi', text: "NV-HBI: between each GPU's two dies", source: 'blackwellArchitecture'},
        {id: 'link-hbm', text: 'HBM3e'},
      ]},
      {id: 'next', at: 11, caption: {text: 'Next: {nvl72.superchips} of these fill one GB200 NVL72 rack', source: 'gb200Page'}},
    ]},
  ],
});
