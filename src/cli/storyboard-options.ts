import {Command} from 'commander';
import {strictCommand, videoIdsOf} from '../render/strict-command';

export type StoryboardOptions = {
  ids: string[];
  /** undefined: the beat sheet; 'all': every boundary strip; else the one scene whose boundary is drawn */
  boundaries: undefined | 'all' | {scene: string};
};

/** Parses `npm run storyboard -- <ids…> [--boundaries[=<scene>]]`; unknown ids and options are refused with the valid ones. */
export function parseStoryboardOptions(argv: string[], validIds: readonly string[]): StoryboardOptions {
  const program = new Command('storyboard')
    .description(
      'Contact sheets for a look at a video without playing it: one still per beat, or the boundaries between scenes',
    )
    .argument('[ids...]', `videos to draw (at least one): ${validIds.join(', ')}`)
    .option(
      '--boundaries [scene]',
      "instead of the beat sheet, per scene that enters from the previous scene's picture a strip of frames at " +
        '−0.5 s, 0, +0.4 s and +0.8 s (out/<id>/boundaries/<scene>.png) and all strips on one sheet (out/<id>/boundaries.png); ' +
        'with =<scene>, only the strip of the boundary into that scene',
    )
    .addHelpText(
      'after',
      "\nWithout --boundaries: out/<id>/storyboard.png, each beat's settled frame with its timestamp, scene and beat id.\n" +
        'Examples: npm run storyboard -- inside-the-sm; npm run storyboard -- nvlink-nvswitch --boundaries=one-hop',
    );
  strictCommand(program).parse(argv, {from: 'user'});
  const value = program.opts<{boundaries?: string | true}>().boundaries;
  const ids = videoIdsOf(program, validIds);
  // `--boundaries <id>` (a space, not `=`): the value is the video, not a scene.
  const options: StoryboardOptions =
    typeof value === 'string' && validIds.includes(value)
      ? {ids: [value, ...ids], boundaries: 'all'}
      : {ids, boundaries: value === undefined ? undefined : value === true ? 'all' : {scene: value}};
  if (options.ids.length === 0) throw new Error(`name a video: ${validIds.join(', ')}`);
  return options;
}
