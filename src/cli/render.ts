// `npm run render -- [ids…] [options]`: the three scripts → YouTube-ready MP4s in out/<id>/.
import {videos} from '../../compositions/index';
import {parseRenderOptions} from '../render/render-options';
import {renderCommand} from '../render/render-command';
import {exitOnOptionError} from './exit-on-option-error';

const ids = videos.map((v) => String(v.script.id));

async function main(): Promise<void> {
  let options;
  try {
    options = parseRenderOptions(process.argv.slice(2), ids);
  } catch (error) {
    exitOnOptionError(error);
  }
  try {
    await renderCommand(videos, options);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
