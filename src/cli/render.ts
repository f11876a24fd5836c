// `npm run render -- [ids…] [options]`: the three scripts → YouTube-ready MP4s in out/<id>/.
import {videos} from '../../compositions/index';
import {parseRenderOptions} from '../render/render-options';
import {renderCommand} from '../render/render-command';

const ids = videos.map((v) => String(v.script.id));

async function main(): Promise<void> {
  let options;
  try {
    options = parseRenderOptions(process.argv.slice(2), ids);
  } catch (error) {
    const code = (error as {code?: string}).code;
    if (code === 'commander.helpDisplayed' || code === 'commander.version') process.exit(0);
    if (code === undefined || !code.startsWith('commander.')) console.error(`✖ ${(error as Error).message}`);
    process.exit(2);
  }
  try {
    await renderCommand(videos, options);
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
