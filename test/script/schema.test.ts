// The scene-script rules: one broken fixture per rule, each cloned from the real grace-blackwell
// script with one thing broken, checked as `npm run check` checks it (model + computed values).
import {describe, expect, it} from 'vitest';
import {graceBlackwell} from '../../compositions/grace-blackwell/index';
import {typedNumbers} from '../../src/script/number-guard';
import {countWords, secondsNeeded, tagsLength} from '../../src/script/rules';
import {wrapCaption} from '../../src/script/wrap-caption';
import {formatPath, type CheckResult} from '../../src/timeline/check-video';
import {checkDefinition} from '../../src/timeline/resolve-video';
import type {VideoInput} from '../../src/script/schema';

type Label = {id: string; text: string; until?: string; counting?: boolean; source?: string; claim?: false};
type Beat = {
  id: string;
  at: number;
  caption?: string | {text: string; until?: string; source?: string};
  labels?: Label[];
  thumbnail?: true;
  motion?: {kind: string; seconds: number};
  [key: string]: unknown;
};
type Scene = {id: string; chapter: string; seconds: number; enter?: unknown; beats: Beat[]};
type Fixture = {
  id: string;
  title: string;
  subtitle: string;
  lengthSeconds: number;
  delivery: {summary: string; tags: string[]};
  constants: Record<string, unknown>;
  scenes: Scene[];
};

/** A deep clone of the real script with `edit` applied, checked against the model and the video's computed values. */
function checkRaw(edit: (s: Fixture) => void, fps = 30): CheckResult {
  const s = structuredClone(graceBlackwell.script) as unknown as Fixture;
  edit(s);
  return checkDefinition({...graceBlackwell, script: s as unknown as VideoInput}, fps);
}

/**
 * As checkRaw, but a caption or label the edit wrote without a source gets one, so that a case
 * about another rule fails for that rule alone (the "claims carry sources" cases use checkRaw).
 */
function check(edit: (s: Fixture) => void, fps = 30): CheckResult {
  return checkRaw((s) => {
    edit(s);
    for (const b of s.scenes.flatMap((x) => x.beats)) {
      if (typeof b.caption === 'string') b.caption = {text: b.caption, source: 'gb200Page'};
      else if (b.caption !== undefined && b.caption.source === undefined) b.caption.source = 'gb200Page';
      for (const l of b.labels ?? []) if (l.source === undefined && l.claim === undefined) l.source = 'gb200Page';
    }
  }, fps);
}

/** The lines `npm run check` prints for a result's issues. */
const lines = (r: CheckResult) => (r.ok ? [] : r.issues.map((i) => `${r.videoId}: ${i.path}: ${i.message}`));
const scene = (s: Fixture, i: number): Scene => s.scenes[i] as Scene;
/** Index of the scene holding the thumbnail beat. */
const thumbnailScene = (s: Fixture) => s.scenes.findIndex((x) => x.beats.some((b) => b.thumbnail === true));

/**
 * Replaces scene 2's beats by `beats` (keeping its id, chapter and seconds; dropping its entrance), so that a case that
 * depends on timing or on which beats follow does not depend on the script's current wording.
 */
const C = 2;
function controlled(s: Fixture, beats: Beat[]): Scene {
  const target = scene(s, C);
  if (target.beats.some((b) => b.thumbnail === true))
    throw new Error('the controlled scene must not hold the thumbnail');
  target.beats = beats;
  // beats without motion leave the drawing still for the whole scene: the still rule wants a reason
  const first = beats[0];
  if (first !== undefined && beats.every((b) => b.motion === undefined && b.still === undefined))
    first.still = 'a schema fixture about texts, not motion';
  // timing cases count from the scene's cut: no entrance carried over from the previous scene
  delete target.enter;
  return target;
}
const plainBeats = (): Beat[] => [
  {id: 'first', at: 0, labels: [{id: 'grace', text: 'Grace CPU'}]},
  {
    id: 'second',
    at: 6,
    labels: [{id: 'gpu', text: 'Blackwell GPU'}],
    caption: {text: 'One caption for the second beat', source: 'gb200Page'},
  },
  {id: 'third', at: 11, caption: {text: 'Another caption', source: 'gb200Page'}},
];
const beat = (s: Fixture, si: number, bi: number): Beat => scene(s, si).beats[bi] as Beat;
const label = (s: Fixture, si: number, bi: number, li: number): Label =>
  (beat(s, si, bi).labels as Label[])[li] as Label;

describe('the unbroken fixture', () => {
  it('passes, so each broken case fails for its one reason', () => {
    expect(check(() => {}).issues).toEqual([]);
    expect(
      check((s) => {
        controlled(s, plainBeats());
      }).issues,
    ).toEqual([]);
  });
});

describe('fixed length', () => {
  it('refuses scenes that add up to 212.5 s for a 213 s video', () => {
    const r = check((s) => {
      scene(s, 1).seconds -= 0.5;
    });
    expect(r.ok).toBe(false);
    expect(lines(r)).toEqual([
      'grace-blackwell: scenes: grace-blackwell: scenes add up to 212.5 s, but the video is fixed at 213 s (rule: fixed length)',
    ]);
  });

  it('refuses a length that is not a whole number of frames at 24 fps', () => {
    const r = check((s) => {
      s.lengthSeconds = 212.1;
      scene(s, 1).seconds -= 0.9;
    });
    expect(r.issues).toEqual([
      {path: 'lengthSeconds', message: '212.1 s is not a whole number of frames at 24 fps (rule: whole frames)'},
    ]);
  });
});

describe('references resolve', () => {
  it('names an unknown reference and the nearest known key', () => {
    const r = check((s) => {
      label(s, 4, 0, 0).text = 'NVLink-C2C · {nvlink5.perGPU}';
    });
    expect(lines(r)).toEqual([
      'grace-blackwell: scenes[4].beats[0].labels[0].text: unknown reference nvlink5.perGPU (did you mean nvlink5.perGpu?) (rule: references resolve)',
    ]);
  });

  it('names an unknown reference with no near key plainly', () => {
    const r = check((s) => {
      controlled(s, plainBeats()).beats[2]!.caption = 'Grace feeds {zzzzzzzzzzzz.qqqqqqqqq}';
    });
    expect(r.issues).toEqual([
      {
        path: `scenes[${C}].beats[2].caption`,
        message: 'unknown reference zzzzzzzzzzzz.qqqqqqqqq (rule: references resolve)',
      },
    ]);
  });

  it('says a group such as {nvlink5} is not a quantity and lists its quantities', () => {
    const r = check((s) => {
      label(s, 4, 0, 0).text = 'NVLink · {nvlink5}';
    });
    expect(lines(r)).toEqual([
      'grace-blackwell: scenes[4].beats[0].labels[0].text: {nvlink5} is a group, not a quantity: use one of {nvlink5.linksPerGpu}, {nvlink5.perLink}, ' +
        '{nvlink5.perLinkEachWay}, {nvlink5.perGpu}, {nvlink5.perGpuEachWay}, {nvlink5.vsHopper}, {nvlink5.vsPcie}, {nvlink5.vsNic} (rule: references resolve)',
    ]);
  });

  it('refuses a script constant that shadows a model value', () => {
    const r = check((s) => {
      s.constants['nvlink5.perGpu'] = s.constants['race.readSize'];
    });
    expect(r.issues).toEqual([
      {
        path: 'constants.nvlink5.perGpu',
        message: 'nvlink5.perGpu is already a model or computed value (rule: unique references)',
      },
    ]);
  });

  it('refuses a script constant that is not an example', () => {
    const r = check((s) => {
      s.constants['race.readSize'] = {...(s.constants['race.readSize'] as object), kind: 'derived'};
    });
    expect(r.issues).toEqual([
      {
        path: 'constants.race.readSize.kind',
        message: 'a script constant is kind "example", not "derived" (rule: script constants)',
      },
    ]);
  });
});

describe('strict schema', () => {
  it('rejects an unknown key such as a misspelt caption', () => {
    const r = check((s) => {
      beat(s, 1, 3)['captoin'] = 'Two separate memory pools';
    });
    expect(r.issues).toEqual([
      {path: 'scenes[1].beats[3]', message: 'Unrecognized key: "captoin" (rule: strict schema, no unknown keys)'},
    ]);
  });

  it('rejects an unknown key on a label and on the video', () => {
    expect(
      check((s) => {
        (controlled(s, plainBeats()).beats[0]!.labels![0] as Record<string, unknown>)['untill'] = 'second';
      }).issues,
    ).toEqual([
      {
        path: `scenes[${C}].beats[0].labels[0]`,
        message: 'Unrecognized key: "untill" (rule: strict schema, no unknown keys)',
      },
    ]);
    expect(
      check((s) => {
        (s as unknown as Record<string, unknown>)['length'] = 213;
      }).issues,
    ).toEqual([{path: '', message: 'Unrecognized key: "length" (rule: strict schema, no unknown keys)'}]);
  });

  it('names a wrong type with its path', () => {
    const r = check((s) => {
      (controlled(s, plainBeats()).beats[1] as Record<string, unknown>)['at'] = '6';
    });
    expect(r.issues).toHaveLength(1);
    expect(r.issues[0]?.path).toBe(`scenes[${C}].beats[1].at`);
    expect(r.issues[0]?.message).toMatch(/expected number, received string \(rule: schema\)$/);
  });
});

describe('ids', () => {
  it('must be kebab-case, for scenes, beats and texts, with the rule named once', () => {
    expect(
      check((s) => {
        scene(s, 1).id = 'Discrete_CPU';
      }).issues,
    ).toEqual([{path: 'scenes[1].id', message: 'must be kebab-case (rule: ids are kebab-case)'}]);
    expect(
      check((s) => {
        controlled(s, plainBeats()).beats[2]!.id = 'thirdBeat';
      }).issues,
    ).toEqual([{path: `scenes[${C}].beats[2].id`, message: 'must be kebab-case (rule: ids are kebab-case)'}]);
    expect(
      check((s) => {
        controlled(s, plainBeats()).beats[1]!.labels![0]!.id = 'gpu label';
      }).issues,
    ).toEqual([{path: `scenes[${C}].beats[1].labels[0].id`, message: 'must be kebab-case (rule: ids are kebab-case)'}]);
    expect(
      check((s) => {
        s.id = 'grace--blackwell';
      }).issues.map((i) => i.path),
    ).toEqual(['id']);
  });

  it('refuses a duplicate scene id', () => {
    const r = check((s) => {
      scene(s, 2).id = 'discrete-cpu-gpu';
    });
    expect(r.issues).toEqual([
      {
        path: 'scenes[2].id',
        message: 'scene id "discrete-cpu-gpu" is used twice in grace-blackwell (rule: unique ids)',
      },
    ]);
  });

  it('refuses a duplicate beat id', () => {
    const r = check((s) => {
      controlled(s, plainBeats()).beats[1]!.id = 'first';
    });
    expect(r.issues).toEqual([
      {
        path: `scenes[${C}].beats[1].id`,
        message: 'beat id "first" is used twice in scene one-module (rule: unique ids)',
      },
    ]);
  });

  it('refuses a duplicate text id within a scene, but not across scenes', () => {
    const r = check((s) => {
      controlled(s, plainBeats()).beats[1]!.labels![0]!.id = 'grace';
    });
    expect(r.issues).toEqual([
      {
        path: `scenes[${C}].beats[1].labels[0].id`,
        message: 'text id "grace" is used twice in scene one-module (rule: unique ids)',
      },
    ]);
    // the same text id in two scenes is fine (here: the id of the title scene's first label)
    expect(
      check((s) => {
        controlled(s, plainBeats()).beats[0]!.labels![0]!.id = scene(s, 0).beats[0]!.labels![0]!.id;
      }).issues,
    ).toEqual([]);
  });
});

describe('beats', () => {
  it('refuses a beat outside its scene', () => {
    const r = check((s) => {
      controlled(s, plainBeats()).beats[2]!.at = 16;
    });
    expect(r.issues).toEqual([
      {
        path: `scenes[${C}].beats[2].at`,
        message: 'beat at 16 s is outside its 16 s scene (rule: beats inside their scene)',
      },
    ]);
  });

  it('refuses motion that runs past the scene', () => {
    const r = check((s) => {
      controlled(s, plainBeats()).beats[2]!.motion = {kind: 'packets', seconds: 6};
    });
    expect(r.issues).toEqual([
      {
        path: `scenes[${C}].beats[2].motion.seconds`,
        message: "motion runs to 17 s, past the scene's 16 s (rule: beats inside their scene)",
      },
    ]);
    expect(
      check((s) => {
        controlled(s, plainBeats()).beats[2]!.motion = {kind: 'packets', seconds: 5};
      }).issues,
    ).toEqual([]);
  });

  it('refuses beats that do not ascend, naming the path scenes[3].beats[1].at', () => {
    const r = check((s) => {
      beat(s, 3, 1).at = beat(s, 3, 0).at;
    });
    const at = beat(structuredClone(graceBlackwell.script) as unknown as Fixture, 3, 0).at;
    expect(r.issues).toEqual([
      {
        path: 'scenes[3].beats[1].at',
        message: `beat at ${at} s does not come after the previous beat at ${at} s (rule: beats ascending)`,
      },
    ]);
    expect(
      check((s) => {
        controlled(s, plainBeats()).beats[2]!.at = 5;
      }).issues,
    ).toEqual([
      {
        path: `scenes[${C}].beats[2].at`,
        message: 'beat at 5 s does not come after the previous beat at 6 s (rule: beats ascending)',
      },
    ]);
  });

  it('refuses an `until` that names no later beat', () => {
    const until = (bi: number, name: string) =>
      check((s) => {
        controlled(s, plainBeats()).beats[bi]!.labels![0]!.until = name;
      }).issues;
    expect(until(0, 'third')).toEqual([]);
    expect(until(0, 'first')).toEqual([
      {
        path: `scenes[${C}].beats[0].labels[0].until`,
        message:
          '"first" is not a later beat of scene one-module (later beats: second, third) (rule: until names a later beat)',
      },
    ]);
    expect(until(1, 'first')).toEqual([
      {
        path: `scenes[${C}].beats[1].labels[0].until`,
        message:
          '"first" is not a later beat of scene one-module (later beats: third) (rule: until names a later beat)',
      },
    ]);
    expect(until(0, 'fourth')).toEqual([
      {
        path: `scenes[${C}].beats[0].labels[0].until`,
        message:
          '"fourth" is not a later beat of scene one-module (later beats: second, third) (rule: until names a later beat)',
      },
    ]);
    const lastCaption = check((s) => {
      controlled(s, plainBeats()).beats[2]!.caption = {text: 'Another caption', until: 'second'};
    }).issues;
    expect(lastCaption).toEqual([
      {
        path: `scenes[${C}].beats[2].caption.until`,
        message:
          '"second" is not a later beat of scene one-module (later beats: none) (rule: until names a later beat)',
      },
    ]);
  });
});

describe('texts', () => {
  it('refuses a caption that wraps to more than 2 lines of 42', () => {
    const long = 'Grace keeps the GPUs fed: it streams the data, tokenizes it and augments it, all the time';
    expect(wrapCaption(long).length).toBe(3);
    const r = check((s) => {
      controlled(s, plainBeats()).beats[1]!.caption = long;
    });
    expect(r.issues[0]).toEqual({
      path: `scenes[${C}].beats[1].caption`,
      message: 'caption wraps to 3 lines of up to 42 characters; at most 2 (rule: caption length)',
    });
  });

  it('accepts a caption of exactly two full lines of 42', () => {
    const line = 'abcdefghijklmnopqrst uvwxyzabcdefghijklmno'; // 42 characters, 2 words
    expect(line.length).toBe(42);
    expect(wrapCaption(`${line} ${line}`)).toEqual([line, line]);
    expect(
      check((s) => {
        controlled(s, plainBeats()).beats[2]!.caption = `${line} ${line}`;
      }).issues,
    ).toEqual([]);
    expect(
      check((s) => {
        controlled(s, plainBeats()).beats[2]!.caption = `${line} ${line} x`;
      }).issues,
    ).toEqual([
      {
        path: `scenes[${C}].beats[2].caption`,
        message: 'caption wraps to 3 lines of up to 42 characters; at most 2 (rule: caption length)',
      },
    ]);
  });

  it('refuses a long label whose `until` comes 1 s later (reading time)', () => {
    const text = 'Grace Hopper put one CPU and one GPU on a single module';
    expect(countWords(text)).toBe(12);
    expect(secondsNeeded(12)).toBeCloseTo(5.4, 12);
    const r = check((s) => {
      controlled(s, [
        {id: 'gh200', at: 0, labels: [{id: 'gh200', text, until: 'gb200'}]},
        {id: 'gb200', at: 1, labels: [{id: 'gb200', text: 'GB200'}]},
      ]);
    });
    // the label is fully visible from the end of its 1/3 s entrance to the start of its exit at 1 s
    expect(r.issues).toEqual([
      {
        path: `scenes[${C}].beats[0].labels[0]`,
        message: `"${text}" is fully visible 0.7 s; 12 words need 5.4 s (rule: reading time)`,
      },
    ]);
    // with `until` 6 s later it is visible 5.7 s: enough
    expect(
      check((s) => {
        controlled(s, [
          {id: 'gh200', at: 0, labels: [{id: 'gh200', text, until: 'gb200'}]},
          {id: 'gb200', at: 6, labels: [{id: 'gb200', text: 'GB200'}]},
        ]);
      }).issues,
    ).toEqual([]);
  });

  it('refuses a caption replaced too soon by the next one', () => {
    const text = "Grace's job: keep the GPUs fed, stream data, tokenize, augment"; // 10 words: 5 s
    const r = check((s) => {
      controlled(s, [
        {id: 'job', at: 0, caption: text},
        {id: 'launches', at: 4, caption: 'Kernel launches stay local'},
      ]);
    });
    expect(r.issues).toEqual([
      {
        path: `scenes[${C}].beats[0].caption`,
        message: `"${text}" is fully visible 3.7 s; 10 words need 5.0 s (rule: reading time)`,
      },
    ]);
  });

  it("checks a text that stays to the end of its scene against the scene's end", () => {
    const text = 'A label that appears late in its scene, with far too little time left to read it';
    const r = check((s) => {
      controlled(s, [...plainBeats(), {id: 'late', at: 14, labels: [{id: 'late', text}]}]);
    });
    expect(r.issues).toEqual([
      {
        path: `scenes[${C}].beats[3].labels[0]`,
        message: `"${text}" is fully visible 1.7 s; 17 words need 6.4 s (rule: reading time)`,
      },
    ]);
  });

  it('reports every rule a text breaks at once: caption length and reading time together', () => {
    const long = 'Grace keeps the GPUs fed: it streams the data, tokenizes it and augments it, all the time'; // 3 lines, 17 words
    const r = check((s) => {
      controlled(s, [
        {id: 'job', at: 0, caption: long},
        {id: 'next', at: 2, caption: 'Kernel launches stay local'},
      ]);
    });
    expect(r.issues).toEqual([
      {
        path: `scenes[${C}].beats[0].caption`,
        message: 'caption wraps to 3 lines of up to 42 characters; at most 2 (rule: caption length)',
      },
      {
        path: `scenes[${C}].beats[0].caption`,
        message: `"${long}" is fully visible 1.7 s; 17 words need 6.4 s (rule: reading time)`,
      },
    ]);
  });

  it('reports a typed number, the caption length and the reading time of the same text at once', () => {
    const long = 'Grace keeps the GPUs fed: it streams 100 GB of data, tokenizes it and augments it, all the time';
    const r = check((s) => {
      controlled(s, plainBeats()).beats[1]!.caption = long;
    });
    expect(r.issues.map((i) => i.message.replace(/^.*\(rule: /, ''))).toEqual([
      'no typed numbers)',
      'caption length)',
      'reading time)',
    ]);
  });

  it('refuses a number typed into a label', () => {
    const r = check((s) => {
      label(s, 4, 0, 0).text = 'NVLink-C2C runs at 900 GB/s';
    });
    expect(r.issues).toEqual([
      {
        path: 'scenes[4].beats[0].labels[0].text',
        message:
          'number "900" is typed into the text; reference a model value, a script constant or a computed value (rule: no typed numbers)',
      },
    ]);
  });

  it('refuses typed numbers in captions, chapters, titles and the summary', () => {
    expect(
      check((s) => {
        controlled(s, plainBeats()).beats[2]!.caption = 'Keep hot data in HBM: 8 TB/s';
      }).issues,
    ).toEqual([
      {
        path: `scenes[${C}].beats[2].caption`,
        message:
          'number "8" is typed into the text; reference a model value, a script constant or a computed value (rule: no typed numbers)',
      },
    ]);
    expect(
      check((s) => {
        scene(s, 9).chapter = 'Recap in 16 s';
      }).issues.map((i) => i.path),
    ).toEqual(['scenes[9].chapter']);
    expect(
      check((s) => {
        s.title = 'The 2-GPU Superchip';
      }).issues.map((i) => i.path),
    ).toEqual(['title']);
    expect(
      check((s) => {
        s.delivery.summary += ' 852 GB.';
      }).issues.map((i) => i.path),
    ).toEqual(['delivery.summary']);
  });

  it('allows names with digits: GB200, NVL72, Gen5, H100', () => {
    const r = check((s) => {
      controlled(s, plainBeats()).beats[0]!.labels![0]!.text = "GB200, NVL72, PCIe Gen5 and H100's HBM3 are names";
    });
    expect(r.issues).toEqual([]);
  });
});

describe('claims carry sources', () => {
  it('refuses a caption without a source, naming the path and the rule', () => {
    const r = checkRaw((s) => {
      controlled(s, plainBeats()).beats[2]!.caption = 'Another caption';
    });
    expect(lines(r)).toEqual([
      `grace-blackwell: scenes[${C}].beats[2].caption: a caption states a claim and needs a source: {text, source} with a key of src/model/sources.ts or "book: Chapter N, section" (rule: claims carry sources)`,
    ]);
  });

  it('refuses a source that is neither a key of sources.ts nor the book by chapter', () => {
    const r = checkRaw((s) => {
      controlled(s, plainBeats()).beats[2]!.caption = {text: 'Another caption', source: 'nvidia.com'};
    });
    expect(lines(r)).toEqual([
      `grace-blackwell: scenes[${C}].beats[2].caption.source: must be a key of src/model/sources.ts or "book: Chapter N, section" (rule: claims carry sources)`,
    ]);
  });

  it('accepts the book by chapter and section', () => {
    const r = checkRaw((s) => {
      controlled(s, plainBeats()).beats[2]!.caption = {
        text: 'Another caption',
        source: 'book: Chapter 2, NVLink and NVSwitch',
      };
    });
    expect(r.issues).toEqual([]);
  });

  it('refuses a fact-stating label without a source; a part name or claim: false needs none', () => {
    const stated = checkRaw((s) => {
      controlled(s, plainBeats()).beats[0]!.labels = [{id: 'grace', text: 'Grace keeps the GPUs fed'}];
    });
    expect(lines(stated)).toEqual([
      `grace-blackwell: scenes[${C}].beats[0].labels[0]: label "grace" has 5 words, so it states a fact and needs a source (or claim: false for a title, a key or a scale; a part name is under 4 words) (rule: claims carry sources)`,
    ]);
    const key = checkRaw((s) => {
      controlled(s, plainBeats()).beats[0]!.labels = [{id: 'grace', text: 'Dashed: drawn to no scale', claim: false}];
    });
    expect(key.issues).toEqual([]);
    const part = checkRaw((s) => {
      controlled(s, plainBeats()).beats[0]!.labels = [{id: 'grace', text: 'Grace CPU'}];
    });
    expect(part.issues).toEqual([]);
  });
});

describe('provenance shown', () => {
  it('refuses a measured value shown without "measured on B200" in the same beat', () => {
    const r = checkRaw((s) => {
      label(s, 5, 2, 0).text = 'Shared L2: {b200.l2}';
    });
    expect(lines(r)).toEqual([
      'grace-blackwell: scenes[5].beats[2].labels[0]: "Shared L2: 126.5 MB" shows b200.l2 in beat l2 without "measured on B200" in the same beat; add {b200.l2:qualifier} to a text of that beat (rule: provenance shown)',
    ]);
  });

  it('refuses a figure NVIDIA prints otherwise shown without the origin of ours', () => {
    // the beat's second label carries the origin: drop it, so only the bandwidth is left
    const r = checkRaw((s) => {
      beat(s, 3, 2).labels = (beat(s, 3, 2).labels ?? []).filter((l) => l.id !== 'lpddr-origin');
    });
    expect(lines(r)).toEqual([
      'grace-blackwell: scenes[3].beats[2].labels[0]: "LPDDR5X: up to 480 GB · ~390 GB/s" shows grace.lpddrBandwidth in beat memory without "an NVL72 rack\'s 14 TB/s ÷ its 36 Grace CPUs" in the same beat; add {grace.lpddrBandwidth:qualifier} to a text of that beat (rule: provenance shown)',
    ]);
  });

  it('accepts the qualifier in another text of the same beat, and refuses :qualifier on a spec', () => {
    const elsewhere = checkRaw((s) => {
      label(s, 5, 2, 0).text = 'Shared L2: {b200.l2}';
      beat(s, 5, 2).caption = {text: 'The L2 size was {b200.l2:qualifier}', source: 'deviceQuery'};
    });
    expect(elsewhere.issues).toEqual([]);
    const spec = checkRaw((s) => {
      label(s, 5, 2, 0).text = 'Shared L2: {b200.l2} ({b200.l2:qualifier}), {h100.l2:qualifier}';
    });
    expect(lines(spec)).toEqual([
      'grace-blackwell: scenes[5].beats[2].labels[0].text: {h100.l2:qualifier}: h100.l2 is a spec value and has no provenance qualifier to show (rule: references resolve)',
    ]);
  });
});

describe('chapters, tags and thumbnail', () => {
  it('refuses fewer than 3 chapters', () => {
    // keep the title and the thumbnail's scene, still adding up to 213 s
    const r = check((s) => {
      const kept = scene(s, thumbnailScene(s));
      s.scenes = [scene(s, 0), kept];
      scene(s, 0).seconds = s.lengthSeconds - kept.seconds;
    });
    expect(r.issues).toEqual([{path: 'scenes', message: '2 chapters; YouTube needs at least 3 (rule: chapters)'}]);
  });

  it('refuses a chapter shorter than 10 s', () => {
    const r = check((s) => {
      scene(s, 0).seconds = 9.5;
      scene(s, 1).seconds += 0.5;
    });
    expect(r.issues).toEqual([
      {
        path: 'scenes[0].seconds',
        message: 'chapter "The Grace Blackwell Superchip" lasts 9.5 s; YouTube needs at least 10 s (rule: chapters)',
      },
    ]);
  });

  it('refuses a chapter title over 49 characters and accepts 49', () => {
    const t49 = 'Before: CPU and GPU apart, data copied over a bus';
    expect(t49.length).toBe(49);
    expect(
      check((s) => {
        scene(s, 1).chapter = t49;
      }).issues,
    ).toEqual([]);
    expect(
      check((s) => {
        scene(s, 1).chapter = t49 + 's';
      }).issues,
    ).toEqual([{path: 'scenes[1].chapter', message: 'chapter title has 50 characters; at most 49 (rule: chapters)'}]);
  });

  it('measures a chapter title after resolving its references', () => {
    // 52 characters as typed, 36 as shown ("At 900 GB/s each way, the GPUs talk")
    const typed = 'At {nvlink5.perGpuEachWay}, the GPUs talk quite often';
    expect(typed.length).toBeGreaterThan(49);
    expect(
      check((s) => {
        scene(s, 1).chapter = typed;
      }).issues,
    ).toEqual([]);
  });

  it('refuses tags over 500 characters as YouTube counts them', () => {
    const tags = (n: number) => [...Array.from({length: 49}, () => 'abcdefghi'), 'x'.repeat(n)]; // 49 × 9 + n + 49 commas
    expect(tagsLength(tags(10))).toBe(500);
    expect(tagsLength(['a b', 'cd'])).toBe(3 + 2 + 2 + 1); // quotes around a tag with a space, one comma
    expect(
      check((s) => {
        s.delivery.tags = tags(10);
      }).issues,
    ).toEqual([]);
    expect(
      check((s) => {
        s.delivery.tags = tags(11);
      }).issues,
    ).toEqual([
      {path: 'delivery.tags', message: 'tags take 501 characters as YouTube counts them; at most 500 (rule: tags)'},
    ]);
  });

  it('refuses zero thumbnail beats', () => {
    const r = check((s) => {
      for (const b of scene(s, thumbnailScene(s)).beats) delete b.thumbnail;
    });
    expect(r.issues).toEqual([
      {path: 'scenes', message: '0 beats are marked thumbnail; exactly one must be (rule: one thumbnail)'},
    ]);
  });

  it('refuses two thumbnail beats', () => {
    const r = check((s) => {
      controlled(s, plainBeats()).beats[0]!.thumbnail = true;
    });
    expect(r.issues).toEqual([
      {path: 'scenes', message: '2 beats are marked thumbnail; exactly one must be (rule: one thumbnail)'},
    ]);
  });
});

describe('reports', () => {
  it('lists every issue, each with its own path', () => {
    const r = check((s) => {
      scene(s, 1).seconds -= 0.5;
      beat(s, 3, 1).at = beat(s, 3, 0).at;
      scene(s, 2).id = 'discrete-cpu-gpu';
    });
    expect(r.issues.map((i) => i.path).sort()).toEqual(['scenes', 'scenes[2].id', 'scenes[3].beats[1].at']);
  });

  it('formats zod paths as scenes[3].beats[1].at', () => {
    expect(formatPath(['scenes', 3, 'beats', 1, 'at'])).toBe('scenes[3].beats[1].at');
    expect(formatPath(['delivery', 'tags'])).toBe('delivery.tags');
    expect(formatPath([])).toBe('');
  });
});

describe('typedNumbers', () => {
  it('finds digits outside references and names', () => {
    expect(typedNumbers('C2C runs at 900 GB/s')).toEqual(['900']);
    expect(typedNumbers('{c2c.bothWays} vs 1.8 TB/s')).toEqual(['1.8']);
    expect(typedNumbers('~52× faster')).toEqual(['52']);
    expect(typedNumbers('Up to {sm.maxWarps} warps (2,048 threads)')).toEqual(['2', '048']);
    expect(typedNumbers('a 3rd path')).toEqual(['3rd']);
  });

  it('allows names and their possessives, nothing merely similar', () => {
    expect(typedNumbers('Gen5 LPDDR5X HBM3e NVLink-C2C x16 L2')).toEqual([]);
    expect(
      typedNumbers("GB200 NVL72 H100 H100's GH200 B200 ConnectX-7", [
        'GB200',
        'NVL72',
        'H100',
        'GH200',
        'B200',
        'ConnectX-7',
      ]),
    ).toEqual([]);
    expect(typedNumbers('GB200 and H100')).toEqual(['GB200', 'H100']); // product names belong to a video's definition
    expect(typedNumbers('GB201 Gen6 H200 X16')).toEqual(['GB201', 'Gen6', 'H200', 'X16']);
  });
});

describe('thumbnail hook', () => {
  type WithHook = {delivery: {thumbnailHook?: string}};
  it('refuses a hook of seven words, naming its path', () => {
    const r = check((s) => {
      (s as unknown as WithHook).delivery.thumbnailHook = 'One CPU and two GPUs share memory';
    });
    expect(lines(r)).toEqual([
      'grace-blackwell: delivery.thumbnailHook: the thumbnail hook has 7 words; at most 6 (rule: thumbnail hook)',
    ]);
  });
  it('refuses a number typed into the hook (numbers by reference)', () => {
    const r = check((s) => {
      (s as unknown as WithHook).delivery.thumbnailHook = '72 GPUs · one hop';
    });
    expect(lines(r).join('\n')).toMatch(/delivery\.thumbnailHook: number "72" is typed into the text/);
  });
  it('resolves its references like any text', () => {
    const r = check((s) => {
      (s as unknown as WithHook).delivery.thumbnailHook = '{gb200.gpuz} GPUs';
    });
    expect(lines(r).join('\n')).toMatch(/delivery\.thumbnailHook: unknown reference gb200\.gpuz/);
  });
});

describe('a beat focus', () => {
  const beat = (s: Fixture) => s.scenes[0]?.beats[0] as Beat;
  it('takes one part id or a list of them', () => {
    expect(
      check((s) => {
        beat(s).focus = 'cpu';
      }).issues,
    ).toEqual([]);
    expect(
      check((s) => {
        beat(s).focus = ['cpu', 'memory'];
      }).issues,
    ).toEqual([]);
  });
  it("refuses a focus or a carried part that is not one of the script's parts, naming it (rule: named parts)", () => {
    const focus = check((s) => {
      beat(s).focus = ['cpu', 'host-memory'];
    });
    expect(lines(focus).join('\n')).toMatch(
      /scenes\[0\]\.beats\[0\]\.focus.*"host-memory" is not one of grace-blackwell's parts.*named parts/,
    );
    const carried = check((s) => {
      s.scenes[2] = {...(s.scenes[2] as Scene), enter: {kind: 'carry', seconds: 1, carries: ['cpu', 'gpux']}};
    });
    expect(lines(carried).join('\n')).toMatch(/scenes\[2\]\.enter\.carries\[1\].*"gpux".*named parts/);
  });
  it('refuses an empty list and an id that is not kebab-case, naming the field', () => {
    const empty = check((s) => {
      beat(s).focus = [];
    });
    expect(lines(empty).join('\n')).toContain('scenes[0].beats[0].focus');
    const camel = check((s) => {
      beat(s).focus = ['hostMemory'];
    });
    expect(lines(camel).join('\n')).toMatch(/scenes\[0\]\.beats\[0\]\.focus.*kebab-case/);
  });
});
