import type {Source} from './make-quantity';

/** Primary sources of hardware-facts.md (accessed 2026). */
export const sources = {
  gb200Page: {title: 'NVIDIA GB200 NVL72 product page', url: 'https://www.nvidia.com/en-us/data-center/gb200-nvl72/'},
  gb200Blog: {title: 'NVIDIA GB200 NVL72 technical blog', url: 'https://developer.nvidia.com/blog/nvidia-gb200-nvl72-delivers-trillion-parameter-llm-training-and-real-time-inference/'},
  graceHopperBlog: {title: 'NVIDIA Grace Hopper Superchip Architecture In-Depth', url: 'https://developer.nvidia.com/blog/nvidia-grace-hopper-superchip-architecture-in-depth/'},
  blackwellDatasheet: {title: 'NVIDIA Blackwell datasheet', url: 'https://nvdam.widen.net/s/wwnsxrhm2w/blackwell-datasheet-3384703'},
  blackwellUltraBlog: {title: 'Inside NVIDIA Blackwell Ultra', url: 'https://developer.nvidia.com/blog/inside-nvidia-blackwell-ultra-the-chip-powering-the-ai-factory-era/'},
  hopperBlog: {title: 'NVIDIA Hopper Architecture In-Depth', url: 'https://developer.nvidia.com/blog/nvidia-hopper-architecture-in-depth/'},
  h100Page: {title: 'NVIDIA H100 datasheet', url: 'https://www.nvidia.com/en-us/data-center/h100/'},
  cudaGuide: {title: 'CUDA C++ Programming Guide, Compute Capabilities (CC 10.0)', url: 'https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#compute-capabilities'},
  chipsAndCheese: {title: "Chips and Cheese: NVIDIA's B200", url: 'https://chipsandcheese.com/p/nvidias-b200-keeping-the-cuda-juggernaut'},
  deviceQuery: {title: 'B200 device query (pytorch/ao PR #4002)', url: 'https://github.com/pytorch/ao/pull/4002'},
  nvlinkPage: {title: 'NVIDIA NVLink and NVSwitch page', url: 'https://www.nvidia.com/en-us/data-center/nvlink/'},
  tuningGuide: {title: 'NVIDIA GB200 NVL Multi-Node Tuning Guide', url: 'https://docs.nvidia.com/multi-node-nvlink-systems/multi-node-tuning-guide/system.html'},
  dgxGuide: {title: 'NVIDIA DGX GB200 user guide, hardware', url: 'https://docs.nvidia.com/dgx/dgxgb200-user-guide/hardware.html'},
  ocpBlog: {title: 'NVIDIA contributes GB200 NVL72 designs to OCP', url: 'https://developer.nvidia.com/blog/nvidia-contributes-nvidia-gb200-nvl72-designs-to-open-compute-project/'},
  micronHbm: {title: 'Micron HBM3E 24 GB 8-high', url: 'https://www.micron.com/products/memory/hbm/hbm3e'},
  superpodComponents: {title: 'NVIDIA DGX SuperPOD GB200 components', url: 'https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-gb200/latest/dgx-superpod-components.html'},
  gtcKeynote: {title: 'NVIDIA GTC 2024 keynote (via ServeTheHome)', url: 'https://www.servethehome.com/nvidia-gtc-2024-keynote/'},
  jedecDdr5: {title: 'JEDEC DDR5 (JESD79-5), DDR5-4800', url: 'https://www.jedec.org/standards-documents/docs/jesd79-5c'},
  luoMicrobench: {title: 'Luo et al., microbenchmarks (arXiv:2501.12084) and B200 community measurements', url: 'https://arxiv.org/abs/2501.12084'},
  clockQuery: {title: 'B200 nvidia-smi supported clocks (community measurement)', url: 'https://chipsandcheese.com/p/nvidias-b200-keeping-the-cuda-juggernaut'},
} satisfies Record<string, Source>;
