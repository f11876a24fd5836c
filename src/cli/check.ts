// `npm run check`: validates the three scene scripts; prints chapters and reading times.
import {checkDefinition} from '../timeline/resolve-video';
import type {CheckResult} from '../timeline/check-video';
import type {VideoDefinition} from '../script/video-definition';

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
  let videos: readonly VideoDefinition[];
  try {
    ({videos} = await import('../../compositions/index'));
  } catch (error) {
    console.error(`✖ a script could not be loaded: ${firstLines(error)}`);
    process.exit(1);
  }
  const results = videos.map((v) => checkDefinition(v));
  results.forEach((r) => report(r, verbose));
  const failed = results.filter((r) => !r.ok).length;
  console.log(failed === 0 ? `all ${results.length} scripts pass` : `${failed} of ${results.length} scripts have errors`);
  process.exit(failed === 0 ? 0 : 1);
}

/** The file:line part of a load error, without a stack trace. */
function firstLines(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const located = message.split('\n').filter((l) => /\.tsx?:\d+/.test(l));
  return (located.length > 0 ? located : message.split('\n').slice(0, 2)).join('\n  ');
}

void main();
