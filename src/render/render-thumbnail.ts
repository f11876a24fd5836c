import fs from 'node:fs';
import {renderStill, selectComposition} from '@remotion/renderer';
import type {CompositionProps} from '../composition-props';
import type {RenderSession} from './render-session';
import {writeAtomically} from './files';

/** YouTube's limit for a custom thumbnail. */
export const maxThumbnailBytes = 2 * 1024 * 1024;

/** Renders `<id>-thumbnail` (1280×720) to a PNG, refusing one over YouTube's 2 MB. */
export async function renderThumbnail(
  session: RenderSession,
  videoId: string,
  props: CompositionProps,
  output: string,
): Promise<number> {
  const id = `${videoId}-thumbnail`;
  const common = {
    serveUrl: session.serveUrl,
    inputProps: props,
    puppeteerInstance: session.browser,
    browserExecutable: session.choice.browserExecutable,
    chromeMode: session.choice.chromeMode,
    logLevel: 'error' as const,
  };
  const composition = await selectComposition({...common, id});
  const {buffer} = await renderStill({...common, composition, frame: 0, imageFormat: 'png', output: null});
  if (buffer === null) throw new Error(`${id}: no image`);
  if (buffer.length > maxThumbnailBytes)
    throw new Error(`${id}: thumbnail is ${buffer.length} bytes; YouTube allows ${maxThumbnailBytes}`);
  writeAtomically(output, buffer);
  return fs.statSync(output).size;
}
