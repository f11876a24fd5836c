import type {CancelSignal} from '@remotion/renderer';
import type {RenderSession} from '../render-session';
import {renderThumbnail} from '../render-thumbnail';
import {renderVideo, type RenderProgress} from '../render-video';
import type {WorkItem, WorkResult} from './work-item';

/** One item on one browser: the same call in the render's own process (--workers 1) and in a worker. */
export async function runWorkItem(
  session: RenderSession,
  item: WorkItem,
  cancelSignal: CancelSignal,
  onProgress: (p: RenderProgress) => void,
): Promise<WorkResult> {
  if (item.kind === 'video') return renderVideo(session, item.job, cancelSignal, onProgress);
  return {bytes: await renderThumbnail(session, item.videoId, item.props, item.output)};
}
