// Type-level proof that ids are types: every `@ts-expect-error` line below must be an error,
// and every other line must compile. test/script/script-ids.test.ts compiles this file twice:
// as it is (no errors) and with the directives removed (one error per directive).
import React from 'react';
import {kitFor, useValue as useGraceValue} from '../../compositions/grace-blackwell/kit';
import {useValue as useSmValue} from '../../compositions/inside-the-sm/kit';
import type {script} from '../../compositions/grace-blackwell/script';
import {graceBlackwell} from '../../compositions/grace-blackwell';
import {tablesFor} from '../../compositions/chart-tables';
import {graceBlackwellScenes} from '../../compositions/grace-blackwell/scenes';
import {registerVideo, type SceneComponentsOf} from '../../src/visual/scene-kit';
import {defineVideo} from '../../src/script/define-video';

export function sceneIds(): void {
  kitFor('grace-cpu');
  // @ts-expect-error a misspelt scene id
  kitFor('grace-cpus');
}

export function beatIds(): void {
  const {useBeat} = kitFor('grace-cpu');
  useBeat('job');
  // @ts-expect-error a beat of another scene
  useBeat('pcie');
}

export function textIds(): React.ReactNode {
  const {useText, Label} = kitFor('grace-cpu');
  useText('lpddr');
  useText('job-caption');
  // @ts-expect-error a caption id of a beat without a caption
  useText('cores-caption');
  return (
    <>
      <Label id="lpddr" x={0} y={0} />
      {/* @ts-expect-error a label id that the scene does not have */}
      <Label id="lpddr5x" x={0} y={0} />
    </>
  );
}

export function valueKeys(): void {
  const {useValue} = kitFor('not-uniform');
  useValue('grace.cores'); // the model
  useValue('race.readSize'); // a script constant
  useValue('race.graceTime'); // a computed value
  // @ts-expect-error a misspelt model key
  useValue('grace.core');
}

export function videoValueKeys(): void {
  useGraceValue('grace.cores'); // the model, from a part shared between scenes
  useGraceValue('race.readSize'); // a script constant
  useGraceValue('race.graceTime'); // a computed value
  // @ts-expect-error a misspelt model key in a video-level read
  useGraceValue('gb200.gpu');
  useSmValue('sm.schedulers');
  // @ts-expect-error another video's computed value
  useSmValue('race.graceTime');
}

export function sceneMaps(): void {
  const withoutTitle = {...graceBlackwellScenes, title: undefined};
  // @ts-expect-error a scene without its component
  const incomplete: SceneComponentsOf<typeof script> = withoutTitle;
  void incomplete;
  registerVideo(graceBlackwell, graceBlackwellScenes);
  // @ts-expect-error scene components registered with another video's definition
  registerVideo(graceBlackwell, {...graceBlackwellScenes, 'the-rack': graceBlackwellScenes.title});
}

export function labelOfAndBuildsAreParts(): void {
  const base = {
    id: 'typed',
    title: 'T',
    subtitle: 'S',
    lengthSeconds: 30,
    delivery: {summary: 'S', tags: [], categoryId: '28', language: 'en'},
    constants: {},
    parts: ['rack', 'link'],
  } as const;
  defineVideo({
    ...base,
    scenes: [
      {
        id: 'a',
        chapter: 'A',
        seconds: 30,
        beats: [
          {
            id: 'b',
            at: 0,
            motion: {kind: 'build', seconds: 1, builds: ['rack']},
            labels: [{id: 'l', text: 'Rack', of: 'link'}],
          },
        ],
      },
    ],
  });
  // @ts-expect-error a label of a part the script does not have
  defineVideo({
    ...base,
    scenes: [
      {id: 'a', chapter: 'A', seconds: 30, beats: [{id: 'b', at: 0, labels: [{id: 'l', text: 'Rack', of: 'racks'}]}]},
    ],
  });
  // @ts-expect-error a motion that builds a part the script does not have
  defineVideo({
    ...base,
    scenes: [
      {
        id: 'a',
        chapter: 'A',
        seconds: 30,
        beats: [{id: 'b', at: 0, motion: {kind: 'build', seconds: 1, builds: ['links']}}],
      },
    ],
  });
}

export function chartTables(): void {
  tablesFor(graceBlackwell, ({q, name}) => [
    {sceneId: 'not-uniform', title: 'race', columns: ['Path', 'Bandwidth'], rows: [[name('HBM'), q('path.ownHbm')]]},
    // @ts-expect-error a chart table of a scene the script does not have (renamed)
    {sceneId: 'not-uniformly', title: 'race', columns: [], rows: []},
    // @ts-expect-error a value key the video does not have
    {sceneId: 'not-uniform', title: 'race', columns: [], rows: [[q('path.ownHbmm')]]},
  ]);
}
