import {z} from 'zod';

/**
 * A work item as it ran on a slot (a worker, or the render's own browser): a chunk of a scene
 * or a video's thumbnail, what it belongs to, its captures, its weight in the queue and its own
 * run time from the moment a slot took it to its end (not its wait in the queue).
 */
export const itemTimingSchema = z.object({
  label: z.string(),
  kind: z.enum(['chunk', 'thumbnail']),
  video: z.string(),
  /** the scene a chunk belongs to; absent for a thumbnail */
  scene: z.string().optional(),
  captures: z.number().int().nonnegative(),
  /** the scheduler's weight: the queue takes the heaviest first (src/render/render-segmented.ts `itemWeight`; a thumbnail 0) */
  weight: z.number().nonnegative(),
  seconds: z.number().nonnegative(),
});
export type ItemTiming = z.infer<typeof itemTimingSchema>;

/**
 * A part of the render that the main process runs, not a slot: the join of a scene's chunks
 * (it starts when the scene's last chunk ends), the join of a video's scenes and its
 * verification (they start when every scene of the video is joined). Other items keep
 * rendering meanwhile.
 */
export const partTimingSchema = z.object({
  kind: z.enum(['join-chunks', 'join-scenes', 'verify']),
  video: z.string(),
  /** the scene whose chunks a `join-chunks` joins; absent for the others */
  scene: z.string().optional(),
  seconds: z.number().nonnegative(),
});
export type PartTiming = z.infer<typeof partTimingSchema>;

/** `join-chunks` → `joins of chunks`: the parts' kinds as the replay names them. */
export const partKindNames: Record<PartTiming['kind'], string> = {
  'join-chunks': 'joins of chunks',
  'join-scenes': 'joins of scenes',
  verify: 'verification',
};
