import {bookChapter, example} from '../../src/script/example';
import {defineVideo} from '../../src/script/define-video';

// Inside the SM — storyboards.md §2. The warp scenes (6–8) draw the simulation in simulate-warps.ts.
export const script = defineVideo({
  id: 'inside-the-sm',
  title: 'Inside the SM',
  subtitle: 'How a GPU runs warps of {sm.warpSize} threads and hides memory latency',
  lengthSeconds: 188,
  delivery: {
    summary: 'A silent, labelled walkthrough of the Blackwell streaming multiprocessor: its {sm.schedulers} processing blocks, the memory ladder from registers to HBM, warps of {sm.warpSize} threads, and how switching between warps hides a {latency.hbm} load. Driven by a cycle-level scheduler simulation. A companion to Chapter {book.chapter:num} of AI Systems Performance Engineering.',
    tags: ['streaming multiprocessor', 'CUDA', 'warps', 'SIMT', 'GPU architecture', 'Blackwell', 'latency hiding', 'occupancy', 'AI systems performance engineering'],
    categoryId: '28',
    language: 'en',
    thumbnailHook: '{sim.manyWarps} warps hide the wait',
  },
  constants: {
    'book.chapter': bookChapter,
    'kernel.work': example('count', 79, '', 'C: independent instructions per global load in the example kernel'),
    'kernel.loads': example('count', 1, '', 'one global load per loop iteration'),
    'chart.fewestWarps': example('count', 1, '', 'the utilization chart starts at one warp per scheduler'),
    'chart.full': example('percent', 100, '%', 'the top of the utilization chart: the scheduler issues every cycle'),
    'block.threads': example('count', 256, '', 'threads in the example thread block'),
    'ladder.gridStep': example('ratio', 10, '×', 'log scale of the memory ladder: one gridline per factor of ten'),
    'trace.cyclesPerSecond': example('count', 100, '', 'time compression of the one-warp scene: cycles shown per second on screen'),
    'trace.switchCyclesPerSecond': example('count', 300, '', 'time compression of the warp-switching scene: fast enough to show several loop periods'),
  },
  scenes: [
    {id: 'title', chapter: 'Inside the SM', seconds: 10, beats: [
      {id: 'open', at: 0, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'title', text: 'Inside the Streaming Multiprocessor'},
        {id: 'subtitle', text: 'How a GPU runs warps of {sm.warpSize} threads and hides memory latency'},
      ]},
      {id: 'companion', at: 2, labels: [{id: 'companion', text: 'Companion to AI Systems Performance Engineering, Chapter {book.chapter}'}]},
    ]},
    {id: 'gpu-to-sm', chapter: 'From GPU to SM', seconds: 18, beats: [
      {id: 'gpu', at: 0, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'sms', text: '{sm.count} SMs ({sm.perDieEnabled} of {sm.perDiePhysical} per die enabled) · measured on B200', until: 'zoom'},
        {id: 'disabled', text: 'Dashed outline: an SM on the die that is not enabled', until: 'zoom'},
      ]},
      {id: 'zoom', at: 9, motion: {kind: 'zoom', seconds: 2}, focus: 'one-sm', caption: "The SM is the GPU's core: {sm.count} of them work in parallel"},
    ]},
    {id: 'sm-anatomy', chapter: 'What an SM contains', seconds: 30, beats: [
      {id: 'scheduler', at: 0, focus: 'scheduler', labels: [{id: 'scheduler', text: 'Warp scheduler + dispatch: {sm.issuePerClock} instruction per clock'}]},
      {id: 'registers', at: 4, focus: 'registers', labels: [{id: 'registers', text: 'Register file: {sm.registerFilePerBlock} per block, {sm.registerFile} per SM'}]},
      {id: 'fp32', at: 8, focus: 'fp32', labels: [{id: 'fp32', text: '{sm.fp32LanesPerBlock} FP32 lanes per block'}]},
      {id: 'tensor', at: 12, focus: 'tensor', labels: [{id: 'tensor', text: 'Tensor Core: {sm.tensorCoreGeneration:ordinal} generation, one per block'}]},
      {id: 'sfu', at: 16, focus: 'sfu', labels: [{id: 'sfu', text: 'Special function units'}]},
      {id: 'ldst', at: 19, focus: 'ldst', labels: [{id: 'ldst', text: 'Load/store units'}]},
      {id: 'shared', at: 22, focus: 'shared', labels: [{id: 'shared', text: 'L1 / shared memory: {sm.l1Shared}, up to {sm.sharedMax} as shared'}]},
      {id: 'tmem', at: 25, focus: 'tmem', labels: [{id: 'tmem', text: 'Tensor Memory: {sm.tensorMemory}, new in Blackwell'}]},
    ]},
    {id: 'memory-hierarchy', chapter: 'The memory hierarchy', seconds: 30, beats: [
      {id: 'ladder', at: 0, motion: {kind: 'build', seconds: 3}, labels: [
        {id: 'registers', text: 'Registers (per thread)'},
        {id: 'shared', text: 'L1 / shared (per SM)'},
        {id: 'l2', text: 'L2: {b200.l2}, shared by all SMs'},
        {id: 'hbm', text: 'HBM3e: {gb200.gpuHbm} in GB200, off-chip'},
      ]},
      {id: 'off-chip', at: 7, labels: [{id: 'off-chip', text: 'Off-chip starts here'}]},
      {id: 'latency', at: 14, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'scale', text: 'Latency, log scale: gridlines {ladder.gridStep} apart'},
        {id: 'lat-registers', text: '{latency.register} (a dependent FMA takes {latency.fma:num})'},
        {id: 'lat-shared', text: '{latency.shared}'},
        {id: 'lat-l2', text: '{latency.l2}'},
        {id: 'lat-hbm', text: '{latency.hbm}'},
        {id: 'lat-note', text: "Measured on B200; HBM's {latency.hbmNs} at the same {sm.clock} clock"},
      ]},
      {id: 'advice', at: 23, caption: 'Keep data as high on the ladder as you can'},
    ]},
    {id: 'warps', chapter: 'Threads run in warps', seconds: 22, beats: [
      {id: 'split', at: 0, motion: {kind: 'build', seconds: 3}, labels: [
        {id: 'block', text: 'A block of {block.threads} threads = {block.warps} warps of {sm.warpSize}'},
      ]},
      {id: 'simt', at: 5, motion: {kind: 'highlight', seconds: 2}, labels: [
        {id: 'simt', text: 'SIMT: one instruction issued for {sm.warpSize} threads at once'},
        {id: 'diverge', text: 'Threads may diverge: since Volta, code must not assume lockstep'},
      ]},
      {id: 'resident', at: 13, labels: [
        {id: 'resident', text: 'Up to {sm.maxWarps} warps ({sm.maxThreads} threads) live on one SM — {sm.warpsPerScheduler} per scheduler'},
      ]},
    ]},
    {id: 'the-stall', chapter: 'A warp waits on memory', seconds: 20, beats: [
      {id: 'kernel', at: 0, labels: [
        {id: 'kernel', text: 'Each warp: {kernel.work} independent instructions, then {kernel.loads} load · load latency {latency.hbm}'},
        {id: 'compression', text: 'Time slowed down: {trace.cyclesPerSecond} cycles per second'},
        {id: 'lanes', text: "The warp's {sm.warpSize} lanes"},
        {id: 'warp-row', text: 'Warp'},
        {id: 'scheduler-row', text: 'Scheduler'},
        {id: 'time', text: 'Time (cycles) →'},
      ]},
      {id: 'run', at: 2, motion: {kind: 'trace', seconds: 11.2}, labels: [
        {id: 'countdown', text: 'Cycles until its load returns'},
        {id: 'meter', text: 'Scheduler busy: {sim.oneWarpUtilization}', counting: true},
      ]},
      {id: 'waits', at: 13.5, caption: 'With one warp, the SM mostly waits'},
    ]},
    {id: 'warp-switching', chapter: 'Switching warps hides latency', seconds: 30, beats: [
      {id: 'many', at: 0, labels: [
        {id: 'warps', text: '{sim.manyWarps} warps on one scheduler'},
        {id: 'legend', text: 'Red: waiting on memory · green: ready'},
        {id: 'countdowns', text: 'Numbers: cycles until each load returns'},
        {id: 'kernel', text: 'Same kernel: {kernel.work} instructions, then {kernel.loads} load · latency {latency.hbm}'},
        {id: 'compression', text: 'Time slowed down: {trace.switchCyclesPerSecond} cycles per second'},
        {id: 'scheduler-row', text: 'Scheduler'},
      ]},
      {id: 'run', at: 2, motion: {kind: 'trace', seconds: 14}, labels: [
        {id: 'meter', text: 'Scheduler busy: {sim.manyWarpsUtilization}', counting: true},
        {id: 'one-warp', text: 'Mark: one warp, {sim.oneWarpUtilization}'},
      ]},
      {id: 'free-switch', at: 18, thumbnail: true, caption: 'Switching costs nothing: each warp keeps its registers on the SM'},
      {id: 'any-ready', at: 24, caption: 'Each clock, the scheduler issues from any ready warp'},
    ]},
    {id: 'how-many-warps', chapter: 'How many warps does it take?', seconds: 16, beats: [
      {id: 'chart', at: 0, motion: {kind: 'grow', seconds: 3}, labels: [
        {id: 'axes', text: 'Scheduler busy vs. warps per scheduler'},
        {id: 'kernel', text: 'Simulated: {kernel.work} instructions per load · latency {latency.hbm}'},
        {id: 'y-top', text: '{chart.full}'},
        {id: 'x-first', text: '{chart.fewestWarps}'},
        {id: 'x-last', text: '{sim.manyWarps}'},
        {id: 'x-axis', text: 'Warps per scheduler'},
      ], caption: 'Warps needed ≈ (work + latency) ÷ work — what occupancy buys'},
      {id: 'saturate', at: 3.5, labels: [
        {id: 'first-value', text: '{sim.oneWarpUtilization}'},
        {id: 'saturates', text: 'Saturates at {sim.saturationWarps} warps'},
      ]},
    ]},
    {id: 'recap', chapter: 'Recap', seconds: 12, beats: [
      {id: 'whole', at: 0, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'sm-panel', text: 'The SM: {sm.schedulers} schedulers'},
        {id: 'ladder-panel', text: 'The memory ladder'},
        {id: 'trace-panel', text: '{sim.manyWarps} warps on one scheduler'},
        {id: 'warps', text: 'Warps of {sm.warpSize} threads'},
        {id: 'issue', text: '{sm.issuePerClock} instruction per clock per scheduler'},
        {id: 'hide', text: 'Many warps hide memory latency'},
      ]},
    ]},
  ],
});
