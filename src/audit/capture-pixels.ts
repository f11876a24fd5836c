import type {Page} from 'playwright-core';
import {PNG} from 'pngjs';
import {inkAttribute} from './measure-texts';

const hideInk = `[${inkAttribute}], [data-text-id], [data-text-id] * {color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important;}`;

/** The page's current frame as RGBA pixels (its size is the viewport × device scale factor). */
export async function capturePixels(page: Page): Promise<PNG> {
  return PNG.sync.read(await page.screenshot({type: 'png', animations: 'allow', caret: 'initial'}));
}

/**
 * The current frame with every glyph made transparent and everything else, text backdrops
 * included, drawn as it is: the pixels each text is read against. The marks measureTexts()
 * left on glyph-holding elements are removed afterwards.
 */
export async function captureWithoutInk(page: Page): Promise<PNG> {
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
