// `npm run goldens:update [-- <video…>] [--snapshots-only]`: re-renders goldens on purpose, per
// video: the still (one per scene per theme) and its text, geometry and shape snapshot beside it,
// with the browser's version recorded in test/goldens/<video>/goldens.json.
import fs from 'node:fs';
import path from 'node:path';
import {Command} from 'commander';
import {videos} from '../../compositions/index';
import {goldenPages, writeGoldenSnapshot} from '../audit/golden-snapshot';
import {launchAuditBrowser} from '../audit/launch-audit-browser';
import {serveBundle} from '../audit/serve-bundle';
import {writeAtomically} from '../render/files';
import {goldenRecordFile, goldensDir, goldenSpecs, renderGolden} from '../render/goldens';
import {browserVersionOf} from '../render/resolve-browser';
import {openSession, projectRoot} from '../render/render-session';
import {strictCommand, videoIdsOf} from '../render/strict-command';

type Options = {ids: string[]; snapshotsOnly: boolean};

function parseOptions(argv: string[], validIds: readonly string[]): Options {
  const program = new Command('goldens:update')
    .description(
      'Remake the goldens of some videos (all without ids): per scene and theme the still at its last frame and its snapshot',
    )
    .argument('[ids...]', `videos whose goldens to remake: ${validIds.join(', ')}`)
    .option(
      '--snapshots-only',
      'write only the text, geometry and shape snapshots (.json, the same on any Chromium); keep the stills and the browser they record',
    )
    .addHelpText(
      'after',
      '\nExamples: npm run goldens:update -- inside-the-sm; npm run goldens:update -- --snapshots-only',
    );
  strictCommand(program).parse(argv, {from: 'user'});
  const ids = videoIdsOf(program, validIds);
  return {
    ids: ids.length === 0 ? [...validIds] : ids,
    snapshotsOnly: program.opts<{snapshotsOnly?: boolean}>().snapshotsOnly === true,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(
    process.argv.slice(2),
    videos.map((v) => String(v.script.id)),
  );
  const session = await openSession();
  const served = await serveBundle(session.serveUrl);
  const pageBrowser = await launchAuditBrowser(session.choice);
  const pages = goldenPages(pageBrowser, served.url);
  try {
    const browser = browserVersionOf(session.choice.browserExecutable);
    for (const id of options.ids) {
      const specs = goldenSpecs(videos.filter((v) => String(v.script.id) === id));
      fs.mkdirSync(path.join(projectRoot, goldensDir, id), {recursive: true});
      for (const spec of specs) {
        if (!options.snapshotsOnly)
          writeAtomically(path.join(projectRoot, spec.file), await renderGolden(session, spec));
        writeGoldenSnapshot(projectRoot, spec, (await pages.look(spec, {})).snapshot);
        console.log(`wrote ${options.snapshotsOnly ? '' : `${spec.file} and `}${spec.snapshotFile}`);
      }
      if (options.snapshotsOnly) {
        console.log(`${id}: ${specs.length} snapshots made with ${browser}; the stills keep the browser they record`);
        continue;
      }
      writeAtomically(
        path.join(projectRoot, goldenRecordFile(id)),
        JSON.stringify({browser, count: specs.length}, null, 2) + '\n',
      );
      console.log(`${id}: ${specs.length} goldens made with ${browser}`);
    }
  } finally {
    await pages.close();
    await pageBrowser.close();
    await served.close();
    await session.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
