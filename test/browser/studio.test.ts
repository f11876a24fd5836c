// Issue 17: Remotion Studio on this project, as a user sees it: the video folders and every scene
// composition in the sidebar, a composition that opens and draws a frame, and its props panel.
// Studio runs as a child process on a free loopback port and is stopped by its process group.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium, type Browser, type Page} from 'playwright-core';
import {PNG} from 'pngjs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {auditExecutable} from '../../src/audit/launch-audit-browser';
import {resolveBrowser} from '../../src/render/resolve-browser';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {alive, groupListeners, groupMembers, listenersOn, processTree, startStudio, type Studio} from './studio-server';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const expected = videos.map((v) => {
  const id = String(v.script.id);
  return {id, scenes: resolveVideo(v).timeline.scenes.map((s) => `${id}-${s.id}`)};
});

let studio: Studio | undefined;
let browser: Browser | undefined;
let page: Page;
/** requests the page tried to make to anything but Studio (aborted) */
const refused: string[] = [];
const pageErrors: string[] = [];

function running(): Studio {
  if (studio === undefined) throw new Error('Studio did not start');
  return studio;
}

beforeAll(async () => {
  studio = await startStudio(projectRoot);
  browser = await chromium.launch({
    executablePath: auditExecutable(resolveBrowser(projectRoot)),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({viewport: {width: 1600, height: 900}});
  const origin = studio.url;
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (!url.startsWith(`${origin}/`)) {
      refused.push(url); // Studio's bug check (bugs.remotion.dev), fonts, anything off this machine
      return route.abort();
    }
    if (new URL(url).pathname === '/api/update-available') {
      // Studio answers this by asking registry.npmjs.org; answer it here instead.
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            currentVersion: '4.0.529',
            latestVersion: '4.0.529',
            updateAvailable: false,
            skillsUpdateAvailable: false,
            timedOut: false,
            packageManager: 'npm',
          },
        }),
      });
    }
    return route.continue();
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
}, 60_000);

describe('Remotion Studio', () => {
  it('listens on 127.0.0.1 only', () => {
    const {port, pgid} = running();
    expect(listenersOn(port)).toEqual(['127.0.0.1']);
    // every socket any Studio process listens on (the page server, anything else) is loopback
    const addresses = groupListeners(pgid).map((l) => l.address);
    expect(addresses.length).toBeGreaterThan(0);
    expect([...new Set(addresses)]).toEqual(['127.0.0.1']);
  });

  it('lists the three video folders and every scene composition in the sidebar', async () => {
    const {url} = running();
    await page.goto(`${url}/`);
    for (const {id, scenes} of expected) {
      const folder = page.locator(`div.__remotion-composition-selector-item[role="button"][aria-label="${id}"]`);
      await folder.waitFor({state: 'visible', timeout: 90_000}); // the first load waits for Studio's bundle
      await expect.poll(() => folder.innerText()).toBe(id);
      if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
      await expect.poll(() => folder.getAttribute('aria-expanded')).toBe('true');

      for (const sceneId of scenes) {
        const row = page.locator(`a[data-compname="${sceneId}"]`);
        await row.waitFor({state: 'visible', timeout: 10_000});
        await row.scrollIntoViewIfNeeded();
        // what a user sees: the row's label, and the row itself at its centre (inside the list's viewport, not covered)
        expect(await row.innerText()).toBe(sceneId);
        const onTop = await row.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && el.contains(hit);
        });
        expect(onTop, `${sceneId} is not visible in the sidebar`).toBe(true);
      }
      // the folder lists its scenes in timeline order
      const listed = await page
        .locator('a[data-compname]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-compname') ?? ''));
      expect(listed.filter((c) => scenes.includes(c))).toEqual(scenes);
    }
  }, 120_000);

  it('opens grace-blackwell-title and draws its frame: the dark background and bright title text', async () => {
    const {url} = running();
    await page.goto(`${url}/grace-blackwell-title`);
    const canvas = page.locator('.remotion-studio-composition-container');
    await canvas.waitFor({state: 'visible', timeout: 60_000});
    await expect
      .poll(() => page.locator('a[data-compname="grace-blackwell-title"]').isVisible(), {timeout: 30_000})
      .toBe(true);
    // Frame 0 is before the title fades in: jump to the last frame (Studio's "e" shortcut), where it has settled.
    await page.locator('body').press('e');

    const dark = [0x0d, 0x11, 0x17];
    let measured = {width: 0, height: 0, background: 0, bright: 0, brightInTitleBand: 0};
    await expect
      .poll(
        async () => {
          const png = PNG.sync.read(await canvas.screenshot());
          let background = 0;
          let bright = 0;
          let brightInTitleBand = 0;
          for (let y = 0; y < png.height; y++)
            for (let x = 0; x < png.width; x++) {
              const i = (y * png.width + x) * 4;
              const [r, g, b] = [png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0];
              if (
                Math.abs(r - (dark[0] ?? 0)) <= 3 &&
                Math.abs(g - (dark[1] ?? 0)) <= 3 &&
                Math.abs(b - (dark[2] ?? 0)) <= 3
              )
                background++;
              if (0.2126 * r + 0.7152 * g + 0.0722 * b > 200) {
                bright++;
                // the title line sits at y ≈ 370 of 1080
                if (y > png.height * 0.25 && y < png.height * 0.45) brightInTitleBand++;
              }
            }
          measured = {width: png.width, height: png.height, background, bright, brightInTitleBand};
          return background > 0.5 * png.width * png.height && brightInTitleBand > 1000;
        },
        {timeout: 45_000, interval: 1000},
      )
      .toBe(true);

    // the preview keeps the composition's 16:9 frame
    expect(measured.width / measured.height).toBeCloseTo(1920 / 1080, 1);
    expect(measured.width).toBeGreaterThan(400);
    expect(pageErrors, `page errors (requests refused off this machine: ${refused.join(', ') || 'none'})`).toEqual([]);
  }, 120_000);

  it('shows the theme prop, dark, with dark and light to choose from, in the props panel', async () => {
    const expand = page.locator('[aria-label="Expand right sidebar"]');
    if (await expand.isVisible()) await expand.click();
    const theme = page.locator('[data-json-path="theme"]');
    await theme.waitFor({state: 'visible', timeout: 30_000});
    expect(await theme.innerText()).toMatch(/^theme:?\s*$/);
    await expect.poll(() => page.locator('[data-json-path="fps"]').isVisible()).toBe(true);

    // the field's control shows the current value; opening it offers both themes
    const field = theme.locator('xpath=ancestor::*[.//button[@aria-label="dark"]][1]');
    const control = field.locator('button[aria-label="dark"]');
    expect(await control.count()).toBe(1);
    expect(await control.innerText()).toContain('dark');
    await control.click();
    for (const option of ['dark', 'light']) {
      await page.locator(`[role="button"][aria-label="${option}"]`).last().waitFor({state: 'visible', timeout: 10_000});
    }
    await page.keyboard.press('Escape');
  }, 60_000);

  it('stops by its process group and leaves nothing listening', async () => {
    const {pgid} = running();
    await browser?.close();
    browser = undefined;
    // every process Studio started (from npx, the group's leader), including any that left its group
    const started = processTree(pgid);
    expect(started.length).toBeGreaterThan(1);
    await running().stop();
    expect(groupMembers(pgid)).toEqual([]);
    // none is left, so none holds the port. (The port itself is not checked: once freed, the
    // kernel may hand it to any other program's ephemeral socket, e.g. a Chromium's DevTools.)
    expect(alive(started)).toEqual([]);
    // Studio's own process tried no connection off this machine (the guard would have refused it)
    expect(running().blocked()).toEqual([]);
  }, 60_000);
});
