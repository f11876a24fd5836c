import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {projectRoot} from '../render/render-session';
import {noBrowserMessage, resolveBrowser, type BrowserChoice} from '../render/resolve-browser';

/** The executable playwright-core launches: the project's browser choice, made concrete. */
export function auditExecutable(choice: BrowserChoice = resolveBrowser(projectRoot)): string {
  if (choice.browserExecutable !== null) return choice.browserExecutable;
  if (choice.origin === 'remotion-headless-shell') {
    return path.join(
      projectRoot,
      'node_modules/.remotion/chrome-headless-shell/linux64/chrome-headless-shell-linux64/chrome-headless-shell',
    );
  }
  throw new Error(`The audit needs a browser on this machine (it does not download one). ${noBrowserMessage}`);
}

/**
 * Chromium driven by playwright-core with the flags that matter for pixels as the renderer
 * sets them (sRGB colour profile, no font hinting, software GL), so contrast is measured on
 * the pixels a render would write (Remotion's default GL: no GL flags).
 */
export async function launchAuditBrowser(choice?: BrowserChoice): Promise<Browser> {
  return chromium.launch({
    executablePath: auditExecutable(choice),
    headless: true,
    args: [
      '--force-color-profile=srgb',
      '--font-render-hinting=none',
      '--hide-scrollbars',
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--mute-audio',
    ],
  });
}
