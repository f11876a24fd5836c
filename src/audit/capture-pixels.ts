import type {CDPSession, Page} from 'playwright-core';
import sharp from 'sharp';
import type {ClientBox} from './audit-types';
import type {Pixels} from './measure-contrast';
import {inkAttribute} from './measure-texts';
import {frameSize} from '../visual/tokens';

const hideInk = `[${inkAttribute}], [data-text-id], [data-text-id] * {color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important;}`;

/** Per page: its DevTools session and its device scale factor (the capture's pixels per CSS pixel). */
const sessions = new WeakMap<Page, Promise<{session: CDPSession; scale: number}>>();

/** One PNG capture of `clip` (CSS px) through the DevTools protocol, decoded to RGBA. */
async function capture(page: Page, clip: ClientBox): Promise<Pixels> {
  let opened = sessions.get(page);
  if (opened === undefined) {
    opened = Promise.all([page.context().newCDPSession(page), page.evaluate(() => window.devicePixelRatio)]).then(
      ([session, scale]) => ({session, scale}),
    );
    sessions.set(page, opened);
  }
  const {session, scale} = await opened;
  const {data} = await session.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    clip: {...clip, scale},
  });
  const {data: rgba, info} = await sharp(Buffer.from(data, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({resolveWithObject: true});
  return {width: info.width, height: info.height, data: rgba};
}

/** A transparent black frame of the video's size, to capture regions into. */
export function blankFrame(size = frameSize): Pixels {
  return {width: size.width, height: size.height, data: Buffer.alloc(size.width * size.height * 4)};
}

/**
 * The page's current frame as RGBA pixels (its size is the viewport × device scale factor).
 * Captured through the DevTools protocol with `optimizeForSpeed` (a lossless PNG encoded with
 * less compression: the same pixels as Playwright's screenshot, about a fifth faster) and decoded
 * by sharp (libvips; pngjs took about six times longer on a 1080p frame). The audit takes two
 * such captures per text checkpoint and one per flash frame, so this is most of its time.
 *
 * With `regions` (whole CSS px, device scale 1: capture-regions.ts) only those are captured, each
 * on its own, and the rest of the frame is left transparent black: a capture's cost grows with its
 * area, and a clip holds the same pixels as the whole frame there (test/browser/audit.test.ts).
 * `into`: a frame of the viewport's size to write them into (cleared first) instead of a new one:
 * an 8 MB frame per capture, two per checkpoint, kept the garbage collector busy.
 */
export async function capturePixels(page: Page, regions?: readonly ClientBox[], into?: Pixels): Promise<Pixels> {
  const viewport = page.viewportSize() ?? {width: 1920, height: 1080};
  if (regions === undefined) return capture(page, {x: 0, y: 0, width: viewport.width, height: viewport.height});
  const frame: Pixels = into ?? {
    width: viewport.width,
    height: viewport.height,
    data: Buffer.alloc(viewport.width * viewport.height * 4),
  };
  if (frame.width !== viewport.width || frame.height !== viewport.height)
    throw new Error(
      `a ${frame.width}×${frame.height} frame to capture a ${viewport.width}×${viewport.height} page into`,
    );
  if (into !== undefined) frame.data.fill(0);
  for (const r of regions) {
    const part = await capture(page, r);
    if (part.width !== r.width || part.height !== r.height)
      throw new Error(
        `a ${r.width}×${r.height} region captured as ${part.width}×${part.height} (regions need device scale 1)`,
      );
    for (let row = 0; row < r.height; row++) {
      const at = ((r.y + row) * frame.width + r.x) * 4;
      frame.data.set(part.data.subarray(row * r.width * 4, (row + 1) * r.width * 4), at);
    }
  }
  return frame;
}

/**
 * The current frame with every glyph made transparent and everything else, text backdrops
 * included, drawn as it is: the pixels each text is read against. The marks measureTexts()
 * left on glyph-holding elements are removed afterwards.
 */
export async function captureWithoutInk(page: Page, regions?: readonly ClientBox[], into?: Pixels): Promise<Pixels> {
  await page.evaluate((css) => {
    const style = document.createElement('style');
    style.id = 'audit-hide-ink';
    style.textContent = css;
    document.head.appendChild(style);
  }, hideInk);
  try {
    return await capturePixels(page, regions, into);
  } finally {
    await page.evaluate((attribute) => {
      document.getElementById('audit-hide-ink')?.remove();
      for (const el of Array.from(document.querySelectorAll(`[${attribute}]`))) el.removeAttribute(attribute);
    }, inkAttribute);
  }
}
