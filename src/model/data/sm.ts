import {per, product, quotient, times, toCycles} from '../derive';
import {make} from '../make-quantity';
import {sources} from '../sources';

const smCount = make('count', 148, '', {kind: 'measured', source: sources.deviceQuery,
  note: 'cudaDeviceProp.multiProcessorCount = 148 on B200; NVIDIA datasheets give no SM count'});
const schedulers = make('count', 4, '', {kind: 'spec', source: sources.cudaGuide});
const registerFile = make('capacity', 256, 'KB', {kind: 'spec', source: sources.cudaGuide, note: '65,536 × 32-bit registers'});
const fp32PerSm = make('count', 128, '', {kind: 'spec', source: sources.cudaGuide});
const warpSize = make('count', 32, '', {kind: 'spec', source: sources.cudaGuide});
const maxWarps = make('count', 64, '', {kind: 'spec', source: sources.cudaGuide});
const clock = make('frequency', 1.965, 'GHz', {kind: 'measured', precision: 0, source: sources.clockQuery,
  note: 'driver-reported max SM clock; not an NVIDIA spec'});
const hbmLatencyNs = make('time', 528, 'ns', {kind: 'measured', approximate: true, source: sources.luoMicrobench,
  note: '~840 cycles at 1.59 GHz, measured on B200'});

export const sm = {
  'sm.count': smCount,
  'sm.perDiePhysical': make('count', 80, '', {kind: 'measured', source: sources.chipsAndCheese}),
  'sm.perDieEnabled': make('count', 74, '', {kind: 'measured', source: sources.chipsAndCheese}),
  'sm.schedulers': schedulers,
  'sm.issuePerClock': make('count', 1, '', {kind: 'spec', source: sources.cudaGuide, note: 'one instruction per clock per scheduler'}),
  'sm.registerFile': registerFile,
  'sm.registerFilePerBlock': per(registerFile, schedulers, {unit: 'KB', precision: 0, note: '256 KB ÷ 4 blocks'}),
  'sm.fp32Lanes': fp32PerSm,
  'sm.fp32LanesPerBlock': per(fp32PerSm, schedulers, {unit: '', precision: 0, note: '128 ÷ 4 blocks'}),
  'sm.tensorCores': make('count', 4, '', {kind: 'spec', source: sources.cudaGuide}),
  'sm.tensorCoreGeneration': make('count', 5, '', {kind: 'spec', source: sources.blackwellUltraBlog}),
  'sm.sfus': make('count', 16, '', {kind: 'spec', source: sources.cudaGuide}),
  'sm.loadStoreUnits': make('count', 32, '', {kind: 'spec', source: sources.hopperBlog, note: 'from the SM diagram; no B200 text figure'}),
  'sm.l1Shared': make('capacity', 256, 'KB', {kind: 'spec', source: sources.cudaGuide}),
  'sm.sharedMax': make('capacity', 228, 'KB', {kind: 'spec', source: sources.cudaGuide}),
  'sm.tensorMemory': make('capacity', 256, 'KB', {kind: 'spec', source: sources.blackwellUltraBlog}),
  'sm.warpSize': warpSize,
  'sm.maxWarps': maxWarps,
  'sm.maxThreads': product([maxWarps, warpSize], {unit: '', precision: 0, note: '64 warps × 32 threads'}),
  'sm.warpsPerScheduler': quotient(maxWarps, schedulers, {unit: '', precision: 0, note: '64 warps ÷ 4 schedulers'}),
  'sm.clock': clock,
  'sm.totalFp32Lanes': times(smCount, fp32PerSm, {unit: '', precision: 0, note: '148 × 128'}),
  'latency.register': make('cycles', 1, 'cycles', {kind: 'measured', approximate: true, source: sources.luoMicrobench}),
  'latency.fma': make('cycles', 4, 'cycles', {kind: 'measured', approximate: true, source: sources.luoMicrobench}),
  'latency.shared': make('cycles', 29, 'cycles', {kind: 'measured', approximate: true, source: sources.luoMicrobench}),
  'latency.l2': make('cycles', 300, 'cycles', {kind: 'measured', approximate: true, source: sources.chipsAndCheese}),
  'latency.hbmNs': hbmLatencyNs,
  'latency.hbm': toCycles(hbmLatencyNs, clock, {unit: 'cycles', precision: -1, note: '528 ns × 1.965 GHz, rounded to a whole cycle (1,038)'}),
};
