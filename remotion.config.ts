// Remotion CLI and Studio settings. Node code (src/render) passes the same choices explicitly.
import {Config} from '@remotion/cli/config';
import {resolveBrowser} from './src/render/resolve-browser';

const browser = resolveBrowser();
Config.setEntryPoint('src/index.ts');
Config.setPublicDir('./assets');
Config.setExperimentalRspackEnabled(true);
Config.setBrowserExecutable(browser.browserExecutable);
Config.setChromeMode(browser.chromeMode);
Config.setVideoImageFormat('png'); // as the render command: PNG captures measured better for text on flat colour (README)
Config.setColorSpace('bt709');
Config.setConcurrency(1);
Config.setDelayRenderTimeoutInMilliseconds(60_000);
