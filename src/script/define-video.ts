import type {VideoInput} from './schema';

/**
 * Declares a scene script. Data only: validation happens in `npm run check`, in the tests and
 * when Studio or the renderer lists compositions, each with the same messages.
 *
 * @example export const script = defineVideo({id: 'inside-the-sm', title: 'Inside the SM', …});
 */
export function defineVideo(video: VideoInput): VideoInput {
  return video;
}
