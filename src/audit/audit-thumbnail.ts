import type {Browser} from 'playwright-core';
import {palettes, type ThemeName} from '../visual/tokens';
import {thumbnailSize} from '../visual/ThumbnailCard';
import type {Violation} from './audit-types';
import {captureWithoutInk, capturePixels} from './capture-pixels';
import {checkThumbnail, listScale} from './check-thumbnail';
import {contrastBehind} from './measure-contrast';
import {measureTexts} from './measure-texts';
import {openFramePage} from './open-frame-page';

export const thumbnailContrast = 4.5;

/**
 * `<id>-thumbnail` in each theme: the card's rules at 1280×720 (checkThumbnail), and every
 * text's contrast against the pixels behind it both at 1280×720 and at the list size 168×94.
 */
export async function auditThumbnail(
  browser: Browser,
  serveUrl: string,
  id: string,
  themes: ThemeName[],
): Promise<{violations: Violation[]; checks: number}> {
  const violations: Violation[] = [];
  let checks = 0;
  const add = (theme: ThemeName, textId: string, measured: string, required: string, severity: number) =>
    violations.push({
      video: id,
      theme,
      sceneId: 'thumbnail',
      beatId: '–',
      frame: 0,
      frames: [0],
      textId,
      rule: 'thumbnail',
      measured,
      required,
      severity,
    });
  for (const theme of themes) {
    for (const scale of [1, listScale]) {
      const page = await openFramePage(browser, serveUrl, {
        compositionId: `${id}-thumbnail`,
        props: {theme, fps: 30},
        durationInFrames: 1,
        fps: 30,
        scale,
        size: thumbnailSize,
      });
      try {
        await page.seek(0);
        const texts = (await measureTexts(page.page)).filter((t) => t.opacity > 0.01 && t.box.width > 0);
        const drawn = await capturePixels(page.page);
        if (scale === 1) {
          for (const f of checkThumbnail(texts, drawn, palettes[theme].background))
            add(theme, f.textId, f.measured, f.required, f.severity);
          checks += 4;
        }
        const background = await captureWithoutInk(page.page);
        for (const t of texts) {
          const c = contrastBehind(t.color, t.opacity, background, t.lines, scale, undefined, drawn);
          if (c === null) continue;
          checks++;
          if (c.contrast + 1e-9 < thumbnailContrast) {
            add(
              theme,
              t.id,
              `${c.contrast.toFixed(2)}:1 at ${Math.round(thumbnailSize.width * scale)} px wide`,
              `≥ ${thumbnailContrast}:1`,
              thumbnailContrast - c.contrast,
            );
          }
        }
      } finally {
        await page.close();
      }
    }
  }
  return {violations, checks};
}
