// `npm run goldens:update`: re-renders every golden still (one per scene per video per theme) on purpose.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {videos} from '../../compositions/index';
import {goldensDir, goldenSpecs, renderGolden} from '../render/goldens';
import {openSession, projectRoot} from '../render/render-session';

async function main(): Promise<void> {
  const session = await openSession();
  try {
    const specs = goldenSpecs(videos);
    for (const spec of specs) {
      const file = path.join(projectRoot, spec.file);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, await renderGolden(session, spec));
      console.log(`wrote ${spec.file}`);
    }
    const browser = session.choice.browserExecutable === null ? 'chrome-headless-shell (Remotion)'
      : execFileSync(session.choice.browserExecutable, ['--version']).toString().trim();
    fs.writeFileSync(path.join(projectRoot, goldensDir, 'goldens.json'), JSON.stringify({browser, count: specs.length}, null, 2) + '\n');
    console.log(`${specs.length} goldens made with ${browser}`);
  } finally {
    await session.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
