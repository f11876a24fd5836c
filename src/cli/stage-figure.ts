// `npm run stage-figure [-- <video> <scene>/<beat>]`: docs/images/stage-rule.png, the stage rule
// on one beat drawn two ways: as the video draws it, and the same picture drawn small in the top
// left (what the rule refuses), each with the box the audit measures and its figures.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {videos} from '../../compositions/index';
import type {ClientBox} from '../audit/audit-types';
import {checkStage, stageFigures, stageRule, type StageFigures} from '../audit/check-composition';
import {launchAuditBrowser} from '../audit/launch-audit-browser';
import {measureDrawing} from '../audit/measure-drawing';
import {openFramePage} from '../audit/open-frame-page';
import {serveBundle} from '../audit/serve-bundle';
import {bundleProject, projectRoot} from '../render/render-session';
import {settledFrame} from '../timeline/frames';
import {resolveVideo} from '../timeline/resolve-video';
import {safeArea} from '../visual/tokens';

const [videoId = 'grace-blackwell', where = 'hbm3e/bandwidth'] = process.argv.slice(2);
const output = path.join(projectRoot, 'docs/images/stage-rule.png');
/** the refused picture: the same drawing at this scale, in the top left of the safe area */
const shrink = 0.5;
/** px under each picture for its figures */
const strip = 230;

const pct = (share: number) => `${Math.round(share * 100)} %`;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The overlay: safe area, the middle band the centre must fall in, the caption band, the measured box and its figures. */
function overlay(f: StageFigures, title: string): Buffer {
  const safeW = safeArea.right - safeArea.left;
  const band = {x: safeArea.left + safeW * (0.5 - stageRule.centreBand / 2), w: safeW * stageRule.centreBand};
  const finding = checkStage(f, null);
  const ok = finding === null;
  const colour = ok ? '#3fb950' : '#f85149';
  const b = f.box ?? {x: 0, y: 0, width: 0, height: 0};
  const cx = b.x + b.width / 2;
  const lines = [
    `${title}: ${ok ? 'passes' : 'fails'}`,
    `spans ${pct(f.spanX)} of the safe width, ${pct(f.spanY)} of its height (≥ ${pct(stageRule.minSpanX)} or ≥ ${pct(stageRule.minSpanY)})`,
    `centre ${pct(f.centreOffset)} off (≤ ${pct(stageRule.centreBand / 2)}), empty band ${pct(f.emptyBand)} (≤ ${pct(stageRule.maxEmptyBand)})`,
  ];
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="${1080 + strip}">
  <rect x="${band.x}" y="${safeArea.top}" width="${band.w}" height="${safeArea.bottom - safeArea.top}" fill="#58a6ff" fill-opacity="0.10"/>
  <rect x="${safeArea.left}" y="${safeArea.top}" width="${safeW}" height="${safeArea.bottom - safeArea.top}" fill="none" stroke="#8b949e" stroke-width="3" stroke-dasharray="14 10"/>
  <line x1="${safeArea.left}" x2="${safeArea.right}" y1="${stageRule.captionBandTop}" y2="${stageRule.captionBandTop}" stroke="#d29922" stroke-width="3" stroke-dasharray="6 8"/>
  <rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" fill="none" stroke="${colour}" stroke-width="6"/>
  <line x1="${cx}" x2="${cx}" y1="${b.y}" y2="${b.y + b.height}" stroke="${colour}" stroke-width="3" stroke-dasharray="10 8"/>
  <rect x="0" y="1080" width="1920" height="${strip}" fill="#161b22"/>
  ${lines.map((l, i) => `<text x="60" y="${1080 + 70 + i * 62}" font-family="Inter, sans-serif" font-size="${i === 0 ? 52 : 44}" font-weight="${i === 0 ? 700 : 500}" fill="${i === 0 ? colour : '#f0f6fc'}">${escape(l)}</text>`).join('\n  ')}
</svg>`);
}

async function main(): Promise<void> {
  const definition = videos.find((v) => String(v.script.id) === videoId);
  if (definition === undefined)
    throw new Error(`unknown video ${videoId}; valid: ${videos.map((v) => v.script.id).join(', ')}`);
  const timeline = resolveVideo(definition, 30).timeline;
  const [sceneId, beatId] = where.split('/');
  const beat = timeline.scenes.find((s) => s.id === sceneId)?.beats.find((b) => b.id === beatId);
  if (beat === undefined) throw new Error(`${videoId} has no beat ${where} (scene/beat)`);
  const served = await serveBundle(await bundleProject());
  const browser = await launchAuditBrowser();
  try {
    const page = await openFramePage(browser, served.url, {
      compositionId: videoId,
      props: {theme: 'dark', fps: 30},
      durationInFrames: timeline.durationInFrames,
      fps: 30,
      scale: 1,
    });
    await page.seek(settledFrame(beat));
    const boxes = await measureDrawing(page.page);
    const still = await page.page.screenshot({type: 'png'});
    await page.close();
    const good = stageFigures(boxes);
    // the refused picture: the same still and boxes scaled about the safe area's top-left corner
    const at = {x: safeArea.left, y: safeArea.top + 60};
    const moved: ClientBox[] = boxes.map((b) => ({
      x: at.x + b.x * shrink,
      y: at.y + b.y * shrink,
      width: b.width * shrink,
      height: b.height * shrink,
    }));
    const small = await sharp(still)
      .resize(Math.round(1920 * shrink), Math.round(1080 * shrink))
      .png()
      .toBuffer();
    const background = await sharp(still).extract({left: 0, top: 1079, width: 1, height: 1}).raw().toBuffer();
    const bad = await sharp({
      create: {
        width: 1920,
        height: 1080,
        channels: 4,
        background: {r: background[0] ?? 0, g: background[1] ?? 0, b: background[2] ?? 0, alpha: 1},
      },
    })
      .composite([{input: small, left: at.x, top: at.y}])
      .png()
      .toBuffer();
    const panel = async (png: Buffer, f: StageFigures, title: string) => {
      const tall = await sharp(png).extend({bottom: strip, background: '#161b22'}).png().toBuffer();
      return sharp(
        await sharp(tall)
          .composite([{input: overlay(f, title)}])
          .png()
          .toBuffer(),
      )
        .resize(960, Math.round((1080 + strip) / 2))
        .png()
        .toBuffer();
    };
    const panels = [
      await panel(still, good, `${sceneId}/${beatId} as drawn`),
      await panel(bad, stageFigures(moved), 'the same picture, small, top left'),
    ];
    fs.mkdirSync(path.dirname(output), {recursive: true});
    await sharp({create: {width: 1940, height: Math.round((1080 + strip) / 2), channels: 4, background: '#30363d'}})
      .composite(panels.map((input, i) => ({input, left: i * 980, top: 0})))
      .png()
      .toFile(output);
    console.log(
      `${path.relative(process.cwd(), output)}: ${videoId} ${where} (frame ${settledFrame(beat)}) as drawn ${checkStage(good, null) === null ? 'passes' : 'fails'}; drawn at ${shrink}× in the top left it fails`,
    );
  } finally {
    await browser.close();
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
