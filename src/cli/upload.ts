// `npm run upload -- <id…>|--all [options]`: rendered videos in out/<id>/ → YouTube (see README, "Uploading to YouTube").
import {videos} from '../../compositions/index';
import {verifyVideo} from '../render/verify-video';
import {checkDefinition} from '../timeline/resolve-video';
import {authorizeYouTube} from '../upload/authorize-youtube';
import {defaultBackoff, realSleep} from '../upload/call-youtube-api';
import {UploadError} from '../upload/explain-api-error';
import {loadUploadJob, type UploadJob} from '../upload/load-upload-job';
import {parseUploadOptions} from '../upload/parse-upload-options';
import type {UploadOptions} from '../upload/plan-uploads';
import {redactSecrets} from '../upload/redact-secrets';
import {makeUploadProgress} from '../upload/report-upload-progress';
import {youtubeEndpoints} from '../upload/resolve-endpoints';
import {openInBrowser} from '../upload/run-consent-flow';
import {runUpload} from '../upload/run-upload';
import {defaultTokenFile} from '../upload/store-tokens';
import {exitOnOptionError} from './exit-on-option-error';

const ids = videos.map((v) => String(v.script.id));
const log = (line: string) => console.log(redactSecrets(line));
const warn = (line: string) => console.error(redactSecrets(line));

function jobsFor(options: UploadOptions): UploadJob[] {
  return options.ids.map((id) => {
    const definition = videos.find((v) => v.script.id === id);
    const result = definition === undefined ? undefined : checkDefinition(definition);
    if (result === undefined || !result.ok)
      throw new UploadError(`${id}: the script does not pass its checks; run \`npm run check\``);
    return loadUploadJob(options.out, {id, ...result.video.delivery}, options.variant);
  });
}

async function main(): Promise<void> {
  let options: UploadOptions;
  try {
    options = parseUploadOptions(process.argv.slice(2), ids);
  } catch (error) {
    exitOnOptionError(error);
  }
  process.once('SIGINT', () => {
    warn(
      '\nInterrupted. An upload under way keeps its session in out/<id>/upload.json: run the same command again to resume it.',
    );
    process.exit(130);
  });
  try {
    const outcomes = await runUpload(jobsFor(options), options, {
      endpoints: youtubeEndpoints,
      authorize: () =>
        authorizeYouTube({
          clientSecretFile: options.clientSecret,
          tokenFile: defaultTokenFile(),
          endpoints: youtubeEndpoints,
          openUrl: openInBrowser,
          say: warn,
          consentTimeoutMs: 5 * 60_000,
        }),
      verify: verifyVideo,
      sleep: realSleep,
      backoff: defaultBackoff,
      timeoutMs: 120_000,
      log,
      warn,
      progress: (id, total) => makeUploadProgress(id, total),
      now: () => new Date(),
    });
    if (!options.dryRun) for (const o of outcomes) log(`${o.id.padEnd(16)} ${o.action.padEnd(17)} ${o.url}`);
  } catch (error) {
    warn(`✖ ${error instanceof UploadError ? error.message : ((error as Error).message ?? String(error))}`);
    process.exit(1);
  }
}

void main();
