// The per-beat `describe` text: references resolve and no typed numbers, like every other text;
// not on screen, so a long description on a short beat passes the reading-time rule.
import {describe, expect, it} from 'vitest';
import {graceBlackwell} from '../../compositions/grace-blackwell/index';
import {checkDefinition} from '../../src/timeline/resolve-video';
import type {VideoInput} from '../../src/script/schema';

type Beat = {id: string; at: number; describe?: string};
type Fixture = {scenes: {id: string; beats: Beat[]}[]};

function withDescribe(text: string) {
  const s = structuredClone(graceBlackwell.script) as unknown as Fixture;
  const beat = s.scenes[1]?.beats[0] as Beat;
  beat.describe = text;
  return checkDefinition({...graceBlackwell, script: s as unknown as VideoInput});
}

describe('describe', () => {
  it('resolves its references into the timeline', () => {
    const r = withDescribe('A bus of {pcie5.eachWay} joins the CPU to the GPU');
    expect(r.issues).toEqual([]);
    if (!r.ok) throw new Error('unreachable');
    expect(r.timeline.scenes[1]?.beats[0]?.describe).toMatch(
      /^A bus of [\d.]+ GB\/s each way joins the CPU to the GPU$/,
    );
    expect(r.timeline.scenes[1]?.beats[1]?.describe).toBe(r.video.scenes[1]?.beats[1]?.describe);
  });

  it('refuses a typed number, naming the field and the rule', () => {
    expect(withDescribe('A bus of 64 GB/s').issues).toEqual([
      {
        path: 'scenes[1].beats[0].describe',
        message:
          'number "64" is typed into the text; reference a model value, a script constant or a computed value (rule: no typed numbers)',
      },
    ]);
  });

  it('refuses an unknown reference', () => {
    expect(withDescribe('Over {pcie5.eachway}').issues).toEqual([
      {
        path: 'scenes[1].beats[0].describe',
        message: 'unknown reference pcie5.eachway (did you mean pcie5.eachWay?) (rule: references resolve)',
      },
    ]);
  });

  it('is not held to the reading-time rule (it is never on screen)', () => {
    const long = Array.from({length: 12}, () => 'the drawing shows the CPU on the left and the GPU on the right').join(
      ', ',
    );
    expect(withDescribe(long).issues).toEqual([]);
  });

  it('refuses an empty text', () => {
    expect(withDescribe('').issues.map((i) => i.path)).toEqual(['scenes[1].beats[0].describe']);
  });
});
