import {per, product, quotient, times, toCycles} from '../derive';
import {make} from '../make-quantity';
import {sources} from '../sources';

// The device query is of a B200 with 180 GB, the HGX/DGX B200 product (hardware-facts §1b): 148 is HGX B200's count.
// The facts file verifies no SM count for GB200's GPU, so the video says which product its 148 belongs to.
const smCount = make('count', 148, '', {
  kind: 'measured',
  measuredOn: 'B200',
  source: sources.deviceQuery,
  note: 'cudaDeviceProp.multiProcessorCount = 148 on a B200 with 180 GB (the HGX/DGX B200 product); NVIDIA datasheets give no SM count, and none is verified here for GB200',
});
const schedulers = make('count', 4, '', {
  kind: 'spec',
  source: sources.cudaGuideCc10,
  note: 'four processing blocks (SMSPs), one warp scheduler each',
});
const registerFile = make('capacity', 256, 'KB', {
  kind: 'spec',
  source: sources.cudaGuide,
  note: '65,536 × 32-bit registers',
});
const fp32PerSm = make('count', 128, '', {kind: 'spec', source: sources.cudaGuideCc10});
const warpSize = make('count', 32, '', {kind: 'spec', source: sources.cudaGuide});
const maxWarps = make('count', 64, '', {kind: 'spec', source: sources.cudaGuide});
const clock = make('frequency', 1.965, 'GHz', {
  kind: 'measured',
  measuredOn: 'B200',
  precision: 0,
  source: sources.clockQuery,
  note: 'driver-reported max SM clock; not an NVIDIA spec',
});

// The memory ladder: every rung its own source and the GPU it was measured on (correction C9 of the fact review, docs/design.md).
const fmaLatency = make('cycles', 4, 'cycles', {
  kind: 'measured',
  measuredOn: 'H800',
  approximate: true,
  source: sources.luoMicrobench,
  note: 'dependent FP32 FMA; register operands themselves add no visible latency',
});
const sharedLatency = make('cycles', 29, 'cycles', {
  kind: 'measured',
  measuredOn: 'H800',
  approximate: true,
  source: sources.luoMicrobench,
});
const l1LatencyNs = make('time', 19.6, 'ns', {
  kind: 'measured',
  measuredOn: 'B200',
  source: sources.chipsAndCheese,
  note: 'L1 hit, pointer chase',
});
const l2LatencyNs = make('time', 150, 'ns', {
  kind: 'measured',
  measuredOn: 'B200',
  approximate: true,
  source: sources.chipsAndCheese,
  note: 'L2 hit, pointer chase',
});
// Chips and Cheese plots B200's HBM latency as a curve and prints no number: the rung shows its order of magnitude.
const hbmClassNote =
  "order of magnitude read off Chips and Cheese's plotted pointer-chase curve; the article prints no HBM figure";
const hbmLatencyLowNs = make('time', 0.5, 'µs', {
  kind: 'measured',
  measuredOn: 'B200',
  approximate: true,
  source: sources.chipsAndCheese,
  note: hbmClassNote,
});
const hbmLatencyHighNs = make('time', 0.8, 'µs', {
  kind: 'measured',
  measuredOn: 'B200',
  approximate: true,
  source: sources.chipsAndCheese,
  note: hbmClassNote,
});

export const sm = {
  'sm.count': smCount,
  'sm.perDiePhysical': make('count', 80, '', {kind: 'measured', measuredOn: 'B200', source: sources.chipsAndCheese}),
  'sm.perDieEnabled': make('count', 74, '', {kind: 'measured', measuredOn: 'B200', source: sources.chipsAndCheese}),
  'sm.schedulers': schedulers,
  'sm.issuePerClock': make('count', 1, '', {
    kind: 'spec',
    source: sources.cudaGuideCc10,
    note: 'one instruction per clock per scheduler',
  }),
  'sm.registerFile': registerFile,
  'sm.registersPerSm': make('count', 65536, '', {
    kind: 'spec',
    source: sources.cudaGuide,
    note: '32-bit registers per SM (64 K × 4 bytes = the 256 KB register file)',
  }),
  'sm.registerFilePerSmsp': per(registerFile, schedulers, {
    unit: 'KB',
    precision: 0,
    note: '256 KB ÷ 4 processing blocks (SMSPs)',
  }),
  'sm.fp32Lanes': fp32PerSm,
  'sm.fp32LanesPerSmsp': per(fp32PerSm, schedulers, {
    unit: '',
    precision: 0,
    note: '128 ÷ 4 processing blocks (SMSPs)',
  }),
  'sm.tensorCores': make('count', 4, '', {kind: 'spec', source: sources.cudaGuideCc10}),
  'sm.tensorCoreGeneration': make('count', 5, '', {kind: 'spec', source: sources.blackwellArchitecture}),
  'sm.blockRegisters': make('count', 65536, '', {
    kind: 'spec',
    source: sources.cudaGuide,
    note: 'maximum 32-bit registers per thread block (64 K = 256 KB)',
  }),
  'sm.sfus': make('count', 16, '', {kind: 'spec', source: sources.cudaGuideCc10}),
  'sm.loadStoreUnits': make('count', 32, '', {
    kind: 'spec',
    source: sources.chipsAndCheese,
    note: 'from the B200 SM diagram; NVIDIA prints no B200 load/store count',
  }),
  'sm.l1Shared': make('capacity', 256, 'KB', {kind: 'spec', source: sources.cudaGuide}),
  'sm.sharedMax': make('capacity', 228, 'KB', {kind: 'spec', source: sources.cudaGuide}),
  'sm.tensorMemory': make('capacity', 256, 'KB', {
    kind: 'spec',
    source: sources.ptxIsa,
    note: '128 lanes × 512 columns × 32-bit, data-centre Blackwell only (sm_100/103)',
  }),
  'sm.warpSize': warpSize,
  'sm.maxWarps': maxWarps,
  'sm.maxThreads': product([maxWarps, warpSize], {unit: '', precision: 0, note: '64 warps × 32 threads'}),
  'sm.warpsPerScheduler': quotient(maxWarps, schedulers, {unit: '', precision: 0, note: '64 warps ÷ 4 schedulers'}),
  'sm.clock': clock,
  'sm.totalFp32Lanes': times(smCount, fp32PerSm, {unit: '', precision: 0, note: '148 × 128'}),
  'latency.fma': fmaLatency,
  'latency.shared': sharedLatency,
  'latency.l1Ns': l1LatencyNs,
  'latency.l1': toCycles(l1LatencyNs, clock, {
    unit: 'cycles',
    precision: 0,
    approximate: true,
    note: '19.6 ns × 1.965 GHz, rounded to a whole cycle',
  }),
  'latency.l2Ns': l2LatencyNs,
  'latency.l2': toCycles(l2LatencyNs, clock, {unit: 'cycles', precision: -1, note: '150 ns × 1.965 GHz'}),
  'latency.hbmLow': hbmLatencyLowNs,
  'latency.hbmHigh': hbmLatencyHighNs,
  'latency.hbmLowCycles': toCycles(hbmLatencyLowNs, clock, {unit: 'cycles', precision: -2, note: '0.5 µs × 1.965 GHz'}),
  'latency.hbmHighCycles': toCycles(hbmLatencyHighNs, clock, {
    unit: 'cycles',
    precision: -2,
    note: '0.8 µs × 1.965 GHz',
  }),
};
