// `npm run check`: validates the three scene scripts; prints chapters and reading times.
import type {CheckResult} from '../timeline/check-video';
import {loadVideosOrExit} from './load-videos';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

function report(result: CheckResult, verbose: boolean): void {
  if (!result.ok) {
    console.log(`✖ ${result.videoId}: ${result.issues.length} error${result.issues.length === 1 ? '' : 's'}`);
    for (const issue of result.issues) console.log(`  ${result.videoId}: ${issue.path}: ${issue.message}`);
    return;
  }
  const {timeline} = result;
  console.log(`✔ ${timeline.videoId} — ${timeline.title}: ${timeline.durationInFrames} frames at ${timeline.fps} fps (${clock(timeline.durationInFrames / timeline.fps)})`);
  console.log('  chapters');
  for (const c of timeline.chapters) console.log(`    ${clock(c.startSeconds).padStart(5)}  ${c.title}`);
  if (!verbose) return;
  console.log('  reading time (fully visible / needed, seconds)');
  for (const r of result.reading) {
    console.log(`    ${r.sceneId.padEnd(18)} ${r.textId.padEnd(16)} ${String(r.words).padStart(3)} words ${r.onScreen.toFixed(1).padStart(5)} / ${r.needed.toFixed(1).padStart(4)}  ${r.text}`);
  }
}

async function main(): Promise<void> {
  const verbose = !process.argv.includes('--quiet');
  const videos = await loadVideosOrExit();
  // imported after the scripts and the model loaded, so their errors are one line
  const {checkDefinition} = await import('../timeline/resolve-video');
  const results = videos.map((v) => checkDefinition(v));
  results.forEach((r) => report(r, verbose));
  const failed = results.filter((r) => !r.ok).length;
  console.log(failed === 0 ? `all ${results.length} scripts pass` : `${failed} of ${results.length} scripts have errors`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
