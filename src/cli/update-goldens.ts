// `npm run goldens:update`: re-renders every golden on purpose: the still (one per scene per video
// per theme) and its text and geometry snapshot beside it, with the browser's version recorded.
// `npm run goldens:update -- <video-id…>` remakes only those videos' goldens (a video's owner remakes its own).
import fs from 'node:fs';
import path from 'node:path';
import {videos} from '../../compositions/index';
import {snapshotGolden, writeGoldenSnapshot} from '../audit/golden-snapshot';
import {launchAuditBrowser} from '../audit/launch-audit-browser';
import {serveBundle} from '../audit/serve-bundle';
import {writeAtomically} from '../render/files';
import {goldensDir, goldenSpecs, renderGolden} from '../render/goldens';
import {browserVersionOf} from '../render/resolve-browser';
import {openSession, projectRoot} from '../render/render-session';

async function main(): Promise<void> {
  const session = await openSession();
  const served = await serveBundle(session.serveUrl);
  const pages = await launchAuditBrowser(session.choice);
  try {
    const ids = process.argv.slice(2);
    const unknown = ids.filter((id) => !videos.some((v) => String(v.script.id) === id));
    if (unknown.length > 0) throw new Error(`unknown video ${unknown.join(', ')}: name one of ${videos.map((v) => String(v.script.id)).join(', ')}`);
    const all = goldenSpecs(videos);
    const specs = ids.length === 0 ? all : goldenSpecs(videos.filter((v) => ids.includes(String(v.script.id))));
    for (const spec of specs) {
      writeAtomically(path.join(projectRoot, spec.file), await renderGolden(session, spec));
      writeGoldenSnapshot(projectRoot, spec, await snapshotGolden(pages, served.url, spec));
      console.log(`wrote ${spec.file} and ${path.basename(spec.snapshotFile)}`);
    }
    const browser = browserVersionOf(session.choice.browserExecutable);
    fs.writeFileSync(path.join(projectRoot, goldensDir, 'goldens.json'), JSON.stringify({browser, count: all.length}, null, 2) + '\n');
    console.log(`${specs.length} goldens made with ${browser}`);
  } finally {
    await pages.close();
    await served.close();
    await session.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
