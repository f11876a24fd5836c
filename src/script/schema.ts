import {z} from 'zod';
import {quantitySchema} from '../model/quantity';
import {sources} from '../model/sources';
import {countWords, rules, tagsLength} from './rules';

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const idSchema = z.string().regex(kebab, {message: 'must be kebab-case (rule: ids are kebab-case)'});

/** The book's advice is cited by chapter and section: `book: Chapter 2, NVLink and NVSwitch`. */
export const bookSourcePattern = /^book: Chapter \d+, \S.*$/;

/**
 * Where a claim (a caption, a label that states a fact) comes from: a key of
 * `src/model/sources.ts`, or the book's chapter and section.
 */
export const claimSourceSchema = z.string().refine((s) => s in sources || bookSourcePattern.test(s), {
  message: `must be a key of src/model/sources.ts or "book: Chapter N, section" (rule: claims carry sources)`,
});

/** A label: text attached to a part of the diagram, from its beat until `until` (a later beat of the scene) or the scene's end. */
export const labelSchema = z.strictObject({
  id: idSchema,
  text: z.string().min(1),
  until: idSchema.optional(),
  /**
   * a number that counts during its beat's declared motion: read from its settled value on. Every
   * frame of the count stays true: a product ("18 × 100 GB/s = 1.8 TB/s") counts its first factor and
   * the totals follow; several counting labels of one beat count together in whole steps of the first
   */
  counting: z.boolean().optional(),
  /** where the fact the label states comes from; a label that only names a part needs none */
  source: claimSourceSchema.optional(),
  /** `false`: the label states no fact about the hardware (a title, a key to the drawing, a scale, a time compression) */
  claim: z.literal(false).optional(),
  /**
   * the part this label names (one of the script's `parts`): the label enters once that part is
   * drawn, at the end of the motion of this scene that builds it (`motion.builds`), or with its
   * beat when no motion of the scene builds it; naming a part a later beat builds is an error
   */
  of: idSchema.optional(),
  /** the label is what its beat's motion produces (a race's time, a sum): it enters when that motion has finished */
  result: z.literal(true).optional(),
});

/** The caption: one slot near the bottom; a new caption replaces the previous one. It states a claim, so it carries a source. */
export const captionSchema = z.union([
  z.string().min(1),
  z.strictObject({text: z.string().min(1), source: claimSourceSchema.optional(), until: idSchema.optional()}),
]);

export const motionKinds = [
  'build',
  'zoom',
  'packets',
  'countdown',
  'trace',
  'counter',
  'grow',
  'fill',
  'fan-out',
  'stripes',
  'highlight',
  'flow',
] as const;

/** Motion a beat is about, from its `at` for `seconds`; outside declared motion and transitions, frames hold still. */
export const motionSchema = z.strictObject({
  kind: z.enum(motionKinds),
  seconds: z.number().positive(),
  /** the parts this motion draws (of the script's `parts`): labels `of` them enter when it ends */
  builds: z.array(idSchema).min(1).optional(),
  /**
   * seconds: the motion repeats with this period from its start to its end (a steady flow, a
   * running trace), so frame f and f + period × fps are identical inside it; a whole number of
   * frames at every rate of `rules.frameRates`, and no longer than the motion
   */
  period: z.number().positive().optional(),
});

export const beatSchema = z.strictObject({
  id: idSchema,
  /**
   * what the drawing shows that the words do not, for the companion page and the descriptions
   * track; numbers are references; not on screen, so the reading-time rules do not apply
   */
  describe: z.string().min(1).optional(),
  /** seconds from the scene's start */
  at: z.number().min(0),
  caption: captionSchema.optional(),
  labels: z.array(labelSchema).optional(),
  /**
   * the diagram parts this beat is about (free ids until the video exports its part ids): from
   * the beat's start, over its transition, the rest of the drawing dims (docs/design.md §Visual language)
   */
  focus: z.union([idSchema, z.array(idSchema).min(1)]).optional(),
  motion: motionSchema.optional(),
  /** this beat's settled frame is the video's thumbnail */
  thumbnail: z.literal(true).optional(),
  /**
   * why the drawing layer stands still for more than `rules.maxStillSeconds` from this beat (the
   * still rule): at most `rules.maxStillsPerVideo` per video, title scenes aside
   */
  still: z.string().min(1).optional(),
});

export const entranceKinds = ['carry', 'camera'] as const;

/**
 * A scene that continues the previous scene's picture: for its first `seconds` the parts named in
 * `carries` move, grow or open from where the previous scene left them (`carry`), or a camera
 * moves over one drawing (`camera`). Declared motion: the timeline counts it, and the scene's
 * first texts appear once it has landed.
 */
export const entranceSchema = z.strictObject({
  kind: z.enum(entranceKinds),
  seconds: z.number().min(rules.minEntranceSeconds).max(rules.maxEntranceSeconds),
  /** the parts that persist across the boundary, named as the scenes name them */
  carries: z.array(idSchema).min(1),
});

export const sceneSchema = z.strictObject({
  id: idSchema,
  chapter: z.string().min(1),
  seconds: z.number().positive(),
  /** continuity with the previous scene (not on a video's first scene) */
  enter: entranceSchema.optional(),
  /**
   * why this scene's settled picture is off centre or small (the audit's stage rule,
   * src/audit/check-composition.ts): without it, the drawing is centred and fills the stage
   */
  composition: z.strictObject({reason: z.string().min(1)}).optional(),
  beats: z.array(beatSchema).min(1),
});

export const deliverySchema = z.strictObject({
  summary: z.string().min(1),
  tags: z.array(z.string().min(1)),
  /** YouTube category: 28 is Science & Technology */
  categoryId: z.literal('28'),
  language: z.literal('en'),
  /** the thumbnail's hook, at most six words, numbers by reference ("{nvl72.gpus} GPUs · one hop") */
  thumbnailHook: z.string().min(1).optional(),
});

const videoObject = z.strictObject({
  id: idSchema,
  title: z.string().min(1).max(rules.maxVideoTitle),
  subtitle: z.string().min(1),
  lengthSeconds: z.number().positive(),
  delivery: deliverySchema,
  /** scenario constants of this script (kind `example`), referenced like model values */
  constants: z.record(
    z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/, {message: 'must look like group.name'}),
    quantitySchema,
  ),
  /**
   * the named parts of the video's drawings: every `enter.carries` and `focus` id is one of them,
   * and the drawings' `<Part id>` and focus reads are typed by them (src/script/script-ids.ts)
   */
  parts: z.array(idSchema).min(1).optional(),
  scenes: z.array(sceneSchema).min(1),
});

/** A scene script: data only, seconds, stable ids; validated with errors that name the path and the rule. */
export const videoSchema = videoObject.superRefine(checkStructure);

export type VideoInput = z.input<typeof videoSchema>;
export type Video = z.output<typeof videoSchema>;
export type Scene = Video['scenes'][number];
export type Beat = Scene['beats'][number];
export type Label = NonNullable<Beat['labels']>[number];
export type Entrance = NonNullable<Scene['enter']>;

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], rule: string, message: string) =>
  ctx.addIssue({code: 'custom', path, message: `${message} (rule: ${rule})`});

function checkStructure(video: z.output<typeof videoObject>, ctx: Ctx): void {
  for (const fps of rules.frameRates) {
    const frames = video.lengthSeconds * fps;
    if (Math.abs(frames - Math.round(frames)) > 1e-9) {
      issue(
        ctx,
        ['lengthSeconds'],
        'whole frames',
        `${video.lengthSeconds} s is not a whole number of frames at ${fps} fps`,
      );
    }
  }
  const total = video.scenes.reduce((t, s) => t + s.seconds, 0);
  if (Math.abs(total - video.lengthSeconds) > 1e-9) {
    issue(
      ctx,
      ['scenes'],
      'fixed length',
      `${video.id}: scenes add up to ${round(total)} s, but the video is fixed at ${video.lengthSeconds} s`,
    );
  }
  if (video.scenes.length < rules.minChapters) {
    issue(ctx, ['scenes'], 'chapters', `${video.scenes.length} chapters; YouTube needs at least ${rules.minChapters}`);
  }
  duplicates(video.scenes.map((s) => s.id)).forEach((i) =>
    issue(ctx, ['scenes', i, 'id'], 'unique ids', `scene id "${video.scenes[i]?.id}" is used twice in ${video.id}`),
  );
  let thumbnails = 0;
  if (video.parts !== undefined) {
    const parts = new Set(video.parts);
    video.scenes.forEach((scene, s) => {
      (scene.enter?.carries ?? []).forEach((id, k) => {
        if (!parts.has(id))
          issue(
            ctx,
            ['scenes', s, 'enter', 'carries', k],
            'named parts',
            `"${id}" is not one of ${video.id}'s parts (${video.parts?.join(', ')})`,
          );
      });
      scene.beats.forEach((beat, b) => {
        const focus = beat.focus === undefined ? [] : Array.isArray(beat.focus) ? beat.focus : [beat.focus];
        focus.forEach((id) => {
          if (!parts.has(id))
            issue(
              ctx,
              ['scenes', s, 'beats', b, 'focus'],
              'named parts',
              `"${id}" is not one of ${video.id}'s parts (${video.parts?.join(', ')})`,
            );
        });
        (beat.motion?.builds ?? []).forEach((id, k) => {
          if (!parts.has(id))
            issue(
              ctx,
              ['scenes', s, 'beats', b, 'motion', 'builds', k],
              'named parts',
              `"${id}" is not one of ${video.id}'s parts (${video.parts?.join(', ')})`,
            );
        });
        (beat.labels ?? []).forEach((l, i) => {
          if (l.of !== undefined && !parts.has(l.of))
            issue(
              ctx,
              ['scenes', s, 'beats', b, 'labels', i, 'of'],
              'named parts',
              `"${l.of}" is not one of ${video.id}'s parts (${video.parts?.join(', ')})`,
            );
        });
      });
    });
  } else {
    video.scenes.forEach((scene, s) =>
      scene.beats.forEach((beat, b) => {
        if (beat.motion?.builds !== undefined)
          issue(
            ctx,
            ['scenes', s, 'beats', b, 'motion', 'builds'],
            'named parts',
            `${video.id} declares no parts, so a motion cannot build one`,
          );
        (beat.labels ?? []).forEach((l, i) => {
          if (l.of !== undefined)
            issue(
              ctx,
              ['scenes', s, 'beats', b, 'labels', i, 'of'],
              'named parts',
              `${video.id} declares no parts, so label "${l.id}" cannot be of "${l.of}"`,
            );
        });
      }),
    );
  }
  video.scenes.forEach((scene, s) => {
    if (scene.seconds < rules.minChapterSeconds) {
      issue(
        ctx,
        ['scenes', s, 'seconds'],
        'chapters',
        `chapter "${scene.chapter}" lasts ${scene.seconds} s; YouTube needs at least ${rules.minChapterSeconds} s`,
      );
    }
    if (scene.enter !== undefined && s === 0) {
      issue(
        ctx,
        ['scenes', s, 'enter'],
        'entrances continue a previous scene',
        `scene ${scene.id} is the video's first: there is no picture to continue`,
      );
    }
    checkBeats(video.id, scene, ['scenes', s], ctx);
    checkLabelEntrances(video.id, scene, ['scenes', s], ctx);
    thumbnails += scene.beats.filter((b) => b.thumbnail === true).length;
  });
  if (thumbnails !== 1)
    issue(ctx, ['scenes'], 'one thumbnail', `${thumbnails} beats are marked thumbnail; exactly one must be`);
  const hook = video.delivery.thumbnailHook;
  if (hook !== undefined && countWords(hook) > rules.maxThumbnailHookWords) {
    issue(
      ctx,
      ['delivery', 'thumbnailHook'],
      'thumbnail hook',
      `the thumbnail hook has ${countWords(hook)} words; at most ${rules.maxThumbnailHookWords}`,
    );
  }
  const tagChars = tagsLength(video.delivery.tags);
  if (tagChars > rules.maxTagsCharacters) {
    issue(
      ctx,
      ['delivery', 'tags'],
      'tags',
      `tags take ${tagChars} characters as YouTube counts them; at most ${rules.maxTagsCharacters}`,
    );
  }
  for (const [key, q] of Object.entries(video.constants)) {
    if (q.kind !== 'example')
      issue(
        ctx,
        ['constants', key, 'kind'],
        'script constants',
        `a script constant is kind "example", not "${q.kind}"`,
      );
  }
}

function checkBeats(videoId: string, scene: Scene, at: (string | number)[], ctx: Ctx): void {
  const beatIds = scene.beats.map((b) => b.id);
  duplicates(beatIds).forEach((i) =>
    issue(ctx, [...at, 'beats', i, 'id'], 'unique ids', `beat id "${beatIds[i]}" is used twice in scene ${scene.id}`),
  );
  const textIds: {id: string; path: (string | number)[]}[] = [];
  scene.beats.forEach((beat, b) => {
    const path = [...at, 'beats', b];
    if (beat.at >= scene.seconds)
      issue(
        ctx,
        [...path, 'at'],
        'beats inside their scene',
        `beat at ${beat.at} s is outside its ${scene.seconds} s scene`,
      );
    const previous = scene.beats[b - 1];
    if (previous !== undefined && beat.at <= previous.at) {
      issue(
        ctx,
        [...path, 'at'],
        'beats ascending',
        `beat at ${beat.at} s does not come after the previous beat at ${previous.at} s`,
      );
    }
    if (beat.motion !== undefined && beat.at + beat.motion.seconds > scene.seconds + 1e-9) {
      issue(
        ctx,
        [...path, 'motion', 'seconds'],
        'beats inside their scene',
        `motion runs to ${round(beat.at + beat.motion.seconds)} s, past the scene's ${scene.seconds} s`,
      );
    }
    const period = beat.motion?.period;
    if (beat.motion !== undefined && period !== undefined) {
      for (const fps of rules.frameRates) {
        const frames = period * fps;
        if (Math.abs(frames - Math.round(frames)) > 1e-9) {
          issue(
            ctx,
            [...path, 'motion', 'period'],
            'whole frames',
            `${videoId}/${scene.id}/${beat.id}: a period of ${period} s is not a whole number of frames at ${fps} fps`,
          );
        }
      }
      if (period > beat.motion.seconds + 1e-9) {
        issue(
          ctx,
          [...path, 'motion', 'period'],
          'period inside its motion',
          `${videoId}/${scene.id}/${beat.id}: the period of ${period} s is longer than the ${beat.motion.seconds} s motion it repeats in`,
        );
      }
    }
    const later = new Set(scene.beats.slice(b + 1).map((x) => x.id));
    const untils = [
      ...(beat.labels ?? []).map((l, i) => ({until: l.until, path: [...path, 'labels', i, 'until']})),
      ...(typeof beat.caption === 'object' ? [{until: beat.caption.until, path: [...path, 'caption', 'until']}] : []),
    ];
    for (const u of untils) {
      if (u.until !== undefined && !later.has(u.until)) {
        issue(
          ctx,
          u.path,
          'until names a later beat',
          `"${u.until}" is not a later beat of scene ${scene.id} (later beats: ${[...later].join(', ') || 'none'})`,
        );
      }
    }
    (beat.labels ?? []).forEach((l, i) => textIds.push({id: l.id, path: [...path, 'labels', i, 'id']}));
    checkClaimSources(beat, path, ctx);
  });
  const seen = new Set<string>();
  for (const t of textIds) {
    if (seen.has(t.id)) issue(ctx, t.path, 'unique ids', `text id "${t.id}" is used twice in scene ${scene.id}`);
    seen.add(t.id);
  }
}

/** A caption always states a claim; a label of `rules.claimWords` words or more does too, unless marked `claim: false`. */
function checkClaimSources(beat: Beat, path: (string | number)[], ctx: Ctx): void {
  const caption = beat.caption;
  if (caption !== undefined && (typeof caption === 'string' || caption.source === undefined)) {
    issue(
      ctx,
      [...path, 'caption'],
      'claims carry sources',
      'a caption states a claim and needs a source: {text, source} with a key of src/model/sources.ts or "book: Chapter N, section"',
    );
  }
  (beat.labels ?? []).forEach((l, i) => {
    const words = countWords(l.text);
    if (l.source === undefined && l.claim !== false && words >= rules.claimWords) {
      issue(
        ctx,
        [...path, 'labels', i],
        'claims carry sources',
        `label "${l.id}" has ${words} words, so it states a fact and needs a source (or claim: false for a title, a key or a scale; a part name is under ${rules.claimWords} words)`,
      );
    }
  });
}

/**
 * A label lands with its object: a label `of` a part enters when the motion that builds it ends,
 * so the part must be built by its own beat or an earlier one (or by no beat of the scene: drawn
 * from the start); a `result` label needs its beat's motion, and a label is one or the other.
 */
function checkLabelEntrances(videoId: string, scene: Scene, at: (string | number)[], ctx: Ctx): void {
  scene.beats.forEach((beat, b) => {
    (beat.labels ?? []).forEach((l, i) => {
      const path = [...at, 'beats', b, 'labels', i];
      const where = `${videoId}/${scene.id}/${beat.id}: label "${l.id}"`;
      if (l.of !== undefined && l.result === true) {
        issue(
          ctx,
          path,
          'labels land with their object',
          `${where} is both of "${l.of}" and a result; a label names a part or states what its beat's motion produced`,
        );
      }
      if (l.result === true && beat.motion === undefined) {
        issue(
          ctx,
          [...path, 'result'],
          'labels land with their object',
          `${where} is a result, but beat ${beat.id} declares no motion to produce it`,
        );
      }
      if (l.of === undefined) return;
      const builders = scene.beats.flatMap((x, k) => (x.motion?.builds?.includes(l.of as string) === true ? [k] : []));
      if (builders.length > 0 && builders.every((k) => k > b)) {
        const later = scene.beats[builders[0] as number]?.id;
        issue(
          ctx,
          [...path, 'of'],
          'labels land with their object',
          `${where} names "${l.of}", which the later beat ${later} builds; the label would enter before its part is drawn`,
        );
      }
    });
  });
}

function duplicates(ids: string[]): number[] {
  return ids.flatMap((id, i) => (ids.indexOf(id) < i ? [i] : []));
}

const round = (x: number) => Math.round(x * 1000) / 1000;
