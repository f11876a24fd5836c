// Type-level proof that a scene-end record is typed by the script: every `@ts-expect-error` line
// below must be an error, every other line must compile. test/visual/scene-end.test.ts compiles
// this file twice: as it is (no errors) and with the directives removed (one error per directive).
import {defineVideo} from '../../src/script/define-video';
import {defineVideoDefinition} from '../../src/script/video-definition';
import type {PreviousSceneId} from '../../src/visual/scene-end';
import {sceneEnds, sceneKits} from '../../src/visual/scene-kit';

const script = defineVideo({
  id: 'ends',
  title: 'T',
  subtitle: 'S',
  lengthSeconds: 30,
  delivery: {summary: 'S', tags: [], categoryId: '28', language: 'en'},
  constants: {},
  scenes: [
    {id: 'first', chapter: 'A', seconds: 10, beats: [{id: 'a', at: 0}]},
    {id: 'second', chapter: 'B', seconds: 10, beats: [{id: 'b', at: 0}]},
    {id: 'third', chapter: 'C', seconds: 10, beats: [{id: 'c', at: 0}]},
  ],
});
const definition = defineVideoDefinition({
  script,
  computed: () => ({}),
  colourGroups: [],
  namesWithDigits: [],
});
const kitFor = sceneKits(definition);
const defineEnd = sceneEnds(definition);

const firstEnd = defineEnd('first', (value) => ({width: value('gb200.gpus')}));
const secondEnd = defineEnd('second', () => ({boxes: [{x: 0, y: 0, w: 1, h: 1}]}));

export function previousIds(): void {
  const second: PreviousSceneId<typeof script, 'second'> = 'first';
  const third: PreviousSceneId<typeof script, 'third'> = 'second';
  void second;
  void third;
  // @ts-expect-error the scene before 'third' is 'second', not 'first'
  const wrong: PreviousSceneId<typeof script, 'third'> = 'first';
  void wrong;
}

export function declaring(): void {
  // @ts-expect-error a scene the script does not have
  defineEnd('fourth', () => 0);
  // @ts-expect-error a value key the video does not have
  defineEnd('first', (value) => value('gb200.gpu'));
}

export function reading(): void {
  const second = kitFor('second');
  const width: number = second.usePreviousEnd(firstEnd).width;
  void width;
  second.useEnd(secondEnd);
  // @ts-expect-error a scene draws from its own end, not another scene's
  second.useEnd(firstEnd);
  // @ts-expect-error 'third' follows 'second': the end of 'first' is not its previous scene's
  kitFor('third').usePreviousEnd(firstEnd);
  // @ts-expect-error the first scene has no previous scene
  kitFor('first').usePreviousEnd(firstEnd);
  // @ts-expect-error the record keeps its type: no field `height`
  void second.usePreviousEnd(firstEnd).height;
}
