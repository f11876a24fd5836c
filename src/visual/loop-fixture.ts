import {model} from '../model/model';
import {videoSchema, type Video} from '../script/schema';
import {resolveTimeline} from '../timeline/resolve-timeline';
import type {ResolvedBeat, Timeline} from '../timeline/timeline-types';

/**
 * A small periodic drawing for the render's loop tests and bench (composition `bench-loop`):
 * three 4 s chapters; in the first, a beat at 1 s whose 4 s motion is a flow with a period of
 * 0.5 s, and a label entering in the middle of it. Not a video: it is never published.
 */
/** seconds: the flow's period (whole frames at 24, 30 and 60 fps) */
export const loopFixturePeriod = 0.5;

export const loopFixtureVideo: Video = videoSchema.parse({
  id: 'loop-fixture',
  title: 'Loop fixture',
  subtitle: 'A periodic flow',
  lengthSeconds: 36,
  delivery: {summary: 'A test drawing', tags: [], categoryId: '28', language: 'en'},
  constants: {},
  scenes: [
    {
      id: 'flow',
      chapter: 'Flow',
      seconds: 12,
      beats: [
        {id: 'still', at: 0, thumbnail: true},
        {id: 'flowing', at: 1, motion: {kind: 'flow', seconds: 4, period: loopFixturePeriod}},
        {id: 'named', at: 3, labels: [{id: 'rate', text: 'A steady flow'}]},
      ],
    },
    {id: 'after', chapter: 'After', seconds: 12, beats: [{id: 'rest', at: 0}]},
    {id: 'end', chapter: 'End', seconds: 12, beats: [{id: 'rest-end', at: 0}]},
  ],
});

/** The fixture's timeline. */
export function loopFixtureTimeline(fps = 30): Timeline {
  return resolveTimeline(loopFixtureVideo, model, fps);
}

export function flowBeat(timeline: Timeline): ResolvedBeat {
  const beat = timeline.scenes[0]?.beats.find((b) => b.id === 'flowing');
  if (beat === undefined) throw new Error('the loop fixture has no flowing beat');
  return beat;
}
