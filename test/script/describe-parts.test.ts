// A `describe` text says what the picture shows. Where it names a part of the hardware, the part
// should be in that beat's picture (issue 37, item 8: describe texts that contradicted their
// drawings). What is cheap to check without a browser: every labelled part is a text of the
// timeline, so a part a describe text names must be named by a text on screen during that beat
// (a label, a caption, or the scene's chapter title above the picture).
//
// What this checks: for each video, a small vocabulary of part names ("LPDDR5X", "NVLink",
// "switch tray"…); for every beat of every video, each vocabulary part its describe text names
// (not after "no", as in "no PCIe bus is drawn") is named by a text visible at some frame of that
// beat. Parts drawn without any label in that beat are listed below as exceptions, each with its
// reason; an exception that is no longer needed fails too, so the list cannot rot.
// What it cannot check: where a part is ("across the bottom", "one beside each GPU"), how many
// there are, parts drawn but never labelled (dies, stacks, tiles, packets), and claims that are
// not part names ("two separate machines"): those still need a reviewer's eye on the stills.
import {describe, expect, it} from 'vitest';
import {graceBlackwell} from '../../compositions/grace-blackwell/index';
import {insideTheSm} from '../../compositions/inside-the-sm/index';
import {nvlinkNvswitch} from '../../compositions/nvlink-nvswitch/index';
import type {VideoInput} from '../../src/script/schema';
import type {VideoDefinition} from '../../src/script/video-definition';
import {checkDefinition} from '../../src/timeline/resolve-video';
import type {Timeline} from '../../src/timeline/timeline-types';

/** A part: how a describe text names it, and how a text on screen names it. */
type Part = {name: string; said: RegExp; shown: RegExp};

const part = (name: string, said: RegExp, shown: RegExp = said): Part => ({name, said, shown});

/** Per video: the part names its layouts draw and label (the labels' own words). */
const vocabulary: Record<string, Part[]> = {
  'grace-blackwell': [
    part('Grace', /\bGrace\b/),
    part('Hopper', /\bHopper\b/),
    part('Blackwell', /\bBlackwell\b/),
    part('H100', /\bH100\b/),
    part('HBM', /\bHBM/),
    part('LPDDR5X', /\bLPDDR5X\b/),
    part('C2C', /\bC2C\b/),
    part('NVLink', /\bNVLink\b(?!-C2C)/),
    part('NV-HBI', /\bNV-HBI\b/),
    part('PCIe', /\bPCIe\b/),
    part('L2', /\bL2\b/),
    part('L3', /\bL3\b/),
  ],
  'inside-the-sm': [
    part('scheduler', /\bschedulers?\b/i),
    part('register', /\bregisters?\b|\bregister file/i, /\bregister/i),
    part('FP32', /\bFP32\b/),
    part('Tensor Core', /\bTensor Cores?\b/),
    part('Tensor Memory', /\bTensor Memory\b/),
    part('special function unit', /\bspecial function units?\b/i),
    part('load/store unit', /\bload\/store units?\b/i),
    part('L1', /\bL1\b/),
    part('L2', /\bL2\b/),
    part('HBM', /\bHBM/),
    part('warp', /\bwarps?\b/i, /\bwarps?\b|\bwarp's\b/i),
  ],
  'nvlink-nvswitch': [
    part('compute tray', /\bcompute trays?\b/i),
    part('switch tray', /\bswitch trays?\b/i, /\btrays?\b/i),
    part('power shelf', /\bpower shel(f|ves)\b/i),
    part('NVSwitch', /\bNVSwitch\b/),
    part('switch chip', /\bswitch chips?\b/i, /\bchips?\b/i),
    part('port', /\bports?\b/i),
    part('network card', /\bnetwork cards?\b/i, /\bnetwork cards?\b|\bConnectX/i),
    part('DPU', /\bDPUs?\b/),
    part('NVMe', /\bNVMe\b/),
    part('Grace', /\bGrace\b/),
    part('NVLink', /\bNVLink\b/),
    part('cable', /\bcables?\b/i),
  ],
};

/**
 * Beats whose describe names a part that is drawn there without a text naming it, as
 * `video/scene/beat: part`, with the reason. Each must still be needed.
 */
const drawnUnnamed: Record<string, string> = {
  'grace-blackwell/grace-cpu/room: L3': 'the L3 band is built in this beat and named in the next (memory)',
  'grace-blackwell/grace-cpu/room: LPDDR5X': 'LPDDR5X is built in this beat and named in the next (memory)',
};

type PartProblem = {beat: string; part: string};

/** Named parts of describe texts that no text on screen in the same beat names. */
function unnamedParts(timeline: Timeline, parts: Part[]): PartProblem[] {
  const problems: PartProblem[] = [];
  for (const scene of timeline.scenes) {
    for (const beat of scene.beats) {
      if (beat.describe === undefined) continue;
      // texts visible at some frame of [beat.from, beat.to), and the chapter title drawn above every scene
      const shown = [
        scene.chapter,
        ...scene.texts.filter((t) => t.appear < beat.to && (t.exitEnd ?? scene.to) > beat.from).map((t) => t.text),
      ].join('\n');
      // "no PCIe bus is drawn": a part named to say it is absent is not a mention
      const said = beat.describe.replace(/\bno\s+\S+/gi, ' ');
      for (const p of parts) {
        if (p.said.test(said) && !p.shown.test(shown))
          problems.push({beat: `${timeline.videoId}/${scene.id}/${beat.id}`, part: p.name});
      }
    }
  }
  return problems;
}

function timelineOf(definition: VideoDefinition): Timeline {
  const r = checkDefinition(definition);
  if (!r.ok) throw new Error(`${r.videoId}: ${r.issues[0]?.path}: ${r.issues[0]?.message}`);
  return r.timeline;
}

const definitions = [graceBlackwell, insideTheSm, nvlinkNvswitch];

describe('describe texts name only parts that are in their beat', () => {
  it('has a vocabulary for every video', () => {
    expect(definitions.map((d) => String(d.script.id)).sort()).toEqual(Object.keys(vocabulary).sort());
  });

  for (const definition of definitions) {
    const id = String(definition.script.id);
    it(`${id}: every part a describe text names is named on screen in that beat`, () => {
      const problems = unnamedParts(timelineOf(definition), vocabulary[id] ?? [])
        .map((p) => `${p.beat}: ${p.part}`)
        .filter((key) => !(key in drawnUnnamed));
      expect(problems).toEqual([]);
    });
  }

  it('every exception is still needed', () => {
    const all = definitions.flatMap((d) =>
      unnamedParts(timelineOf(d), vocabulary[String(d.script.id)] ?? []).map((p) => `${p.beat}: ${p.part}`),
    );
    expect(Object.keys(drawnUnnamed).filter((key) => !all.includes(key))).toEqual([]);
  });

  it('fails for a describe text that names a part the beat does not have', () => {
    // fixture: discrete-cpu-gpu's first beat shows only the CPU and its DDR5 memory
    const script = structuredClone(graceBlackwell.script) as unknown as {
      scenes: {id: string; beats: {id: string; describe?: string}[]}[];
    };
    const beat = script.scenes.find((s) => s.id === 'discrete-cpu-gpu')?.beats[0];
    if (beat === undefined) throw new Error('no beat');
    beat.describe = 'A CPU box on the left, joined to its GPU by NVLink-C2C, with LPDDR5X below it.';
    const timeline = timelineOf({...graceBlackwell, script: script as unknown as VideoInput});
    const here = unnamedParts(timeline, vocabulary['grace-blackwell'] ?? []).filter(
      (p) => p.beat === 'grace-blackwell/discrete-cpu-gpu/cpu',
    );
    expect(here).toEqual([
      {beat: 'grace-blackwell/discrete-cpu-gpu/cpu', part: 'LPDDR5X'},
      {beat: 'grace-blackwell/discrete-cpu-gpu/cpu', part: 'C2C'},
    ]);
  });

  it('does not count a part named as absent ("no PCIe bus is drawn")', () => {
    const script = structuredClone(graceBlackwell.script) as unknown as {
      scenes: {id: string; beats: {id: string; describe?: string}[]}[];
    };
    const beat = script.scenes.find((s) => s.id === 'discrete-cpu-gpu')?.beats[0];
    if (beat === undefined) throw new Error('no beat');
    beat.describe = 'A CPU box on the left; no NV-HBI is drawn.';
    const timeline = timelineOf({...graceBlackwell, script: script as unknown as VideoInput});
    expect(
      unnamedParts(timeline, vocabulary['grace-blackwell'] ?? []).filter(
        (p) => p.beat === 'grace-blackwell/discrete-cpu-gpu/cpu',
      ),
    ).toEqual([]);
    // the same part named as present fails
    beat.describe = 'A CPU box on the left; an NV-HBI bridge is drawn.';
    const named = timelineOf({...graceBlackwell, script: script as unknown as VideoInput});
    expect(
      unnamedParts(named, vocabulary['grace-blackwell'] ?? []).filter(
        (p) => p.beat === 'grace-blackwell/discrete-cpu-gpu/cpu',
      ),
    ).toEqual([{beat: 'grace-blackwell/discrete-cpu-gpu/cpu', part: 'NV-HBI'}]);
  });
});
