// Remotion CLI and Studio settings. Node code (src/render) passes the same choices explicitly.
// This file runs in the Remotion CLI's own Node process before it bundles or serves anything.
import {Config} from '@remotion/cli/config';
import {guardStudioListen} from './src/cli/studio-loopback';
import {resolveBrowserOrExit, validateBeforeBundle} from './src/cli/validate-before-bundle';

validateBeforeBundle(); // a broken script or model, or no browser, stops here in the lines `npm run check` prints
guardStudioListen(); // Studio on 127.0.0.1 unless `--share`
const browser = resolveBrowserOrExit();
Config.setEntryPoint('src/index.ts');
Config.setPublicDir('./assets');
Config.setExperimentalRspackEnabled(true);
Config.setBrowserExecutable(browser.browserExecutable);
Config.setChromeMode(browser.chromeMode);
Config.setVideoImageFormat('png'); // as the render command: PNG captures measured better for text on flat colour (README)
Config.setColorSpace('bt709');
Config.setConcurrency(1);
Config.setDelayRenderTimeoutInMilliseconds(60_000);
