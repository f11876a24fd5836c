// Run by remotion.config.ts when no browser is on this machine: Remotion's download, or the one
// no-browser sentence and exit 1 (README, Troubleshooting).
import {ensureDownloadedBrowser, resolveBrowser} from '../render/resolve-browser';

async function main(): Promise<void> {
  try {
    await ensureDownloadedBrowser(resolveBrowser());
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
