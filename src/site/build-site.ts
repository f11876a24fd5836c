import fs from 'node:fs';
import path from 'node:path';
import {build} from 'vite';
import {chartTables} from '../../compositions/chart-tables';
import {videos} from '../../compositions/index';
import {buildCues, toVtt} from '../render/sidecars/captions';
import {toDescriptionsVtt} from '../render/sidecars/descriptions';
import {checkDefinition} from '../timeline/resolve-video';
import {buildSiteVideo, type SiteVideo} from './site-data';

export const siteSourceDir = path.resolve(path.dirname(new URL(import.meta.url).pathname));
const projectRoot = path.resolve(siteSourceDir, '../..');

export type SiteBuild = {outDir: string; pages: string[]; seconds: number};

/** The page data of every video, from the scripts, their timelines and the model (checked as `npm run check` checks). */
export function siteVideos(renderDir: string): SiteVideo[] {
  return videos.map((definition) => {
    const result = checkDefinition(definition);
    if (!result.ok)
      throw new Error(
        `${result.videoId}: ${result.issues[0]?.path}: ${result.issues[0]?.message} — run \`npm run check\``,
      );
    const references = result.references;
    const id = result.video.id;
    const mp4 = path.join(renderDir, id, `${id}.mp4`);
    return buildSiteVideo(result.video, result.timeline, references, chartTables(id, references), {
      ...(fs.existsSync(mp4) ? {mp4: `media/${id}.mp4`} : {}),
      captions: `media/${id}.captions.vtt`,
      descriptions: `media/${id}.descriptions.vtt`,
    });
  });
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(title: string, data: unknown): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="site.css">
<script>window.remotion_staticBase = '.';</script>
<script type="application/json" id="page-data">${escapeJson(data)}</script>
<script type="module" src="site.js"></script>
</head>
<body>
<div id="root"></div>
<noscript>This page draws the animation with JavaScript; its transcript and facts are in the captions and descriptions files under media/.</noscript>
</body>
</html>
`;
}

/**
 * `npm run site`: out/site/ — index.html, one page per video, the browser bundle (the same
 * compositions, drawn by @remotion/player), the Inter fonts, and per video the captions and
 * descriptions tracks and, when rendered, the MP4. Nothing is fetched from outside the site.
 */
export async function buildSite(
  outDir: string,
  renderDir: string,
  log: (line: string) => void = () => undefined,
): Promise<SiteBuild> {
  const started = performance.now();
  const data = siteVideos(renderDir);
  fs.rmSync(outDir, {recursive: true, force: true});
  await build({
    configFile: false,
    root: projectRoot,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    define: {'process.env.NODE_ENV': JSON.stringify('production')},
    // production JSX even when the caller runs with NODE_ENV=test (vitest): React here is the production build
    oxc: {jsx: {runtime: 'automatic', development: false}},
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4000,
      modulePreload: false,
      rollupOptions: {
        // @remotion/player's "use client" means nothing outside a React server framework.
        onwarn: (warning, warn) => {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        input: path.join(siteSourceDir, 'entry.tsx'),
        output: {
          entryFileNames: 'site.js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  });
  fs.copyFileSync(path.join(siteSourceDir, 'site.css'), path.join(outDir, 'site.css'));
  fs.cpSync(path.join(projectRoot, 'assets/fonts'), path.join(outDir, 'fonts'), {recursive: true});
  const media = path.join(outDir, 'media');
  fs.mkdirSync(media, {recursive: true});
  for (const definition of videos) {
    const result = checkDefinition(definition);
    if (!result.ok) continue;
    const id = result.video.id;
    fs.writeFileSync(path.join(media, `${id}.captions.vtt`), toVtt(buildCues(result.timeline)));
    fs.writeFileSync(path.join(media, `${id}.descriptions.vtt`), toDescriptionsVtt(result.timeline));
    const mp4 = path.join(renderDir, id, `${id}.mp4`);
    if (fs.existsSync(mp4)) linkOrCopy(mp4, path.join(media, `${id}.mp4`));
    else log(`${id}: no ${path.relative(projectRoot, mp4)} yet; the page says how to render it`);
  }
  const pages = ['index.html', ...data.map((v) => `${v.id}.html`)];
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    page('GPU explainers: the companion pages', {
      page: 'index',
      videos: data.map(({id, title, subtitle, summary, lengthSeconds, fps}) => ({
        id,
        title,
        subtitle,
        summary,
        lengthSeconds,
        fps,
      })),
    }),
  );
  for (const video of data)
    fs.writeFileSync(
      path.join(outDir, `${video.id}.html`),
      page(`${video.title} — GPU explainers`, {page: 'video', video}),
    );
  return {outDir, pages, seconds: (performance.now() - started) / 1000};
}

function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}
