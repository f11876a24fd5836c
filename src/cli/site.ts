import path from 'node:path';
import {Command} from 'commander';
import {projectRoot} from '../render/render-session';
import {buildSite} from '../site/build-site';
import {serveSite} from '../site/serve-site';

const program = new Command('site')
  .description('Build the companion pages into out/site/ (static, no network); --serve previews them on 127.0.0.1')
  .option('--out <dir>', 'where the site goes', path.join(projectRoot, 'out/site'))
  .option(
    '--render-dir <dir>',
    'where `npm run render` wrote the videos (their MP4s are linked for download)',
    path.join(projectRoot, 'out'),
  )
  .option('--serve', 'serve the built site on 127.0.0.1 after building')
  .option('--port <n>', 'port for --serve', '8080')
  .showHelpAfterError()
  .parse();

const o = program.opts<{out: string; renderDir: string; serve?: boolean; port: string}>();
const port = Number(o.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port: "${o.port}" is not a port number 0–65535`);
  process.exit(2);
}
const built = await buildSite(path.resolve(o.out), path.resolve(o.renderDir), (line) => console.log(line));
console.log(
  `site: ${built.pages.length} pages in ${path.relative(process.cwd(), built.outDir) || '.'} (${built.seconds.toFixed(1)} s): ${built.pages.join(', ')}`,
);
if (o.serve === true) {
  const served = await serveSite(built.outDir, port);
  console.log(`serving ${served.url} (127.0.0.1 only; Ctrl-C stops)`);
  process.on('SIGINT', () => void served.close().then(() => process.exit(0)));
}
