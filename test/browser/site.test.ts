// The companion pages in the project's Chromium (playwright-core, the shared audit browser), the
// way their users meet them: axe (WCAG 2.2 AA and best practice) in both schemes at 1280 and
// 320 px with reflow and unique ids, keyboard only (focus never on the body, keys only in the
// player, the keys dialog), the tooltip (hoverable, Esc, beside its part), the player's controls,
// the transcript following playback, what a screen reader is given, forced colours, linked views,
// the Player against the renderer's still, the colour scheme followed live, nothing fetched outside.
// Every beat is chosen from the page data (the scripts), never by a scene id typed here.
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
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(served.url + file);
  await page
    .waitForFunction(
      () => document.fonts.status === 'loaded' && document.querySelector('main h1') !== null,
      undefined,
      {timeout: 15_000},
    )
    .catch((e: unknown) => {
      throw new Error(`${file} did not draw: ${errors.join('; ') || String(e)}`);
    });
  if (parts > 0)
    await page.waitForFunction((n) => document.querySelectorAll('[data-part-button]').length >= n, parts, {
      timeout: 15_000,
    });
  expect(errors).toEqual([]);
  return page;
}

const video = (id: string) => data.find((v) => v.id === id) as SiteVideo;
const beatsOf = (v: SiteVideo) =>
  v.chapters.flatMap((c, chapterIndex) =>
    c.beats.map((b, beatIndex) => ({...b, chapterIndex, beatIndex, chapter: c.title})),
  );
type Beat = ReturnType<typeof beatsOf>[number];
const must = <T>(x: T | undefined, what: string): T => {
  if (x === undefined) throw new Error(`no ${what} in the page data`);
  return x;
};
/** A beat whose chart has a table and whose parts show numbers of that table. */
function chartBeat(v: SiteVideo): Beat | undefined {
  return beatsOf(v).find((b) =>
    v.tables.some(
      (t) =>
        t.sceneId === b.sceneId &&
        t.rows.some((row) =>
          row.some((c) => c.fact?.key !== undefined && b.parts.some((p) => p.facts.some((f) => f.key === c.fact?.key))),
        ),
    ),
  );
}
const focusedPart = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-part-button') ?? null);
const focusIs = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a === null || a === document.body
      ? 'body'
      : a.getAttribute('data-part-button') !== null
        ? 'part'
        : (a.getAttribute('data-testid') ?? a.tagName.toLowerCase());
  });
const inViewport = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)?.getBoundingClientRect();
    return r !== undefined && r.top >= -1 && r.bottom <= window.innerHeight + 1;
  }, selector);
const gb = () => video('grace-blackwell');

describe('companion pages', () => {
  it('builds an index and one page per video, with the tracks and local fonts', () => {
    for (const f of [
      'index.html',
      'grace-blackwell.html',
      'inside-the-sm.html',
      'nvlink-nvswitch.html',
      'site.js',
      'site.css',
      'fonts/Inter-Regular.woff2',
      'media/grace-blackwell.captions.vtt',
      'media/grace-blackwell.descriptions.vtt',
    ])
      expect(fs.existsSync(path.join(outDir, f)), f).toBe(true);
    expect(fs.readFileSync(path.join(outDir, 'media/inside-the-sm.descriptions.vtt'), 'utf8')).toMatch(/^WEBVTT\n/);
  });

  const pages = ['index.html', 'grace-blackwell.html', 'inside-the-sm.html', 'nvlink-nvswitch.html'];
  const tags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];
  it.each(pages.flatMap((file) => (['dark', 'light'] as const).map((scheme) => [file, scheme] as const)))(
    'axe (WCAG 2.2 AA + best practice) finds 0 violations on %s (%s scheme) at 1280 and 320 px; it reflows at 320 px and at 200 percent zoom and its ids are unique',
    async (file, scheme) => {
      const ctx = await context({colorScheme: scheme});
      const found: string[] = [];
      {
        const page = await open(ctx, file, file === 'index.html' ? 0 : 1);
        // 1280 px, 320 px (400 % zoom of 1280) and 640 px (200 % zoom): axe at the first two, reflow at the last two.
        for (const width of [1280, 320, 640]) {
          await page.setViewportSize({width, height: width === 1280 ? 900 : 640});
          await page.waitForTimeout(200);
          if (width !== 640) {
            // resultTypes: every violating node is still reported; passing and incomplete rules list
            // one node each instead of all (the results were a third of the time on a video page)
            const result = await new AxeBuilder({page})
              .withTags(tags)
              .options({resultTypes: ['violations']})
              .analyze();
            console.log(
              `site: axe ${file} (${scheme}, ${width} px): ${result.passes.length} rules pass, violations: ${result.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ') || 'none'}`,
            );
            for (const v of result.violations)
              found.push(
                `${file} ${width}px: ${v.id} (${v.impact}): ${v.nodes
                  .slice(0, 3)
                  .map((n) => n.target.join(' '))
                  .join(' | ')}`,
              );
          }
          if (width !== 1280) {
            const wide = await page.evaluate(() => ({
              page: document.documentElement.scrollWidth,
              view: document.documentElement.clientWidth,
              over: [...document.querySelectorAll('main *, header *')]
                .filter(
                  (el) =>
                    el.closest('.table-scroll, dialog') === null &&
                    el.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
                )
                .slice(0, 3)
                .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
            }));
            if (wide.page > wide.view)
              found.push(`${file} ${width}px: scrolls sideways (${wide.page} > ${wide.view}): ${wide.over.join(', ')}`);
          }
        }
        const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
        const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
        if (twice.length > 0) found.push(`${file}: duplicate ids ${[...new Set(twice)].join(', ')}`);
        await page.close();
      }
      await ctx.close();
      expect(found).toEqual([]);
    },
  );

  it('keyboard only: Tab from the picture reaches every part of the beat and shows its facts; → in the player advances and the transcript follows; #scene/beat opens there', async () => {
    const v = gb();
    const beats = beatsOf(v);
    const at = beats.findIndex(
      (b, i) => b.parts.length >= 2 && i + 1 < beats.length && beats[i + 1]?.describe !== undefined,
    );
    const beat = must(beats[at], 'beat with two parts');
    const next = must(beats[at + 1], 'next beat');
    const ctx = await context();
    const page = await open(ctx, `grace-blackwell.html#${beat.anchor}`, beat.parts.length);
    expect(await page.getByTestId('position').textContent()).toContain(`beat ${beat.beatIndex + 1} of`);
    expect(await page.getByTestId('transcript-now').textContent()).toContain(beat.parts[0]?.name);
    await page.getByTestId('stage').focus();
    const reached = new Set<string>();
    for (let i = 0; i < 40 && reached.size < beat.parts.length; i++) {
      await page.keyboard.press('Tab');
      const id = await focusedPart(page);
      if (id === null) continue;
      reached.add(id);
      const part = beat.parts.find((p) => p.id === id);
      const tip = await page.getByRole('tooltip').textContent();
      expect(tip).toContain(part?.name);
      for (const f of part?.facts ?? []) {
        expect(tip).toContain(f.shownAs);
        if (f.source?.url !== undefined)
          expect(await page.getByTestId('active-part').locator(`a[href="${f.source.url}"]`).count()).toBeGreaterThan(0);
      }
    }
    expect([...reached].sort()).toEqual(beat.parts.map((p) => p.id).sort());
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((a) => window.location.hash === `#${a}`, next.anchor);
    const now = await page.getByTestId('transcript-now').textContent();
    expect(now).toContain(next.onScreen.find((t) => t.kind === 'caption')?.text ?? '');
    expect(now).toContain(next.describe ?? '');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((a) => window.location.hash === `#${a}`, beat.anchor);
    await ctx.close();
  });

  it('→ with a part in focus steps through every beat of every video: each beat places a button per part, and focus stays on the part or moves to the picture, never to the page', async () => {
    const ctx = await context();
    const problems: string[] = [];
    for (const v of data) {
      const beats = beatsOf(v);
      const page = await open(ctx, `${v.id}.html#${beats[0]?.anchor}`);
      await page.getByTestId('stage').focus();
      for (const [i, b] of beats.entries()) {
        if (i > 0) {
          // a part of the previous beat has focus when → is pressed, if it had any
          const part = page.locator('[data-part-button]').last();
          if ((await part.count()) > 0) await part.focus();
          await page.keyboard.press('ArrowRight');
        }
        const ok = await page
          .waitForFunction(
            ([a, n]) =>
              window.location.hash === `#${a}` && document.querySelectorAll('[data-part-button]').length === n,
            [b.anchor, b.parts.length] as const,
            {timeout: 4000},
          )
          .then(
            () => true,
            () => false,
          );
        if (!ok)
          problems.push(
            `${v.id}#${b.anchor}: ${await page.evaluate(() => document.querySelectorAll('[data-part-button]').length)} buttons for ${b.parts.length} parts`,
          );
        await page.waitForTimeout(50);
        const focus = await focusIs(page);
        if (focus !== 'part' && focus !== 'stage') problems.push(`${v.id}#${b.anchor}: focus on ${focus}`);
      }
      await page.close();
    }
    await ctx.close();
    expect(problems).toEqual([]);
  });

  it('focus stays put at either end of the stepper, and a chapter link or a transcript line brings the video into view with focus on it', async () => {
    const v = gb();
    const beats = beatsOf(v);
    const ctx = await context({viewport: {width: 1280, height: 800}});
    const page = await open(ctx, `grace-blackwell.html#${beats[0]?.anchor}`);
    const previous = page.getByRole('button', {name: 'Previous beat'});
    await previous.focus();
    await page.keyboard.press('Enter');
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await focusIs(page)).toBe('button');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Previous beat');
    const last = must(beats.at(-1), 'last beat');
    await page.getByRole('button', {name: 'Next beat'}).focus();
    await page.keyboard.press('End');
    await page.waitForFunction((a) => window.location.hash === `#${a}`, last.anchor);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', {name: 'Next beat'}).getAttribute('aria-disabled')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Next beat');
    // A chapter link far below the video: Enter goes there, the video comes into view with focus on it.
    const chapter = must(v.chapters[Math.floor(v.chapters.length / 2)], 'middle chapter');
    const link = page.getByRole('navigation', {name: 'Chapters'}).getByRole('link', {name: chapter.title}).first();
    await link.focus();
    expect(await inViewport(page, '[data-testid="stage"]')).toBe(false);
    await page.keyboard.press('Enter');
    await page.waitForFunction((a) => window.location.hash === `#${a}`, chapter.beats[0]?.anchor);
    expect(await focusIs(page)).toBe('stage');
    expect(await inViewport(page, '[data-testid="stage"]')).toBe(true);
    // A click on a transcript line (not its link) does the same.
    const target = must(beats[beats.length - 3], 'a late beat');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const line = page.locator(`.transcript-beat[data-anchor="${target.anchor}"]`);
    await line.scrollIntoViewIfNeeded();
    await line.click({position: {x: 300, y: 5}});
    await page.waitForFunction((a) => window.location.hash === `#${a}`, target.anchor);
    expect(await focusIs(page)).toBe('stage');
    expect(await inViewport(page, '[data-testid="stage"]')).toBe(true);
    await ctx.close();
  });

  it("the player's keys act only while focus is in it (at 320 px → scrolls the fact sheet); ? opens a dialog listing them, Esc closes it and focus returns", async () => {
    const v = gb();
    const first = must(beatsOf(v)[0], 'first beat');
    const ctx = await context({viewport: {width: 320, height: 640}});
    const page = await open(ctx, `grace-blackwell.html#${first.anchor}`);
    const facts = page.getByTestId('fact-scroll');
    await facts.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.location.hash)).toBe(`#${first.anchor}`);
    // where the table is wider than the screen, the arrows scrolled it
    expect(await facts.evaluate((el) => el.scrollWidth <= el.clientWidth || el.scrollLeft > 0)).toBe(true);
    expect(await page.locator('button.play').textContent()).toBe('Play');
    await page.getByTestId('stage').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((a) => window.location.hash !== `#${a}`, first.anchor);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', {name: 'Player keys'});
    await dialog.waitFor();
    const listed = await dialog.textContent();
    for (const k of ['←', 'Space', 'Home', '?', 'Esc']) expect(listed).toContain(k);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'hidden'});
    expect(await focusIs(page)).toBe('stage');
    await ctx.close();
  });

  it("the tooltip stays while the pointer is on it, Esc closes it, and it covers neither its part nor the part's neighbours where there is room", async () => {
    const v = gb();
    const beat = must(
      beatsOf(v).find((b) => b.parts.length >= 3 && b.parts.some((p) => p.facts.length > 0)),
      'beat with three parts',
    );
    const ctx = await context({viewport: {width: 1280, height: 900}});
    const page = await open(ctx, `grace-blackwell.html#${beat.anchor}`, beat.parts.length);
    const id = must(
      beat.parts.find((p) => p.facts.length > 0),
      'part with facts',
    ).id;
    const part = page.locator(`[data-part-button="${id}"]`);
    await part.hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    await page.waitForTimeout(100);
    const boxes = await page.evaluate(() => {
      const r = (el: Element) => {
        const b = el.getBoundingClientRect();
        return {left: b.left, top: b.top, right: b.right, bottom: b.bottom};
      };
      return {
        tip: r(document.querySelector('[role="tooltip"]') as Element),
        parts: [...document.querySelectorAll('[data-part-button]')].map((el) => ({
          id: el.getAttribute('data-part-button'),
          ...r(el),
        })),
      };
    });
    const meets = (a: typeof boxes.tip, b: typeof boxes.tip) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const own = must(
      boxes.parts.find((p) => p.id === id),
      'its button',
    );
    expect(meets(boxes.tip, own)).toBe(false);
    console.log(
      `site: tooltip of ${id} covers ${boxes.parts.filter((p) => p.id !== id && meets(boxes.tip, p)).length} of ${boxes.parts.length - 1} other parts`,
    );
    // onto the tooltip, across the gap: it stays
    await page.mouse.move((boxes.tip.left + boxes.tip.right) / 2, (boxes.tip.top + boxes.tip.bottom) / 2, {steps: 8});
    await page.waitForTimeout(700);
    expect(await tip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await tip.waitFor({state: 'hidden'});
    // keyboard: focus shows it, Esc closes it, focus stays on the part
    await part.focus();
    await tip.waitFor();
    await page.keyboard.press('Escape');
    await tip.waitFor({state: 'hidden'});
    expect(await focusedPart(page)).toBe(id);
    await ctx.close();
  });

  it('the player: a seek slider with spoken time and chapter, speeds 0.5×–2×, one name per control state, a larger picture', async () => {
    const v = gb();
    const chapter = must(v.chapters[Math.min(4, v.chapters.length - 1)], 'fifth chapter');
    const ctx = await context({viewport: {width: 1280, height: 900}});
    const page = await open(ctx, 'grace-blackwell.html', 1);
    const seek = page.getByRole('slider', {name: 'Seek'});
    const second = Math.ceil(chapter.from / v.fps) + 1;
    await seek.fill(String(second));
    const clockOf = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    expect(await seek.getAttribute('aria-valuetext')).toBe(`${clockOf(second)}, ${chapter.title}`);
    await page.waitForFunction((s) => window.location.hash.startsWith(`#${s}/`), chapter.sceneId);
    await seek.focus();
    await page.keyboard.press('ArrowRight');
    expect(await seek.getAttribute('aria-valuetext')).toMatch(new RegExp(`^${clockOf(second + 1)}, `));
    const speed = page.getByRole('combobox', {name: 'Speed'});
    expect(await speed.locator('option').allTextContents()).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×']);
    await speed.selectOption('2');
    const play = page.locator('button.play');
    expect(await play.getAttribute('aria-pressed')).toBeNull();
    expect(await play.textContent()).toBe('Play');
    const before = Number(await seek.inputValue());
    const t0 = Date.now();
    await play.click();
    expect(await play.textContent()).toBe('Pause');
    await page.waitForTimeout(2500);
    await play.click();
    const media = (Date.now() - t0) / 1000;
    expect(await play.textContent()).toBe('Play');
    const advanced = Number(await seek.inputValue()) - before;
    console.log(`site: at 2× the video advanced ${advanced} s in ${media.toFixed(1)} s`);
    // 2× on a loaded machine: clearly faster than 1× (the Player drops no time but may lag a little)
    expect(advanced).toBeGreaterThanOrEqual(Math.floor(media * 1.25));
    const width = () => page.getByTestId('stage').evaluate((el) => el.getBoundingClientRect().width);
    const small = await width();
    const larger = page.getByRole('button', {name: 'Larger picture'});
    expect(await larger.getAttribute('aria-pressed')).toBe('false');
    await larger.click();
    await expect.poll(() => larger.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(width).toBeGreaterThan(small);
    await larger.click();
    await expect.poll(() => larger.getAttribute('aria-pressed')).toBe('false');
    await ctx.close();
  });

  it('the transcript follows playback: the current beat is marked and scrolled into its panel, without moving focus or the page', async () => {
    const v = gb();
    const beats = beatsOf(v);
    // a beat in the second half whose next beat starts soonest after its settled frame
    const from = beats.slice(Math.floor(beats.length / 2), -1).reduce(
      (best, b) => {
        const gap = (beats[beats.indexOf(b) + 1]?.from ?? Infinity) - b.frame;
        return gap < best.gap ? {b, gap} : best;
      },
      {b: beats[0] as Beat, gap: Infinity},
    );
    const next = must(beats[beats.indexOf(from.b) + 1], 'next beat');
    const ctx = await context({viewport: {width: 1280, height: 900}});
    const page = await open(ctx, `grace-blackwell.html#${from.b.anchor}`);
    await page.getByRole('combobox', {name: 'Speed'}).selectOption('2');
    const play = page.locator('button.play');
    await play.focus();
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await page.waitForFunction((a) => window.location.hash === `#${a}`, next.anchor, {
      timeout: 5000 + (from.gap / v.fps) * 1000,
    });
    await play.click();
    const state = await page.evaluate((a) => {
      const panel = document.querySelector('[data-testid="transcript-panel"]') as HTMLElement;
      const line = panel.querySelector('[aria-current="step"]') as HTMLElement | null;
      const p = panel.getBoundingClientRect();
      const l = line?.getBoundingClientRect();
      return {
        anchor: line?.dataset.anchor,
        visible: l !== undefined && l.top >= p.top - 1 && l.bottom <= p.bottom + 1,
        scrolled: panel.scrollTop,
        y: window.scrollY,
        focus: document.activeElement?.className,
        want: a,
      };
    }, next.anchor);
    expect(state.anchor).toBe(next.anchor);
    expect(state.visible).toBe(true);
    expect(state.scrolled).toBeGreaterThan(0);
    expect(state.y).toBe(scrollY);
    expect(state.focus).toBe('play');
    // beat links are named by their words, the id only in the address
    const names = await page.getByTestId('transcript-panel').locator('a.beat-link').allTextContents();
    const clockOf = (f: number) =>
      `${Math.floor(f / v.fps / 60)}:${String(Math.floor(f / v.fps) % 60).padStart(2, '0')}`;
    expect(names).toEqual(beats.map((b) => `${clockOf(b.from)} ${b.name}`));
    expect(names.filter((n, i) => n === beats[i]?.id)).toEqual([]);
    await ctx.close();
  });

  it('a screen reader meets one named image per beat (the Player hidden), a live region saying only what enters at the verbosity chosen, and pause at each beat', async () => {
    const v = gb();
    const beats = beatsOf(v);
    const at = beats.findIndex((b, i) => i > 2 && b.describe !== undefined && b.entering.length > 0 && b.beatIndex > 0);
    const beat = must(beats[at - 1], 'beat before');
    const next = must(beats[at], 'beat with entering texts');
    const ctx = await context({viewport: {width: 1280, height: 900}});
    const page = await open(ctx, `grace-blackwell.html#${beat.anchor}`);
    const stage = page.getByRole('img', {name: /^Animation, chapter/});
    expect(await stage.getAttribute('aria-label')).toBe(
      `Animation, chapter ${beat.chapterIndex + 1} of ${v.chapters.length} (${beat.chapter}), beat ${beat.beatIndex + 1} of ${v.chapters[beat.chapterIndex]?.beats.length}: ${beat.describe}`,
    );
    const player = await page.getByRole('region', {name: 'Player'}).ariaSnapshot();
    console.log(`site: the player as a screen reader meets it (${beat.anchor}):\n${player}`);
    // the drawing's texts are not read out of the Player: one image, then the part buttons by name
    expect(player.match(/img "/g)?.length).toBe(1);
    for (const t of beat.onScreen.filter((x) => x.kind === 'caption')) expect(player).not.toContain(t.text);
    expect(await page.getByTestId('announce').textContent()).toBe('');
    await stage.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((a) => window.location.hash === `#${a}`, next.anchor);
    expect(await page.getByTestId('announce').textContent()).toBe(next.describe);
    const verbosity = page.getByRole('combobox', {name: 'Announce beats'});
    await verbosity.selectOption('everything');
    await stage.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((a) => window.location.hash === `#${a}`, next.anchor);
    await expect
      .poll(() => page.getByTestId('announce').textContent())
      .toBe([next.describe, ...next.entering.map((t) => t.text)].join(' '));
    await verbosity.selectOption('off');
    await stage.focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((a) => window.location.hash === `#${a}`, beat.anchor);
    expect(await page.getByTestId('announce').textContent()).toBe('');
    // pause at each beat: playing from a beat's settled frame, the video holds at the next beat's settled frame, then goes on by itself
    await verbosity.selectOption('descriptions');
    await page.getByRole('checkbox', {name: /Pause at each beat/}).check();
    await page.getByRole('combobox', {name: 'Speed'}).selectOption('2');
    const play = page.locator('button.play');
    await play.click();
    await page.waitForFunction((a) => window.location.hash === `#${a}`, next.anchor, {
      timeout: 5000 + ((next.frame - beat.frame) / v.fps) * 1000,
    });
    await expect.poll(() => play.textContent(), {timeout: 8000}).toBe('Play');
    const held = Number(await page.getByRole('slider', {name: 'Seek'}).inputValue());
    expect(held).toBeGreaterThanOrEqual(Math.floor(next.frame / v.fps) - 1);
    await expect.poll(() => play.textContent(), {timeout: 30_000}).toBe('Pause');
    await play.click();
    await ctx.close();
  });

  it("in forced colours the picture keeps its colours (bars, not blanks) and a part's focus ring is the system highlight", async () => {
    const v = gb();
    const beat = must(chartBeat(v) ?? beatsOf(v).find((b) => b.parts.length > 0), 'chart beat');
    const ctx = await context({colorScheme: 'dark', viewport: {width: 1280, height: 900}});
    const page = await open(ctx, `grace-blackwell.html#${beat.anchor}`, beat.parts.length);
    await page.mouse.move(0, 0);
    const normal = PNG.sync.read(await page.locator('.stage').screenshot({animations: 'disabled'}));
    await page.emulateMedia({forcedColors: 'active'});
    await page.waitForTimeout(200);
    const forced = PNG.sync.read(await page.locator('.stage').screenshot({animations: 'disabled'}));
    const differ =
      pixelmatch(normal.data, forced.data, undefined, normal.width, normal.height, {threshold: 0.1}) /
      (normal.width * normal.height);
    console.log(`site: forced colours change ${(differ * 100).toFixed(2)} % of the picture at ${beat.anchor}`);
    expect(differ).toBeLessThan(0.005);
    const part = page.locator('[data-part-button]').first();
    await part.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await part.evaluate((el) => {
      const s = getComputedStyle(el);
      return {style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor};
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.color).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    await ctx.close();
  });

  it('linked views: a part highlights its table rows and its transcript line, a row highlights its part; a table view beside the chart', async () => {
    const v = gb();
    const beat = must(chartBeat(v), 'beat with a chart and parts');
    const table = must(
      v.tables.find((t) => t.sceneId === beat.sceneId),
      'its table',
    );
    const ctx = await context({viewport: {width: 1280, height: 900}});
    const page = await open(ctx, `grace-blackwell.html#${beat.anchor}`, beat.parts.length);
    const part = must(
      beat.parts.find((p) =>
        table.rows.some((row) => row.some((c) => p.facts.some((f) => f.key !== undefined && f.key === c.fact?.key))),
      ),
      'linked part',
    );
    await page.locator(`[data-part-button="${part.id}"]`).focus();
    const keys = part.facts.flatMap((f) => (f.key === undefined ? [] : [f.key]));
    const shared = must(
      keys.find((k) => table.rows.some((row) => row.some((c) => c.fact?.key === k))),
      'a key in the table',
    );
    const rows = await page
      .locator('tr[data-linked="true"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-keys') ?? ''));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.split(' ').some((k) => keys.includes(k))).toBe(true);
    const enters = beatsOf(v).find((b) => b.sceneId === beat.sceneId && b.entering.some((t) => t.id === part.id));
    if (enters !== undefined)
      expect(
        await page.locator(`.transcript-beat[data-anchor="${enters.anchor}"] li[data-linked="true"]`).count(),
      ).toBe(1);
    await page
      .locator('main')
      .first()
      .evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const toggle = page.getByRole('button', {name: 'Table view of this chart'});
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const shown = page.locator('#stage-table table');
    expect(await shown.locator('caption').textContent()).toBe(table.title);
    const row = shown.locator(`tr[data-keys~="${shared}"]`).first();
    await row.hover();
    await expect.poll(() => page.locator(`[data-part-button="${part.id}"]`).getAttribute('class')).toContain('linked');
    await ctx.close();
  });

  it("the Player at a beat shows the renderer's still of that frame (pixelmatch 0.1, at most 0.2 % of pixels differ)", async () => {
    const v = gb();
    const beats = beatsOf(v);
    // a chart's beat in the middle of the video's chart scenes, after the first beat of its scene (its previous beat the same chart, one step less)
    const charted = beats.filter(
      (b, i) =>
        b.beatIndex > 0 &&
        b.parts.length > 0 &&
        v.tables.some((t) => t.sceneId === b.sceneId) &&
        beats[i - 1]?.sceneId === b.sceneId,
    );
    const beat = must(charted[Math.floor(charted.length / 2)], 'chart beat');
    const previous = must(beats[beats.findIndex((b) => b.anchor === beat.anchor) - 1], 'previous beat');
    // The larger picture at 1920 px wide, at whole device pixels: composition pixels = screen pixels (it also proves the control works).
    const ctx = await context({colorScheme: 'dark', viewport: {width: 1952, height: 1208}, deviceScaleFactor: 1});
    const page = await open(ctx, `grace-blackwell.html#${beat.anchor}`, 1);
    await page.getByRole('button', {name: 'Larger picture'}).click();
    await page.waitForFunction(
      () => Math.abs((document.querySelector('.stage')?.getBoundingClientRect().width ?? 0) - 1920) < 1,
    );
    await page.waitForFunction((n) => document.querySelectorAll('[data-part-button]').length >= n, beat.parts.length);
    await page.waitForTimeout(300);
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
    const share = (png: PNG) =>
      pixelmatch(crop(shot).data, crop(png).data, undefined, w, h, {threshold: 0.1}) / (w * h);
    const same = share(reference);
    if (same > 0.002) {
      const diff = new PNG({width: w, height: h});
      pixelmatch(crop(shot).data, crop(reference).data, diff.data, w, h, {threshold: 0.1});
      fs.writeFileSync(path.join(os.tmpdir(), 'site-player-diff.png'), PNG.sync.write(diff));
      fs.writeFileSync(path.join(os.tmpdir(), 'site-player-shot.png'), PNG.sync.write(crop(shot)));
    }
    // The comparison can tell beats apart: the previous beat's still is far outside the tolerance.
    const other = share(await still('grace-blackwell', previous.frame, darkProps));
    console.log(
      `site: Player vs renderer at ${beat.anchor} (frame ${beat.frame}): ${(same * 100).toFixed(3)} % of pixels differ; against the previous beat ${(other * 100).toFixed(2)} %`,
    );
    expect(same).toBeLessThanOrEqual(0.002);
    expect(other).toBeGreaterThan(0.01);
  });

  it('follows prefers-color-scheme without a reload, and the toggle overrides it', async () => {
    const ctx = await context({colorScheme: 'dark'});
    const first = must(
      beatsOf(video('inside-the-sm')).find((b) => b.parts.length > 0),
      'beat with a part',
    );
    const page = await open(ctx, `inside-the-sm.html#${first.anchor}`, 1);
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const playerBackground = () =>
      page.evaluate(() => {
        const el = document.querySelector('[data-part]')?.closest('[style*="background"]') as HTMLElement | null;
        return el === null ? '' : getComputedStyle(el).backgroundColor;
      });
    expect(await theme()).toBe('dark');
    const darkBg = await playerBackground();
    let reloaded = false;
    page.on('framenavigated', () => {
      reloaded = true;
    });
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
