// `npm run render -- [ids…] [options]`: the three scripts → YouTube-ready MP4s in out/<id>/.
import {parseRenderOptions} from '../render/render-options';
import {exitOnOptionError} from './exit-on-option-error';
import {loadVideosOrExit} from './load-videos';

async function main(): Promise<void> {
  const videos = await loadVideosOrExit();
  const ids = videos.map((v) => String(v.script.id));
  let options;
  try {
    options = parseRenderOptions(process.argv.slice(2), ids);
  } catch (error) {
    exitOnOptionError(error);
  }
  try {
    // imported after the scripts and the model loaded, so their errors are the one line above
    const {renderCommand} = await import('../render/render-command');
    await renderCommand(videos, options);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
