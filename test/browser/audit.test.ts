// The audit's measurements in the real browser on a synthetic frame with every fault (the audit of
// every beat of the three videos, both themes, is audit-all.test.ts).
import {PNG} from 'pngjs';
import {describe, expect, it} from 'vitest';
import {capturePixels, captureWithoutInk} from '../../src/audit/capture-pixels';
import {captureRegions} from '../../src/audit/capture-regions';
import {checkLayout} from '../../src/audit/check-layout';
import {contrastBehind} from '../../src/audit/measure-contrast';
import {measureTexts} from '../../src/audit/measure-texts';
import {auditSession} from './session';

// Every rule broken once, on a dark page the size of a frame.
const faults = `<!doctype html><html><body style="margin:0;width:1920px;height:1080px;background:#0d1117;font-family:sans-serif;color:#f0f6fc">
  <div data-text-id="fine" data-text-kind="label" style="position:absolute;left:200px;top:200px;font-size:36px">Grace CPU</div>
  <div data-text-id="edge" data-text-kind="label" style="position:absolute;left:40px;top:300px;font-size:36px">Outside the safe area</div>
  <div data-text-id="small" data-text-kind="label" style="position:absolute;left:200px;top:400px;font-size:24px">Too small</div>
  <div data-text-id="dim" data-text-kind="label" style="position:absolute;left:900px;top:200px;font-size:36px;color:#30363d">Low contrast</div>
  <div data-text-id="boxed" data-text-kind="label" style="position:absolute;left:900px;top:300px;font-size:36px;color:#0d1117;background:#f0f6fc;padding:4px">Dark on its light backdrop</div>
  <div data-text-id="a" data-text-kind="label" style="position:absolute;left:200px;top:500px;font-size:36px">Overlapping A</div>
  <div data-text-id="b" data-text-kind="label" style="position:absolute;left:260px;top:510px;font-size:36px">Overlapping B</div>
  <div data-text-id="cut" data-text-kind="label" style="position:absolute;left:900px;top:500px;width:120px;overflow:hidden;white-space:nowrap;font-size:36px">Clipped by its box</div>
  <div style="position:absolute;left:900px;top:600px;font-size:36px">Unmarked</div>
  <div data-text-id="chip" data-text-kind="label" style="position:absolute;left:1300px;top:600px;font-size:36px;line-height:1;border:3px solid #ff7a45;background:#2d1a12;padding:0 6px">968</div>
  <div data-text-id="cap" data-text-kind="caption" style="position:absolute;left:96px;right:96px;bottom:60px;text-align:center;font-size:50px;line-height:1.25">
    <div>Line one of the caption</div><div>line two</div><div>and a third line</div></div>
</body></html>`;

describe('the audit in the browser', () => {
  it('measures glyph boxes, sizes, clipping and contrast on a synthetic frame', async () => {
    const {browser} = await auditSession();
    const context = await browser.newContext({viewport: {width: 1920, height: 1080}});
    try {
      const page = await context.newPage();
      await page.setContent(faults);
      const texts = await measureTexts(page);
      const found = checkLayout(texts).map((f) => `${f.textId}: ${f.rule}`);
      expect(found).toEqual(
        expect.arrayContaining([
          'edge: title-safe',
          'small: font-size',
          'a × b: overlap',
          'cut: clipped',
          'untracked:Unmarked: untracked-text',
          'cap: caption-above-controls',
          'cap: caption-lines',
        ]),
      );
      expect(found.filter((f) => f.startsWith('fine') || f.startsWith('dim') || f.startsWith('boxed'))).toEqual([]);
      const fine = texts.find((t) => t.id === 'fine');
      expect(fine?.lines).toHaveLength(1);
      expect(fine?.box.height).toBeLessThan(60); // the glyph line, not a container
      const drawn = await capturePixels(page);
      const background = await captureWithoutInk(page);
      const contrast = (id: string, ink = true) => {
        const t = texts.find((x) => x.id === id);
        return t === undefined
          ? null
          : contrastBehind(t.color, t.opacity, background, t.lines, 1, undefined, ink ? drawn : undefined)?.contrast;
      };
      expect(contrast('fine')).toBeCloseTo(17.4, 0);
      expect(contrast('dim')).toBeCloseTo(1.55, 1); // #30363d on #0d1117
      expect(contrast('boxed')).toBeCloseTo(17.4, 0); // read against its own backdrop, which stays in the capture
      expect(contrast('chip')).toBeGreaterThan(12); // the ink sits on the chip's dark fill…
      expect(contrast('chip', false)).toBeLessThan(contrast('chip') ?? 0); // …while its line box also covers the orange border
      expect(await page.evaluate(() => document.querySelectorAll('[data-audit-ink]').length)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('captures the same pixels in the regions behind the texts as in the whole frame', async () => {
    const {browser} = await auditSession();
    const context = await browser.newContext({viewport: {width: 1920, height: 1080}});
    try {
      const page = await context.newPage();
      await page.setContent(faults);
      const texts = await measureTexts(page);
      const regions = captureRegions(
        texts.map((t) => t.lines),
        {width: 1920, height: 1080},
      );
      expect(regions.length).toBeGreaterThan(1); // texts far apart are captured apart
      const whole = await capturePixels(page);
      const parts = await capturePixels(page, regions);
      let compared = 0;
      for (const r of regions)
        for (let y = r.y; y < r.y + r.height; y++) {
          const at = (y * 1920 + r.x) * 4;
          const end = at + r.width * 4;
          expect(
            Buffer.compare(Buffer.from(parts.data.subarray(at, end)), Buffer.from(whole.data.subarray(at, end))),
          ).toBe(0);
          compared += r.width;
        }
      expect(compared).toBeGreaterThan(10_000);
      for (const t of texts) {
        const c = (pixels: typeof whole) => contrastBehind(t.color, t.opacity, pixels, t.lines, 1, undefined, pixels);
        expect(c(parts), t.id).toEqual(c(whole));
      }
    } finally {
      await context.close();
    }
  });

  it("captures the same pixels as Playwright's screenshot, at 1080p and at the flash check's quarter scale", async () => {
    const {browser} = await auditSession();
    for (const deviceScaleFactor of [1, 0.25]) {
      const context = await browser.newContext({viewport: {width: 1920, height: 1080}, deviceScaleFactor});
      try {
        const page = await context.newPage();
        await page.setContent(faults);
        const reference = PNG.sync.read(await page.screenshot({type: 'png', animations: 'allow', caret: 'initial'}));
        const fast = await capturePixels(page);
        expect([fast.width, fast.height]).toEqual([1920 * deviceScaleFactor, 1080 * deviceScaleFactor]);
        expect(Buffer.compare(Buffer.from(fast.data), reference.data)).toBe(0);
      } finally {
        await context.close();
      }
    }
  });
});
