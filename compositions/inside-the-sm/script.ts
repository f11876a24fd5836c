import {bookChapter, example} from '../../src/script/example';
import {defineVideo} from '../../src/script/define-video';

// Inside the SM — see docs/design.md for the rules a script follows. The warp scenes (6–8) draw the simulation in simulate-warps.ts.
export const script = defineVideo({
  id: 'inside-the-sm',
  title: 'Inside the SM',
  subtitle: 'How a GPU runs warps of {sm.warpSize} threads and hides memory latency',
  lengthSeconds: 188,
  delivery: {
    summary:
      'A silent, labelled walkthrough of the Blackwell streaming multiprocessor: its {sm.schedulers} processing blocks, the memory ladder from registers to HBM, warps of {sm.warpSize} threads, and how switching between warps hides the latency of a load ({kernel.latency} in the example kernel). Driven by a cycle-level scheduler simulation. A companion to Chapter {book.chapter:num} of AI Systems Performance Engineering.',
    tags: [
      'streaming multiprocessor',
      'CUDA',
      'warps',
      'SIMT',
      'GPU architecture',
      'Blackwell',
      'latency hiding',
      'occupancy',
      'AI systems performance engineering',
    ],
    categoryId: '28',
    language: 'en',
    thumbnailHook: '{sim.manyWarps} warps hide the wait',
  },
  constants: {
    'book.chapter': bookChapter,
    'kernel.work': example('count', 79, '', 'C: independent instructions per global load in the example kernel'),
    'kernel.loads': example('count', 1, '', 'one global load per loop iteration'),
    'kernel.latency': example(
      'cycles',
      1000,
      'cycles',
      "L: the example kernel's global-load latency, in the order of B200's HBM rung (~0.5–0.8 µs ≈ ~1,000–1,600 cycles); not a measurement",
    ),
    'chart.fewestWarps': example('count', 1, '', 'the utilization chart starts at one warp per scheduler'),
    'chart.full': example('percent', 100, '%', 'the top of the utilization chart: the scheduler issues every cycle'),
    'block.threads': example('count', 256, '', 'threads in the example thread block'),
    'kernel.registersPerThread': example(
      'count',
      64,
      '',
      'registers per thread of the example kernel (what occupancy costs)',
    ),
    'kernel.ilpFactor': example(
      'ratio',
      2,
      '×',
      'the second lever: the example kernel with this many times the independent instructions per load',
    ),
    'ladder.gridStep': example('ratio', 10, '×', 'log scale of the memory ladder: one gridline per factor of ten'),
    'trace.cyclesPerSecond': example(
      'count',
      100,
      '',
      'time compression of the one-warp scene: cycles shown per second on screen',
    ),
    'trace.switchCyclesPerSecond': example(
      'count',
      320,
      '',
      'time compression of the warp-switching scene: one round of its steady state (16 warps × 80 cycles) in 4 s, a whole number of frames at 24, 30 and 60 fps',
    ),
    'flight.cyclesPerSecond': example(
      'count',
      720,
      '',
      'time compression of the loads-in-flight picture: its 3 s period (2,160 cycles) holds whole loads of one warp (one per 1,080 cycles: two) and of a full scheduler (one per 80 cycles: 27)',
    ),
  },
  // the named parts of the drawings: what enter.carries and focus name, and what the scenes' <Part id> and focus reads may use
  parts: [
    'dies',
    'one-sm',
    'scheduler',
    'registers',
    'fp32',
    'tensor',
    'sfu',
    'ldst',
    'shared',
    'tmem',
    'frame',
    'l2',
    'hbm',
    'off-chip',
    'scale',
    'warp',
    'warp-row',
    'scheduler-row',
    'lanes',
    'meter',
    'first-bar',
    'saturating-bar',
    'occupancy-bar',
    'bar',
  ],
  scenes: [
    {
      id: 'title',
      chapter: 'Inside the SM',
      seconds: 10,
      beats: [
        {
          id: 'open',
          describe: 'A GPU’s grid of SMs draws itself behind the title.',
          at: 0,
          motion: {kind: 'build', seconds: 2},
          labels: [
            {id: 'title', text: 'Inside the Streaming Multiprocessor', claim: false},
            {
              id: 'subtitle',
              text: 'How a GPU runs warps of {sm.warpSize} threads and hides memory latency',
              source: 'cudaGuide',
            },
          ],
        },
        {
          id: 'companion',
          describe: 'The grid stays; a line of text names the book this video accompanies.',
          at: 2,
          labels: [
            {
              id: 'companion',
              text: 'Companion to AI Systems Performance Engineering, Chapter {book.chapter}',
              source: 'book: Chapter 2, Streaming Multiprocessor, Threads, and Warps',
            },
          ],
        },
      ],
    },
    {
      id: 'gpu-to-sm',
      chapter: 'From GPU to SM',
      seconds: 16,
      beats: [
        {
          id: 'gpu',
          describe:
            'The GPU, an HGX B200 as the label says, is drawn as two dies full of SM tiles; the few not enabled have dashed outlines.',
          at: 0,
          motion: {kind: 'build', seconds: 2, builds: ['dies']},
          labels: [
            {
              id: 'sms',
              of: 'dies',
              text: 'HGX B200: {sm.count} SMs ({sm.perDieEnabled} of {sm.perDiePhysical} per die enabled) · {sm.count:qualifier}',
              until: 'zoom',
              source: 'chipsAndCheese',
            },
            {
              id: 'disabled',
              of: 'dies',
              text: 'Dashed outline: an SM on the die that is not enabled',
              until: 'zoom',
              claim: false,
            },
          ],
        },
        {
          id: 'zoom',
          describe: 'The view zooms into one SM tile until it fills the frame.',
          at: 8.5,
          motion: {kind: 'zoom', seconds: 2},
          focus: 'one-sm',
          caption: {
            text: "The SM is the GPU's core: HGX B200 runs {sm.count} in parallel ({sm.count:qualifier})",
            source: 'deviceQuery',
          },
        },
      ],
    },
    {
      id: 'sm-anatomy',
      chapter: 'What an SM contains',
      seconds: 30,
      enter: {kind: 'camera', seconds: 1, carries: ['one-sm']},
      beats: [
        {
          id: 'scheduler',
          describe:
            'The SM is drawn as four quarters, the processing blocks; each one’s warp scheduler lights up at its top.',
          at: 0,
          focus: 'scheduler',
          labels: [
            {
              id: 'scheduler',
              text: 'Processing block (SMSP): warp scheduler, {sm.issuePerClock} instruction per clock',
              source: 'cudaGuideCc10',
            },
          ],
        },
        {
          id: 'registers',
          describe: 'The register file in each quarter lights up.',
          at: 4,
          focus: 'registers',
          labels: [
            {
              id: 'registers',
              text: 'Register file: {sm.registerFilePerSmsp} per SMSP, {sm.registerFile} per SM',
              source: 'cudaGuide',
            },
          ],
        },
        {
          id: 'fp32',
          describe: 'Rows of FP32 lanes light up in each quarter.',
          at: 8,
          focus: 'fp32',
          labels: [{id: 'fp32', text: '{sm.fp32LanesPerSmsp} FP32 lanes per SMSP', source: 'cudaGuideCc10'}],
        },
        {
          id: 'tensor',
          describe:
            'One Tensor Core per quarter lights up; its label adds that they supply nearly all of the GPU’s peak FLOPs (the datasheet’s Tensor Core figures are petaFLOPS, its FP32 figure tens of teraFLOPS).',
          at: 12,
          focus: 'tensor',
          labels: [
            {
              id: 'tensor',
              text: "Tensor Cores ({sm.tensorCoreGeneration:ordinal} gen.): {sm.tensorCores} per SM, nearly all the GPU's peak FLOPs",
              source: 'cudaGuideCc10',
            },
          ],
        },
        {
          id: 'sfu',
          describe: 'The special function units light up beside the lanes.',
          at: 17.5,
          focus: 'sfu',
          labels: [{id: 'sfu', text: 'Special function units'}],
        },
        {
          id: 'ldst',
          describe: 'The load/store units light up at the bottom of each quarter.',
          at: 20,
          focus: 'ldst',
          labels: [{id: 'ldst', text: 'Load/store units'}],
        },
        {
          id: 'shared',
          describe:
            'A band of L1 / shared memory lights up in the middle of the SM, between the top and bottom pairs of processing blocks, shared by all four.',
          at: 22.5,
          focus: 'shared',
          labels: [
            {
              id: 'shared',
              text: 'L1 / shared memory: {sm.l1Shared}, up to {sm.sharedMax} as shared',
              source: 'cudaGuide',
            },
          ],
        },
        {
          id: 'tmem',
          describe: 'The Tensor Memory band lights up, just below the L1 / shared band between the processing blocks.',
          at: 25.5,
          focus: 'tmem',
          labels: [
            {id: 'tmem', text: 'Tensor Memory: {sm.tensorMemory}, new in data-centre Blackwell', source: 'ptxIsa'},
          ],
        },
      ],
    },
    {
      id: 'memory-hierarchy',
      chapter: 'The memory hierarchy',
      seconds: 26,
      enter: {kind: 'carry', seconds: 1, carries: ['registers', 'shared']},
      beats: [
        {
          id: 'ladder',
          describe:
            'The SM’s register files and L1 / shared band become the top rungs of a ladder of memories that fills the frame, from registers at the top to HBM at the bottom, each rung wider and farther from the cores.',
          at: 0,
          motion: {kind: 'build', seconds: 2.2, builds: ['l2', 'hbm']},
          labels: [
            {id: 'registers', text: 'Registers (per thread)', of: 'registers'},
            {id: 'shared', text: 'L1 / shared (per SM)', of: 'shared', source: 'cudaGuide'},
            {id: 'l2', text: 'L2: {b200.l2} · {b200.l2:qualifier}', of: 'l2', source: 'deviceQuery'},
            {id: 'hbm', text: 'HBM3e: {hgxB200.gpuHbm} in HGX B200, off-chip', of: 'hbm', source: 'blackwellDatasheet'},
          ],
        },
        {
          id: 'off-chip',
          describe: 'A line across the ladder marks where the chip ends, just above HBM; the on-chip rungs dim.',
          at: 5,
          focus: ['off-chip', 'hbm'],
          labels: [{id: 'off-chip', text: 'Off-chip starts here'}],
        },
        {
          id: 'latency',
          describe:
            'Latency bars grow from the rungs on a linear axis sized to L2: the L1 bar is a sliver, L2 reaches the right edge and the HBM bar runs off the frame. The registers rung has no bar: its operands arrive every cycle.',
          at: 9,
          motion: {kind: 'build', seconds: 2.6},
          labels: [
            {id: 'scale', text: 'Latency, linear scale', until: 'log', claim: false},
            {id: 'lat-registers', text: 'Operands every cycle: no wait of its own', source: 'cudaMultiprocessorLevel'},
            {id: 'lat-shared', text: '{latency.l1}: L1 hit', result: true, source: 'chipsAndCheese'},
            {
              id: 'lat-l2',
              text: "{latency.l2} ({latency.l2Ns}): this die's half of L2; the other die's half is slower",
              result: true,
              source: 'chipsAndCheese',
            },
            {
              id: 'lat-hbm',
              text: '{latency.hbmLow:num}–{latency.hbmHigh:plain} class',
              result: true,
              source: 'chipsAndCheese',
            },
          ],
        },
        {
          id: 'pull-back',
          describe:
            'The camera pulls back until the whole HBM bar fits: on the same linear axis the L1 and L2 bars shrink to slivers beside it.',
          at: 13,
          motion: {kind: 'zoom', seconds: 2.5},
        },
        {
          id: 'log',
          describe:
            'The axis folds to a log scale, one gridline per factor of ten: every bar becomes readable again, and the gulf stays as the gridlines between them.',
          at: 16.5,
          motion: {kind: 'build', seconds: 2},
          labels: [{id: 'log-scale', text: 'Folded to a log scale: gridlines {ladder.gridStep} apart', claim: false}],
        },
        {
          id: 'advice',
          describe: 'The two top rungs, registers and L1 / shared, stay bright while the rest of the ladder dims.',
          at: 20,
          focus: ['registers', 'shared'],
          caption: {
            text: 'Keep data as high on the ladder as you can',
            source: 'book: Chapter 2, Streaming Multiprocessor, Threads, and Warps',
          },
        },
      ],
    },
    {
      id: 'warps',
      chapter: 'Threads run in warps',
      seconds: 20,
      enter: {kind: 'carry', seconds: 1, carries: ['registers']},
      beats: [
        {
          id: 'split',
          describe:
            'The ladder’s top rung moves and opens into a block of threads in the middle of the frame, drawn as a grid of squares that regroup into rows of warps.',
          at: 0,
          motion: {kind: 'build', seconds: 3},
          labels: [
            {
              id: 'block',
              text: 'A thread block of {block.threads} threads = {block.warps} warps of {sm.warpSize}',
              source: 'cudaGuide',
            },
          ],
        },
        {
          id: 'simt',
          describe:
            'The block moves left to make room; one instruction, named (a fused multiply-add), fans out as a comb to all the lanes of a warp at once.',
          at: 5,
          motion: {kind: 'highlight', seconds: 1.1},
          labels: [
            {
              id: 'simt',
              text: 'SIMT: one instruction issued for {sm.warpSize} threads at once',
              result: true,
              source: 'cudaGuide',
            },
            {
              id: 'diverge',
              text: 'Threads may diverge: since Volta, code must not assume lockstep',
              result: true,
              source: 'cudaGuide',
            },
            {id: 'instruction', text: 'FFMA: one fused multiply-add', result: true, claim: false},
          ],
        },
        {
          id: 'resident',
          describe:
            'The SM’s warp slots appear as four rows, one per scheduler, each named; this block’s warps take the first slots of every row.',
          at: 13,
          motion: {kind: 'build', seconds: 2},
          labels: [
            {
              id: 'resident',
              text: 'Up to {sm.maxWarps} warps ({sm.maxThreads} threads) live on one SM — {sm.warpsPerScheduler} per scheduler',
              source: 'cudaGuide',
            },
            {id: 'slot-rows', text: 'One row per scheduler', claim: false},
          ],
        },
      ],
    },
    {
      id: 'the-stall',
      chapter: 'A warp waits on memory',
      seconds: 20,
      enter: {kind: 'carry', seconds: 1, carries: ['warp']},
      beats: [
        {
          id: 'kernel',
          describe:
            'The block’s first warp moves down to become one row of lanes, above an empty timeline for that warp and one for its scheduler, both still to run.',
          at: 0,
          labels: [
            {
              id: 'kernel',
              text: 'Each warp: {kernel.work} independent instructions, then {kernel.loads} load whose result the next one needs',
              claim: false,
            },
            {
              id: 'compression',
              text: 'Load latency {kernel.latency} (an example) · time slowed down: {trace.cyclesPerSecond} cycles per second',
              claim: false,
            },
            {id: 'lanes', text: "The warp's {sm.warpSize} lanes", claim: false},
            {id: 'warp-row', text: 'Warp'},
            {id: 'scheduler-row', text: 'Scheduler'},
            {id: 'time', text: 'Time (cycles) →'},
          ],
        },
        {
          id: 'run',
          describe:
            'The run plays out in slow motion: the warp issues its instructions and the load, then waits at the next instruction, which needs the loaded value, while a counter counts down the cycles until the load returns; the meter counts the busy share so far, and states it for this kernel when the run ends.',
          at: 2,
          motion: {kind: 'trace', seconds: 10.8},
          labels: [
            {id: 'countdown', text: 'Cycles until its load returns', claim: false},
            {
              id: 'meter',
              text: 'Scheduler busy: {sim.oneWarpUtilization} for this kernel',
              counting: true,
              claim: false,
            },
          ],
        },
        {
          id: 'waits',
          describe:
            'The scheduler’s row is mostly empty: one warp leaves it idle most of the time; the lanes and the warp’s row dim.',
          at: 16,
          focus: 'scheduler-row',
          caption: {text: 'With one warp, the SM mostly waits', source: 'cudaGuide'},
        },
      ],
    },
    {
      id: 'warp-switching',
      chapter: 'Switching warps hides latency',
      seconds: 30,
      enter: {kind: 'carry', seconds: 1, carries: ['warp-row']},
      beats: [
        {
          id: 'many',
          describe:
            'The one warp’s row moves up to become the first of many empty rows stacked on one scheduler’s timeline; a legend with a swatch per state names the colours the run will draw.',
          at: 0,
          labels: [
            {id: 'warps', text: '{sim.manyWarps} warps on one scheduler', source: 'cudaGuide'},
            {id: 'legend-stalled', text: 'Waiting on its load (cycles left)', claim: false},
            {id: 'legend-ready', text: 'Ready', claim: false},
            {id: 'legend-issuing', text: 'Issuing', claim: false},
            {id: 'kernel', text: 'Same kernel · latency {kernel.latency}', claim: false},
            {id: 'pace', text: 'Time: {trace.switchCyclesPerSecond} cycles per second', claim: false},
            {id: 'scheduler-row', text: 'Scheduler'},
          ],
        },
        {
          id: 'run',
          describe:
            'As time runs, the scheduler issues from one ready warp each clock, that warp ringed; while one warp waits, another issues, so the scheduler’s strip fills solid. Two rounds: the first from the start, when every warp is ready; in the second the cursor wraps to the left and writes the steady state over the first.',
          at: 2,
          motion: {kind: 'trace', seconds: 8},
          labels: [
            {id: 'meter', text: 'Scheduler busy: {sim.manyWarpsUtilization}', counting: true, claim: false},
            {id: 'one-warp', text: 'Mark: one warp, {sim.oneWarpUtilization}', claim: false},
          ],
          caption: {text: 'Each clock, the scheduler issues from any of its ready warps', source: 'cudaGuide'},
        },
        {
          id: 'free-switch',
          describe:
            'The switching keeps running in its steady state for four more rounds, the cursor wrapping each round and writing the next over the last: every warp’s row alternates issuing, waiting and ready, the issuing warp ringed each clock, the scheduler’s strip solid; then the trace rests on the frame it started from (the thumbnail). Each warp keeps its own registers, so nothing is saved or restored.',
          at: 10,
          motion: {kind: 'trace', seconds: 16, period: 4},
          thumbnail: true,
          caption: {text: 'Switching costs nothing: each warp keeps its registers on the SM', source: 'cudaGuide'},
        },
      ],
    },
    {
      id: 'how-many-warps',
      chapter: 'How many warps does it take?',
      seconds: 26,
      enter: {kind: 'carry', seconds: 1, carries: ['meter']},
      beats: [
        {
          id: 'chart',
          describe:
            'The busy meter’s reading stands up as the chart’s bar for the most warps; then one bar per warp count grows to its simulated busy share, left to right; the bars reach full at the saturating count and stay full.',
          at: 0,
          motion: {kind: 'grow', seconds: 3},
          labels: [
            {id: 'axes', text: 'Scheduler busy vs. warps per scheduler', claim: false},
            {
              id: 'kernel',
              text: 'Simulated: {kernel.work} instructions per load · latency {kernel.latency} (an example)',
              until: 'in-flight',
              claim: false,
            },
            {id: 'y-top', text: '{chart.full}'},
            {id: 'x-first', text: '{chart.fewestWarps}'},
            {id: 'x-last', text: '{sim.manyWarps}'},
            {id: 'x-axis', text: 'Warps per scheduler'},
          ],
          caption: {text: 'Each warp added covers more of the others’ wait', source: 'cudaMultiprocessorLevel'},
        },
        {
          id: 'saturate',
          describe:
            'The one-warp bar and the first full bar are marked; the rule of thumb with this kernel’s numbers stands over the chart, an arrow from it to where the bars reach full; the other bars dim.',
          at: 3.5,
          focus: ['first-bar', 'saturating-bar'],
          labels: [
            {id: 'first-value', text: '{sim.oneWarpUtilization}'},
            {
              id: 'rule',
              text: 'Warps needed ≈ (work + latency) ÷ work = ({kernel.work} + {kernel.latency:num}) ÷ {kernel.work} ≈ {rule.warps:num+plain}',
              source: 'cudaMultiprocessorLevel',
            },
            {id: 'saturates', text: 'Full from {sim.saturationWarps} warps', claim: false},
          ],
        },
        {
          id: 'occupancy',
          describe:
            'One line appears under the chart: the registers each thread uses decide how many warps fit on the SM; the bar for that many warps per scheduler is numbered on the axis and stays lit with the saturating bar while the others dim.',
          at: 8,
          focus: ['occupancy-bar', 'saturating-bar'],
          labels: [
            {
              id: 'registers',
              text: '{kernel.registersPerThread} registers per thread: {occupancy.warpsPerSm} warps fit per SM',
              until: 'in-flight',
              source: 'cudaMultiprocessorLevel',
            },
            {id: 'x-occupancy', text: '{occupancy.warpsPerScheduler}'},
          ],
        },
        {
          id: 'occupancy-busy',
          describe: 'A second line: that is so many warps per scheduler, and the marked bar’s busy share.',
          at: 10.5,
          focus: ['occupancy-bar', 'saturating-bar'],
          labels: [
            {
              id: 'occupancy-busy',
              text: '{occupancy.warpsPerScheduler} per scheduler: {sim.occupancyUtilization} busy',
              until: 'in-flight',
              claim: false,
            },
          ],
        },
        {
          id: 'second-lever',
          describe:
            'A dashed outline rises from the marked bar to full height: with more independent work per load, that many warps would keep the scheduler busy.',
          at: 13,
          motion: {kind: 'grow', seconds: 2.5},
          focus: ['occupancy-bar'],
          labels: [
            {
              id: 'ilp',
              text: '{kernel.ilpFactor} the work per load ({sim.ilpWork}): full from {sim.ilpSaturationWarps} warps',
              until: 'in-flight',
              claim: false,
            },
          ],
          caption: {text: 'Second lever: independent work per warp', source: 'cudaMultiprocessorLevel'},
        },
        {
          id: 'in-flight',
          describe:
            'Under the chart, two tracks run from the SM to HBM and back, each dot a warp’s load on its round trip (out along the upper lane, the data back along the lower), the loop as long as the latency: one warp keeps about one load in flight, the saturating count about thirteen, one leaving each time a warp has issued its work. A key at the right names the two colours: request and data. Little’s law takes the place of the kernel line: to stream HBM, bandwidth × latency bytes in flight per SM; cp.async / TMA keep more in flight without holding registers.',
          at: 19,
          motion: {kind: 'flow', seconds: 6.5, period: 3},
          focus: ['first-bar', 'saturating-bar'],
          labels: [
            {
              id: 'little',
              text: "Little's law: to stream HBM, {hgxB200.gpuHbmBandwidth} × {flight.latency} ≈ {flight.perSm:plain} in flight per SM",
              source: 'littlesLaw',
            },
            {
              id: 'async',
              text: 'cp.async / TMA: straight into shared memory, no registers held, so more loads in flight',
              source: 'cudaAsyncCopies',
            },
            {id: 'track-one', text: '{chart.fewestWarps} warp'},
            {id: 'track-many', text: '{sim.saturationWarps} warps'},
            {id: 'in-flight-one', text: '{flight.loadsOneWarp:num} load in flight', claim: false},
            {id: 'in-flight-many', text: '{flight.loadsSaturated:num} loads in flight', claim: false},
            {id: 'sm-end', text: 'SM'},
            {id: 'hbm-end', text: 'HBM'},
            {id: 'key-request', text: 'Request', claim: false},
            {id: 'key-data', text: 'Data', claim: false},
          ],
          caption: {text: 'Enough loads in flight cover the latency', source: 'littlesLaw'},
        },
      ],
    },
    {
      id: 'recap',
      chapter: 'Recap',
      seconds: 10,
      beats: [
        {
          id: 'whole',
          describe:
            'Three panels side by side: the SM with its schedulers, the memory ladder with its rungs named (registers, L1 / shared, L2, HBM3e), and warps on one scheduler.',
          at: 0,
          motion: {kind: 'build', seconds: 2},
          labels: [
            {id: 'sm-panel', text: 'The SM: {sm.schedulers} schedulers', source: 'cudaGuide'},
            {id: 'ladder-panel', text: 'The memory ladder'},
            // the rungs' names, as the memory-hierarchy scene's rung labels begin
            {id: 'rung-registers', text: 'Registers'},
            {id: 'rung-shared', text: 'L1 / shared'},
            {id: 'rung-l2', text: 'L2'},
            {id: 'rung-hbm', text: 'HBM3e'},
            {id: 'trace-panel', text: '{sim.manyWarps} warps on one scheduler', source: 'cudaGuide'},
            {id: 'warps', text: 'Warps of {sm.warpSize} threads', source: 'cudaGuide'},
            {id: 'issue', text: '{sm.issuePerClock} instruction per clock per scheduler', source: 'cudaGuide'},
            {id: 'hide', text: 'Many warps hide memory latency', source: 'cudaGuide'},
          ],
        },
      ],
    },
  ],
});
