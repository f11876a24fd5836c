// `npm run check`: validates the three scene scripts; prints chapters and reading times, errors last.
// `npm run check -- --quiet`: the errors only, or one line when every script passes.
import {checkReport} from './check-report';
import {loadVideosOrExit} from './load-videos';

async function main(): Promise<void> {
  const quiet = process.argv.includes('--quiet');
  const videos = await loadVideosOrExit();
  // imported after the scripts and the model loaded, so their errors are one line
  const {checkDefinition} = await import('../timeline/resolve-video');
  const results = videos.map((v) => checkDefinition(v));
  for (const line of checkReport(results, quiet)) console.log(line);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

void main();
