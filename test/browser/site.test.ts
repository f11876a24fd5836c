// The companion pages in the project's Chromium (playwright-core, the shared audit browser):
// axe in both schemes on every page, keyboard-only stepping and parts, the Player against the
// renderer's still, the colour scheme followed live, and nothing fetched outside the site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildSite, siteVideos} from '../../src/site/build-site';
import {serveSite, type ServedSite} from '../../src/site/serve-site';
import type {SiteVideo} from '../../src/site/site-data';
import {auditSession, darkProps, still} from './session';

let outDir: string;
let served: ServedSite;
let data: SiteVideo[];
const outside: string[] = [];

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  await buildSite(outDir, path.join(outDir, 'no-renders'));
  data = siteVideos(path.join(outDir, 'no-renders'));
  served = await serveSite(outDir);
});

afterAll(async () => {
  await served?.close();
  if (outDir !== undefined) fs.rmSync(outDir, {recursive: true, force: true});
});

/** A context whose every request outside the site is refused and recorded. */
async function context(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const {browser} = await auditSession();
  const ctx = await browser.newContext({viewport: {width: 1200, height: 900}, ...options});
  await ctx.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(served.url) || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort('blockedbyclient');
  });
  return ctx;
}

/** Opens a page and waits until the Player drew the beat's labels and the part buttons are placed. */
async function open(ctx: BrowserContext, file: string, parts = 0): Promise<Page> {
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  await page.goto(served.url + file);
  await page.waitForFunction(() => document.fonts.status === 'loaded' && document.querySelector('main h1') !== null, undefined, {timeout: 15_000})
    .catch((e: unknown) => { throw new Error(`${file} did not draw: ${errors.join('; ') || String(e)}`); });
  if (parts > 0) await page.waitForFunction((n) => document.querySelectorAll('[data-part-button]').length >= n, parts);
  expect(errors).toEqual([]);
  return page;
}

const video = (id: string) => data.find((v) => v.id === id) as SiteVideo;
const beatOf = (v: SiteVideo, anchor: string) => v.chapters.flatMap((c) => c.beats).find((b) => b.anchor === anchor);

describe('companion pages', () => {
  it('builds an index and one page per video, with the tracks and local fonts', () => {
    for (const f of ['index.html', 'grace-blackwell.html', 'inside-the-sm.html', 'nvlink-nvswitch.html', 'site.js', 'site.css', 'fonts/Inter-Regular.woff2',
      'media/grace-blackwell.captions.vtt', 'media/grace-blackwell.descriptions.vtt']) expect(fs.existsSync(path.join(outDir, f)), f).toBe(true);
    expect(fs.readFileSync(path.join(outDir, 'media/inside-the-sm.descriptions.vtt'), 'utf8')).toMatch(/^WEBVTT\n/);
  });

  const pages = ['index.html', 'grace-blackwell.html', 'inside-the-sm.html', 'nvlink-nvswitch.html'];
  it.each(['dark', 'light'] as const)('axe finds no serious or critical violation on any page (%s scheme)', async (scheme) => {
    const ctx = await context({colorScheme: scheme});
    const found: string[] = [];
    for (const file of pages) {
      const page = await open(ctx, file);
      await page.waitForTimeout(300);
      const result = await new AxeBuilder({page}).analyze();
      console.log(`site: axe ${file} (${scheme}): ${result.passes.length} rules pass, violations: ${result.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ') || 'none'}`);
      for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        found.push(`${file}: ${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      }
      await page.close();
    }
    await ctx.close();
    expect(found).toEqual([]);
  });

  it('keyboard only: Tab reaches every part of the beat and shows its facts; → advances and the transcript follows; #scene/beat opens there', async () => {
    const gb = video('grace-blackwell');
    const anchor = 'discrete-cpu-gpu/pcie';
    const beat = beatOf(gb, anchor);
    if (beat === undefined) throw new Error(anchor);
    const ctx = await context();
    const page = await open(ctx, `grace-blackwell.html#${anchor}`, beat.parts.length);
    expect(await page.getByTestId('position').textContent()).toContain('beat 3 of');
    expect(await page.getByTestId('transcript-now').textContent()).toContain(beat.parts[0]?.name);
    const reached = new Set<string>();
    for (let i = 0; i < 40 && reached.size < beat.parts.length; i++) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(() => document.activeElement?.getAttribute('data-part-button') ?? null);
      if (id === null) continue;
      reached.add(id);
      const part = beat.parts.find((p) => p.id === id);
      const tip = await page.getByRole('tooltip').textContent();
      expect(tip).toContain(part?.name);
      for (const f of part?.facts ?? []) {
        expect(tip).toContain(f.shownAs);
        if (f.source !== undefined) expect(await page.getByTestId('active-part').locator(`a[href="${f.source.url}"]`).count()).toBeGreaterThan(0);
      }
    }
    expect([...reached].sort()).toEqual(beat.parts.map((p) => p.id).sort());
    const next = beatOf(gb, 'discrete-cpu-gpu/packets');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.location.hash === '#discrete-cpu-gpu/packets');
    const now = await page.getByTestId('transcript-now').textContent();
    expect(now).toContain(next?.onScreen.find((t) => t.kind === 'caption')?.text);
    expect(now).toContain(next?.describe ?? '');
    expect(await page.getByTestId('transcript-now').getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((a) => window.location.hash === `#${a}`, anchor);
    await ctx.close();
  });

  it('→ alone steps through every beat of every video, and each beat places a focusable button for each of its parts', async () => {
    const ctx = await context();
    const problems: string[] = [];
    for (const v of data) {
      const beats = v.chapters.flatMap((c) => c.beats);
      const page = await open(ctx, `${v.id}.html#${beats[0]?.anchor}`);
      for (const [i, b] of beats.entries()) {
        if (i > 0) await page.keyboard.press('ArrowRight');
        const ok = await page.waitForFunction(([a, n]) => window.location.hash === `#${a}` && document.querySelectorAll('[data-part-button]').length === n,
          [b.anchor, b.parts.length] as const, {timeout: 4000}).then(() => true, () => false);
        if (!ok) problems.push(`${v.id}#${b.anchor}: ${await page.evaluate(() => document.querySelectorAll('[data-part-button]').length)} buttons for ${b.parts.length} parts`);
      }
      await page.close();
    }
    await ctx.close();
    expect(problems).toEqual([]);
  });

  it('the Player at a beat shows the renderer\'s still of that frame (pixelmatch 0.1, at most 0.2 % of pixels differ)', async () => {
    const anchor = 'nvlink-c2c/bars';
    const beat = beatOf(video('grace-blackwell'), anchor);
    if (beat === undefined) throw new Error(anchor);
    const probe = await context({colorScheme: 'dark'});
    const first = await open(probe, `grace-blackwell.html#${anchor}`, 1);
    const width = await first.locator('.stage').evaluate((el) => el.getBoundingClientRect().width);
    await probe.close();
    expect(width).toBeGreaterThan(0);
    // Device pixels = composition pixels: the Player's CSS scale times the device scale factor is 1.
    const ctx = await context({colorScheme: 'dark', deviceScaleFactor: 1920 / width});
    const page = await open(ctx, `grace-blackwell.html#${anchor}`, 1);
    await page.mouse.move(0, 0);
    // The stage is the Player's box (its frame is an outline); the part buttons over it are transparent until hovered or focused.
    const shot = PNG.sync.read(await page.locator('.stage').screenshot({animations: 'disabled'}));
    await ctx.close();
    const reference = await still('grace-blackwell', beat.frame, darkProps);
    expect(Math.abs(shot.width - 1920)).toBeLessThanOrEqual(2);
    const w = Math.min(shot.width, reference.width);
    const h = Math.min(shot.height, reference.height);
    const crop = (png: PNG) => {
      const out = new PNG({width: w, height: h});
      PNG.bitblt(png, out, 0, 0, w, h, 0, 0);
      return out;
    };
    const share = (png: PNG) => pixelmatch(crop(shot).data, crop(png).data, undefined, w, h, {threshold: 0.1}) / (w * h);
    const same = share(reference);
    // The comparison can tell beats apart: the previous beat's still is far outside the tolerance.
    const other = share(await still('grace-blackwell', beatOf(video('grace-blackwell'), 'nvlink-c2c/link')?.frame ?? 0, darkProps));
    console.log(`site: Player vs renderer at ${anchor} (frame ${beat.frame}): ${(same * 100).toFixed(3)} % of pixels differ; against the previous beat ${(other * 100).toFixed(2)} %`);
    expect(same).toBeLessThanOrEqual(0.002);
    expect(other).toBeGreaterThan(0.01);
  });

  it('follows prefers-color-scheme without a reload, and the toggle overrides it', async () => {
    const ctx = await context({colorScheme: 'dark'});
    const page = await open(ctx, 'inside-the-sm.html#title/open', 1);
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const playerBackground = () => page.evaluate(() => {
      const el = document.querySelector('[data-part]')?.closest('[style*="background"]') as HTMLElement | null;
      return el === null ? '' : getComputedStyle(el).backgroundColor;
    });
    expect(await theme()).toBe('dark');
    const darkBg = await playerBackground();
    let reloaded = false;
    page.on('framenavigated', () => { reloaded = true; });
    await page.emulateMedia({colorScheme: 'light'});
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await expect.poll(playerBackground).not.toBe(darkBg);
    await page.getByRole('button', {name: 'Dark'}).click();
    expect(await theme()).toBe('dark');
    await page.getByRole('button', {name: 'Device'}).click();
    expect(await theme()).toBe('light');
    expect(reloaded).toBe(false);
    await ctx.close();
  });

  it('loads with the network blocked: nothing fetched outside the site', async () => {
    const ctx = await context();
    for (const file of pages) await (await open(ctx, file, file === 'index.html' ? 0 : 1)).close();
    await ctx.close();
    expect(outside).toEqual([]);
  });
});
