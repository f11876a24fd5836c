import {bookChapter, example} from '../../src/script/example';
import {defineVideo} from '../../src/script/define-video';

// NVLink and NVSwitch — storyboards.md §3. Trays, links and paths come from build-topology.ts.
export const script = defineVideo({
  id: 'nvlink-nvswitch',
  title: 'NVLink and NVSwitch',
  subtitle: 'How {nvl72.gpus} GPUs in one GB200 NVL72 rack reach each other in a single hop',
  lengthSeconds: 186,
  delivery: {
    summary: 'A silent, labelled walkthrough of the GB200 NVL72 rack: {nvl72.computeTrays} compute trays, {nvl72.switchTrays} NVLink switch trays with {switch.chips} NVSwitch chips, {nvlink5.linksPerGpu} NVLink ports per GPU wired one to each chip, and one switch stage between any two of {nvl72.gpus} GPUs. A companion to Chapter {book.chapter:num} of AI Systems Performance Engineering.',
    tags: ['NVLink', 'NVSwitch', 'GB200 NVL72', 'NVIDIA', 'GPU interconnect', 'data center', 'AI systems performance engineering', 'all-to-all'],
    categoryId: '28',
    language: 'en',
    thumbnailHook: '{nvl72.gpus} GPUs · one hop',
  },
  constants: {
    'book.chapter': bookChapter,
    'transfer.size': example('dataSize', 1, 'GB', 'the data sent from GPU A to GPU B in the one-hop scene (decimal GB)'),
  },
  scenes: [
    {id: 'title', chapter: 'NVLink and NVSwitch', seconds: 10, beats: [
      {id: 'open', at: 0, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'title', text: 'NVLink and NVSwitch'},
        {id: 'subtitle', text: 'How {nvl72.gpus} GPUs in one GB200 NVL72 rack reach each other in a single hop'},
      ]},
      {id: 'companion', at: 2, labels: [{id: 'companion', text: 'Companion to AI Systems Performance Engineering, Chapter {book.chapter}'}]},
    ]},
    {id: 'the-rack', chapter: 'The NVL72 rack', seconds: 28, beats: [
      {id: 'stack', at: 0, motion: {kind: 'build', seconds: 4}, labels: [
        {id: 'power-top', text: 'Power shelves'},
        {id: 'compute-top', text: '{nvl72.topComputeTrays} compute trays'},
        {id: 'switches', text: '{nvl72.switchTrays} NVLink switch trays'},
        {id: 'compute-bottom', text: '{nvl72.bottomComputeTrays} compute trays'},
        {id: 'power-bottom', text: 'Power shelves'},
      ]},
      {id: 'counters', at: 6, motion: {kind: 'counter', seconds: 3}, labels: [
        {id: 'counts', text: '{nvl72.computeTrays} compute trays · {nvl72.gpus} GPUs · {nvl72.cpus} Grace CPUs', counting: true},
      ]},
      {id: 'middle', at: 16, focus: 'switches', caption: 'The switches sit in the middle so every cable stays short'},
      {id: 'power', at: 22, labels: [{id: 'power', text: 'Up to {nvl72.power} · liquid-cooled'}]},
    ]},
    {id: 'compute-tray', chapter: 'A compute tray', seconds: 20, beats: [
      {id: 'pull', at: 0, motion: {kind: 'zoom', seconds: 2}, labels: [{id: 'tray', text: 'One compute tray: {tray.superchips} superchips'}]},
      {id: 'parts', at: 4, motion: {kind: 'build', seconds: 1.5}, labels: [{id: 'parts', text: '{tray.cpus} Grace CPUs + {tray.gpus} Blackwell GPUs'}]},
      {id: 'network', at: 10, labels: [
        {id: 'nics', text: '{tray.nics} ConnectX-7 network cards, one per GPU · {tray.dpus} BlueField-3 DPUs'},
        {id: 'nvme', text: 'Local NVMe storage'},
      ], caption: 'Network cards and NVMe carry the traffic that leaves the rack'},
    ]},
    {id: 'gpu-ports', chapter: '{nvlink5.linksPerGpu} NVLink ports per GPU', seconds: 22, beats: [
      {id: 'ports', at: 0, motion: {kind: 'build', seconds: 3}, labels: [{id: 'ports', text: '{nvlink5.linksPerGpu} NVLink ports'}]},
      {id: 'per-port', at: 6, labels: [{id: 'per-port', text: 'Each port {nvlink5.perLink} ({nvlink5.perLinkEachWay})'}]},
      {id: 'sum', at: 12, motion: {kind: 'counter', seconds: 2}, labels: [
        {id: 'sum', text: '{nvlink5.linksPerGpu} × {nvlink5.perLink:bare} = {nvlink5.perGpu} = {nvlink5.perGpuEachWay}', counting: true},
        {id: 'versus', text: "{nvlink5.vsHopper} Hopper's NVLink, {nvlink5.vsPcie} PCIe Gen5 (both ways on both sides)"},
      ]},
    ]},
    {id: 'switch-tray', chapter: 'An NVLink switch tray', seconds: 22, beats: [
      {id: 'open', at: 0, motion: {kind: 'build', seconds: 2}, labels: [
        {id: 'chips', text: '{switch.chipsPerTray} NVSwitch chips × {switch.portsPerChip} ports = {switch.portsPerTray} ports'},
      ]},
      {id: 'trays', at: 7, labels: [{id: 'trays', text: '{nvl72.switchTrays} trays → {switch.chips} chips'}]},
      {id: 'sharp', at: 14, labels: [{id: 'sharp', text: 'Each chip {switch.chipBandwidth}, with SHARP: reductions computed inside the switch'}]},
    ]},
    {id: 'all-to-all-wiring', chapter: 'Every GPU to every switch', seconds: 30, beats: [
      {id: 'fan-out', at: 0, motion: {kind: 'fan-out', seconds: 3}, labels: [{id: 'rule', text: "GPU g's port k goes to switch chip k"}]},
      {id: 'all', at: 8, thumbnail: true, motion: {kind: 'build', seconds: 3}, labels: [{id: 'all', text: '{nvl72.gpus} GPUs, {topo.links} links'}]},
      {id: 'check', at: 14, labels: [
        {id: 'check', text: '{switch.chips} chips × {switch.portsPerChip} ports = {nvl72.switchPorts} = {nvl72.gpus} GPUs × {nvlink5.linksPerGpu} links — every switch port faces a GPU'},
      ]},
      {id: 'cables', at: 22, labels: [{id: 'cables', text: 'A copper spine of up to {nvl72.cables} cables ({nvl72.cableLength} ≈ {nvl72.cableLengthKm:plain})'}]},
    ]},
    {id: 'one-hop', chapter: 'One hop, any pair', seconds: 26, beats: [
      {id: 'pick', at: 0, labels: [{id: 'gpu-a', text: 'GPU A'}, {id: 'gpu-b', text: 'GPU B'}]},
      {id: 'stripes', at: 3, motion: {kind: 'stripes', seconds: 6}, labels: [
        {id: 'stripes', text: '{topo.routes} stripes: out port k, through chip k, into port k'},
      ], caption: 'GPU → NVSwitch → GPU: {topo.stages} switch stage between any two of the {nvl72.gpus}'},
      {id: 'time', at: 16, labels: [{id: 'time', text: 'At {nvlink5.perGpuEachWay}, {transfer.size} crosses in {transfer.time}'}]},
    ]},
    {id: 'why-it-matters', chapter: 'Inside the rack vs. across racks', seconds: 18, beats: [
      {id: 'bars', at: 0, motion: {kind: 'grow', seconds: 2}, labels: [
        {id: 'nvlink', text: 'NVLink per GPU: {nvlink5.perGpuEachWay}'},
        {id: 'nic', text: 'ConnectX-7 per GPU: {nic.connectx7:bare} = {nic.connectx7Bytes}'},
        {id: 'ratio', text: 'NVLink moves {nvlink5.vsNic} as much, each way'},
      ]},
      {id: 'advice', at: 3, caption: 'Keep communication inside the NVLink domain; cross racks only when you must'},
      {id: 'total', at: 9, labels: [
        {id: 'total', text: 'Total NVLink bandwidth: {nvl72.gpus} × {nvlink5.perGpu:bare} ≈ {nvl72.nvlinkTotal:plain+bare}, both ways, summed over GPUs'},
      ]},
    ]},
    {id: 'recap', chapter: 'Recap', seconds: 10, beats: [
      {id: 'whole', at: 0, motion: {kind: 'highlight', seconds: 2}, labels: [
        {id: 'ports', text: '{nvlink5.linksPerGpu} NVLink ports per GPU'},
        {id: 'chips', text: '{switch.chips} switch chips in {nvl72.switchTrays} trays'},
        {id: 'hop', text: '{topo.stages} hop between any pair'},
      ]},
    ]},
  ],
});
