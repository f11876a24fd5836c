import {model} from '../model/model';
import type {Quantity} from '../model/quantity';
import type {References} from '../script/references';
import type {VideoDefinition} from '../script/video-definition';
import {checkVideo, type CheckResult} from './check-video';
import type {Timeline} from './timeline-types';
import type {Video} from '../script/schema';
import type {ReadingRow} from './check-video';

/** A video as every consumer sees it: parsed script, every value its text and drawings may read, timeline. */
export type ResolvedVideo = {
  definition: VideoDefinition;
  video: Video;
  /** model + the script's constants + the video's computed values, collisions refused */
  references: References;
  timeline: Timeline;
  reading: ReadingRow[];
};

export type DefinitionCheck =
  (Extract<CheckResult, {ok: true}> & {references: References}) | Extract<CheckResult, {ok: false}>;

const checks = new WeakMap<VideoDefinition, Map<number, DefinitionCheck>>();

/**
 * The one pipeline: parse → references (model + constants + computed, collisions checked once)
 * → text rules → timeline. Memoised per definition and fps; `npm run check` prints its issues.
 */
export function checkDefinition(definition: VideoDefinition, fps = 30): DefinitionCheck {
  const byFps = checks.get(definition) ?? new Map<number, DefinitionCheck>();
  checks.set(definition, byFps);
  const cached = byFps.get(fps);
  if (cached !== undefined) return cached;
  const result = runCheck(definition, fps);
  byFps.set(fps, result);
  return result;
}

function runCheck(definition: VideoDefinition, fps: number): DefinitionCheck {
  const videoId = String(definition.script.id);
  const constants = (definition.script.constants ?? {}) as Record<string, Quantity>;
  let computed: Record<string, Quantity>;
  try {
    computed = definition.computed({...model, ...constants});
  } catch (error) {
    return {
      ok: false,
      videoId,
      reading: [],
      issues: [{path: 'computed', message: `${(error as Error).message} (rule: computed values)`}],
    };
  }
  const clashes = Object.keys(computed).filter((key) => key in model || key in constants);
  if (clashes.length > 0) {
    return {
      ok: false,
      videoId,
      reading: [],
      issues: clashes.map((key) => ({
        path: `computed.${key}`,
        message: `${key} is already a model value or script constant (rule: unique references)`,
      })),
    };
  }
  const result = checkVideo(definition.script, {...model, ...computed}, fps, definition.namesWithDigits);
  if (!result.ok) return result;
  return {...result, references: {...model, ...computed, ...result.video.constants}};
}

/** The resolved video, or an error worded as `npm run check` words its first issue. */
export function resolveVideo(definition: VideoDefinition, fps = 30): ResolvedVideo {
  const result = checkDefinition(definition, fps);
  if (result.ok) {
    return {
      definition,
      video: result.video,
      references: result.references,
      timeline: result.timeline,
      reading: result.reading,
    };
  }
  const first = result.issues[0];
  throw new Error(
    `${result.videoId}: ${first?.path}: ${first?.message}` +
      (result.issues.length > 1 ? ` (and ${result.issues.length - 1} more)` : '') +
      ' — run `npm run check` for the full list',
  );
}
