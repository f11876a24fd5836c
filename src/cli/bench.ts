// `npm run bench [-- --full] [--rounds N]`: render speed, measured side by side in one run, interleaved and repeated.
import {videos} from '../../compositions/index';
import {runBench, sceneMiddles, trivialPlan, wholeVideo, type BenchSubject} from '../render/bench';
import {openSession} from '../render/render-session';

async function main(): Promise<void> {
  const full = process.argv.includes('--full');
  const encode = process.argv.includes('--encode');
  const roundsArg = process.argv.indexOf('--rounds');
  const rounds = roundsArg >= 0 ? Number(process.argv[roundsArg + 1]) : full ? 1 : 3;
  const subjects: BenchSubject[] = [{name: 'trivial', compositionId: 'bench-trivial', plan: trivialPlan(full ? 300 : 90)}];
  for (const v of encode ? [] : videos) {
    const id = String(v.script.id);
    if (full) {
      subjects.push({name: `${id} every-frame`, compositionId: id, plan: wholeVideo(v, true)});
      subjects.push({name: `${id} held`, compositionId: id, plan: wholeVideo(v, false)});
    } else {
      subjects.push({name: `${id} sample every-frame`, compositionId: id, plan: sceneMiddles(v, true)});
      subjects.push({name: `${id} sample held`, compositionId: id, plan: sceneMiddles(v, false)});
    }
  }
  if (encode) {
    // The encode's overhead: this pipeline (every frame captured) against renderMedia() on the same 150 frames.
    const plan = trivialPlan(150);
    subjects.splice(0, subjects.length, {name: 'pipeline (renderFrames + own encode)', compositionId: 'bench-trivial', plan},
      {name: 'renderMedia()', compositionId: 'bench-trivial', plan, viaRenderMedia: true});
  }
  const session = await openSession();
  try {
    const rows = await runBench(session, subjects, rounds, (line) => console.error(line));
    console.log(`\n${rounds} interleaved round(s); median wall time; ratio = fps ÷ the trivial composition's fps (the paint limit)`);
    console.log('subject                              frames captured  median s     fps  ratio');
    for (const r of rows) {
      console.log(`${r.name.padEnd(36)} ${String(r.frames).padStart(6)} ${String(r.captured).padStart(8)} ${r.medianSeconds.toFixed(1).padStart(9)} ${r.fps.toFixed(2).padStart(7)} ${r.ratio.toFixed(2).padStart(6)}`);
    }
  } finally {
    await session.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
