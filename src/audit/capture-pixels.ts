import type {CDPSession, Page} from 'playwright-core';
import sharp from 'sharp';
import type {Pixels} from './measure-contrast';
import {inkAttribute} from './measure-texts';

const hideInk = `[${inkAttribute}], [data-text-id], [data-text-id] * {color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important;}`;

/** Per page: its DevTools session and its device scale factor (the capture's pixels per CSS pixel). */
const sessions = new WeakMap<Page, Promise<{session: CDPSession; scale: number}>>();

/**
 * The page's current frame as RGBA pixels (its size is the viewport × device scale factor).
 * Captured through the DevTools protocol with `optimizeForSpeed` (a lossless PNG encoded with
 * less compression: the same pixels as Playwright's screenshot, about a fifth faster) and decoded
 * by sharp (libvips; pngjs took about six times longer on a 1080p frame). The audit takes two
 * such captures per text checkpoint and one per flash frame, so this is most of its time.
 */
export async function capturePixels(page: Page): Promise<Pixels> {
  let opened = sessions.get(page);
  if (opened === undefined) {
    opened = Promise.all([page.context().newCDPSession(page), page.evaluate(() => window.devicePixelRatio)]).then(
      ([session, scale]) => ({session, scale}),
    );
    sessions.set(page, opened);
  }
  const {session, scale} = await opened;
  const viewport = page.viewportSize() ?? {width: 1920, height: 1080};
  const {data} = await session.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: {x: 0, y: 0, width: viewport.width, height: viewport.height, scale},
  });
  const {data: rgba, info} = await sharp(Buffer.from(data, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({resolveWithObject: true});
  return {width: info.width, height: info.height, data: rgba};
}

/**
 * The current frame with every glyph made transparent and everything else, text backdrops
 * included, drawn as it is: the pixels each text is read against. The marks measureTexts()
 * left on glyph-holding elements are removed afterwards.
 */
export async function captureWithoutInk(page: Page): Promise<Pixels> {
  await page.evaluate((css) => {
    const style = document.createElement('style');
    style.id = 'audit-hide-ink';
    style.textContent = css;
    document.head.appendChild(style);
  }, hideInk);
  try {
    return await capturePixels(page);
  } finally {
    await page.evaluate((attribute) => {
      document.getElementById('audit-hide-ink')?.remove();
      for (const el of Array.from(document.querySelectorAll(`[${attribute}]`))) el.removeAttribute(attribute);
    }, inkAttribute);
  }
}
