// `npm run storyboard -- <id>`: a contact sheet PNG with one still per beat (its settled frame), timestamp and beat id.
import path from 'node:path';
import {renderFrames, selectComposition} from '@remotion/renderer';
import {videos} from '../../compositions/index';
import {composeContactSheet} from '../render/contact-sheet';
import {openSession} from '../render/render-session';
import {chapterStamp} from '../render/sidecars/chapters';
import {writeAtomically} from '../render/sidecars/manifest';
import {resolveVideo} from '../timeline/resolve-video';

async function main(): Promise<void> {
  const ids = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const valid = videos.map((v) => String(v.script.id));
  const unknown = ids.filter((id) => !valid.includes(id));
  if (ids.length === 0 || unknown.length > 0) throw new Error(`name a video: ${valid.join(', ')}${unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''}`);
  const session = await openSession();
  try {
    for (const id of ids) {
      const timeline = resolveVideo(videos.find((v) => v.script.id === id) ?? (videos[0] as never)).timeline;
      const beats = timeline.scenes.flatMap((s) => s.beats.map((b) => ({scene: s.id, beat: b.id, frame: Math.min(b.motionEnd, b.to - 1)})));
      const common = {serveUrl: session.serveUrl, inputProps: {theme: 'dark', fps: 30}, puppeteerInstance: session.browser,
        browserExecutable: session.choice.browserExecutable, chromeMode: session.choice.chromeMode, logLevel: 'error' as const};
      const composition = await selectComposition({...common, id});
      const frames = new Map<number, Buffer>();
      await renderFrames({...common, composition, frames: [...new Set(beats.map((b) => b.frame))], outputDir: null, imageFormat: 'jpeg', jpegQuality: 90,
        onStart: () => undefined, onFrameUpdate: () => undefined, onFrameBuffer: (buffer, frame) => {
          frames.set(frame, buffer);
        }});
      const sheet = await composeContactSheet(beats.map((b) => ({png: frames.get(b.frame) as Buffer, caption: `${chapterStamp(b.frame / timeline.fps)} ${b.scene} / ${b.beat}`})));
      const output = path.resolve('out', id, 'storyboard.png');
      writeAtomically(output, sheet);
      console.log(`${id}: ${beats.length} beats → ${output}`);
    }
  } finally {
    await session.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
