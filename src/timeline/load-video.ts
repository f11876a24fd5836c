import {model} from '../model/model';
import {referencesFor, type VideoDefinition} from '../script/video-definition';
import {checkVideo, type CheckResult} from './check-video';
import type {Timeline} from './resolve-timeline';

/** Checks a video definition against the model and its own computed values. */
export function checkDefinition(definition: VideoDefinition, fps = 30): CheckResult {
  let references;
  try {
    references = referencesFor(definition, model);
  } catch (error) {
    return {ok: false, videoId: String(definition.script.id), reading: [],
      issues: [{path: 'computed', message: `${(error as Error).message} (rule: computed values)`}]};
  }
  return checkVideo(definition.script, references, fps);
}

/** The resolved timeline, or an error worded as `npm run check` words its first issue. */
export function timelineOf(definition: VideoDefinition, fps = 30): Timeline {
  const result = checkDefinition(definition, fps);
  if (result.ok) return result.timeline;
  const first = result.issues[0];
  throw new Error(`${result.videoId}: ${first?.path}: ${first?.message}` +
    (result.issues.length > 1 ? ` (and ${result.issues.length - 1} more)` : '') + ' — run `npm run check` for the full list');
}
