import type {Source} from './make-quantity';

/**
 * Primary sources of the hardware facts (docs/design.md, Facts) (accessed 2026). Each backs only what it states: the
 * title names the document, the URL is where it is, and the values attached to a source are
 * values that document prints (or, for a measurement, measured on the GPU it names).
 */
export const sources = {
  gb200Page: {title: 'NVIDIA GB200 NVL72 product page', url: 'https://www.nvidia.com/en-us/data-center/gb200-nvl72/'},
  gb200Blog: {
    title: 'NVIDIA GB200 NVL72 technical blog',
    url: 'https://developer.nvidia.com/blog/nvidia-gb200-nvl72-delivers-trillion-parameter-llm-training-and-real-time-inference/',
  },
  graceHopperBlog: {
    title: 'NVIDIA Grace Hopper Superchip Architecture In-Depth',
    url: 'https://developer.nvidia.com/blog/nvidia-grace-hopper-superchip-architecture-in-depth/',
  },
  blackwellDatasheet: {
    title: 'NVIDIA Blackwell datasheet',
    url: 'https://nvdam.widen.net/s/wwnsxrhm2w/blackwell-datasheet-3384703',
  },
  blackwellArchitecture: {
    title:
      'NVIDIA Blackwell architecture page (B200: two dies, 208 B transistors, 10 TB/s NV-HBI, 5th-generation Tensor Cores)',
    url: 'https://www.nvidia.com/en-us/data-center/technologies/blackwell-architecture/',
  },
  blackwellHotChips: {
    title: 'NVIDIA Blackwell at Hot Chips 2024 (HC36): 104 B transistors per die, 8-site HBM3E, SM with 4 Tensor Cores',
    url: 'https://hc2024.hotchips.org/',
  },
  blackwellUltraBlog: {
    title: 'Inside NVIDIA Blackwell Ultra (B300; its HBM layout and Tensor Memory are those of data-centre Blackwell)',
    url: 'https://developer.nvidia.com/blog/inside-nvidia-blackwell-ultra-the-chip-powering-the-ai-factory-era/',
  },
  ptxIsa: {
    title: 'NVIDIA PTX ISA, Tensor Memory (tcgen05, sm_100a/sm_103a: data-centre Blackwell)',
    url: 'https://docs.nvidia.com/cuda/parallel-thread-execution/',
  },
  hopperBlog: {
    title: 'NVIDIA Hopper Architecture In-Depth',
    url: 'https://developer.nvidia.com/blog/nvidia-hopper-architecture-in-depth/',
  },
  h100Page: {title: 'NVIDIA H100 datasheet', url: 'https://www.nvidia.com/en-us/data-center/h100/'},
  cudaGuide: {
    title: 'CUDA Programming Guide (CUDA 13), Compute Capabilities appendix (CC 10.0)',
    url: 'https://docs.nvidia.com/cuda/cuda-programming-guide/',
  },
  // The CUDA 13 Programming Guide's compute-capabilities appendix (cudaGuide) gives the limits tables only; the SM's make-up is in
  // the CUDA C++ Programming Guide's per-architecture section (CUDA 13.0, §20.9 Compute Capability 10.0, Architecture).
  cudaGuideCc10: {
    title:
      'CUDA C++ Programming Guide (CUDA 13.0), §20.9 Compute Capability 10.0, Architecture: per SM 128 FP32 cores, 4 fifth-generation Tensor Cores, 16 special function units and 4 warp schedulers, each issuing one instruction per clock for one of its ready warps',
    url: 'https://docs.nvidia.com/cuda/archive/13.0.0/cuda-c-programming-guide/index.html#compute-capability-10-0',
  },
  cudaMultiprocessorLevel: {
    title:
      'CUDA C++ Programming Guide (CUDA 13.0), Performance Guidelines, Maximize Utilization: Multiprocessor Level (latency is hidden by other resident warps or by independent instructions in the same warp; registers per thread limit the resident warps)',
    url: 'https://docs.nvidia.com/cuda/archive/13.0.0/cuda-c-programming-guide/index.html#multiprocessor-level',
  },
  cudaAsyncCopies: {
    title:
      'CUDA C++ Programming Guide (CUDA 13.0), Asynchronous Data Copies (memcpy_async, cp.async, the Tensor Memory Accelerator): a copy from global to shared memory proceeds while the threads keep computing, straight into shared memory without staging through registers',
    url: 'https://docs.nvidia.com/cuda/archive/13.0.0/cuda-c-programming-guide/index.html#asynchronous-data-copies',
  },
  chipsAndCheese: {
    title: "Chips and Cheese: NVIDIA's B200, Keeping the CUDA Juggernaut Rolling (measured on B200)",
    url: 'https://chipsandcheese.com/p/nvidias-b200-keeping-the-cuda-juggernaut',
  },
  deviceQuery: {title: 'B200 device query (pytorch/ao PR #4002)', url: 'https://github.com/pytorch/ao/pull/4002'},
  nvlinkPage: {title: 'NVIDIA NVLink and NVSwitch page', url: 'https://www.nvidia.com/en-us/data-center/nvlink/'},
  fabricManager: {
    title:
      'NVIDIA Fabric Manager user guide, Overview: NVSwitch connects the NVLinks "to provide all-to-all GPU communication at the total NVLink speed" (any GPU can reach any other with its full NVLink bandwidth; that bandwidth is shared by everything it sends)',
    url: 'https://docs.nvidia.com/datacenter/tesla/fabric-manager-user-guide',
  },
  tuningGuide: {
    title: 'NVIDIA GB200 NVL Multi-Node Tuning Guide',
    url: 'https://docs.nvidia.com/multi-node-nvlink-systems/multi-node-tuning-guide/system.html',
  },
  dgxGuide: {
    title: 'NVIDIA DGX GB200 user guide, hardware',
    url: 'https://docs.nvidia.com/dgx/dgxgb200-user-guide/hardware.html',
  },
  ocpBlog: {
    title:
      'NVIDIA contributes GB200 NVL72 designs to OCP ("over 5,000" copper cables; liquid-cooled compute and switch trays)',
    url: 'https://developer.nvidia.com/blog/nvidia-contributes-nvidia-gb200-nvl72-designs-to-open-compute-project/',
  },
  pressInterview: {
    title:
      'Press interview with NVIDIA (Shar Narasimhan) on the GB200 NVL72 OCP contribution, Network World, October 2024: rack power up to 120 kW',
  },
  micronHbm: {title: 'Micron HBM3E 24 GB 8-high', url: 'https://www.micron.com/products/memory/hbm/hbm3e'},
  superpodComponents: {
    title: 'NVIDIA DGX SuperPOD GB200 components',
    url: 'https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-gb200/latest/dgx-superpod-components.html',
  },
  gtcKeynote: {
    title: 'NVIDIA GTC 2024 keynote (via ServeTheHome)',
    url: 'https://www.servethehome.com/nvidia-gtc-2024-keynote/',
  },
  jedecDdr5: {
    title: 'JEDEC DDR5 (JESD79-5), DDR5-4800',
    url: 'https://www.jedec.org/standards-documents/docs/jesd79-5c',
  },
  luoMicrobench: {
    title:
      'Luo et al., Dissecting the NVIDIA Hopper Architecture through Microbenchmarking, arXiv:2501.12084 (measured on H800)',
    url: 'https://arxiv.org/abs/2501.12084',
  },
  littlesLaw: {
    title:
      "Volkov, Understanding Latency Hiding on GPUs, PhD thesis, UC Berkeley EECS-2016-143: Little's law, the memory accesses in flight needed to sustain a bandwidth = bandwidth × latency",
    url: 'https://www2.eecs.berkeley.edu/Pubs/TechRpts/2016/EECS-2016-143.html',
  },
  clockQuery: {
    title:
      'B200 maximum SM clock 1,965 MHz, driver-reported (nvidia-smi supported clocks in public B200 logs); not an NVIDIA spec',
  },
  cudaMultiGpu: {
    title:
      'CUDA Programming Guide (CUDA 13), §3.4 Programming Systems with Multiple GPUs: each GPU is its own device (its own context), with unified memory addressing for all processors and peer-to-peer load/store access between GPUs',
    url: 'https://docs.nvidia.com/cuda/cuda-programming-guide/03-advanced/multi-gpu-systems.html',
  },
  cudaUnifiedMemory: {
    title: 'CUDA Programming Guide (CUDA 13), Unified Memory: cudaMemPrefetchAsync, cudaMemAdvise',
    url: 'https://docs.nvidia.com/cuda/cuda-programming-guide/',
  },
} satisfies Record<string, Source>;

export type SourceKey = keyof typeof sources;
