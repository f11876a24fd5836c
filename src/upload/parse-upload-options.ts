import {Command, InvalidArgumentError, Option} from 'commander';
import {clientSecretEnv} from './authorize-youtube';
import type {Privacy, UploadOptions} from './plan-uploads';
import {chunkQuantum} from './upload-file-resumably';
import {strictCommand, videoIdsOf} from '../render/strict-command';

const privacies: Privacy[] = ['private', 'unlisted', 'public'];

/** --chunk-size in MiB: a positive multiple of 0.25 (256 KiB), as the resumable protocol requires. */
export function chunkBytesOf(mib: string): number {
  const bytes = Number(mib) * 1024 * 1024;
  if (!Number.isFinite(bytes) || bytes <= 0 || bytes % chunkQuantum !== 0) {
    throw new InvalidArgumentError('--chunk-size is in MiB and must be a positive multiple of 0.25 (256 KiB), e.g. 8');
  }
  return bytes;
}

/** Parses `npm run upload -- <id…>|--all [options]`; unknown ids get a message listing the valid ones. */
export function parseUploadOptions(
  argv: string[],
  validIds: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): UploadOptions {
  const program = new Command('upload')
    .description('Upload rendered videos to YouTube (resumable, verified, idempotent), or update their metadata')
    .argument('[ids...]', `videos to upload: ${validIds.join(', ')}`)
    .option('--all', 'every video', false)
    .addOption(
      new Option('--privacy <status>', 'privacy of a new video (default private); with --update, changes it').choices(
        privacies,
      ),
    )
    .option(
      '--playlist <name>',
      'add the video to this playlist (found by title, or created once; its id is kept in <out>/playlists.json)',
    )
    .option(
      '--update',
      "change the uploaded video's title, description, chapters, thumbnail and captions; the file is not sent again",
      false,
    )
    .option('--force', 'upload again as a new video even though upload.json records this file as uploaded', false)
    .option('--client-secret <path>', `OAuth client JSON of a "Desktop app" client (default: $${clientSecretEnv})`)
    .addOption(
      new Option('--chunk-size <MiB>', 'size of each upload request, a multiple of 0.25 MiB')
        .argParser(chunkBytesOf)
        .default(8 * 1024 * 1024, '8'),
    )
    .option('--out <dir>', 'the folder the render wrote', 'out')
    .option(
      '--variant <suffix>',
      "which render to send, as its files are named: -light, -4k, -light-4k… (default: the default render's <id>.mp4)",
      '',
    )
    .option('--dry-run', 'check everything and print the requests, without any network', false);
  strictCommand(program).parse(argv, {from: 'user'});
  const o = program.opts<Record<string, unknown>>();
  const ids = videoIdsOf(program, validIds);
  if (o.all === true && ids.length > 0) throw new Error('give video ids or --all, not both');
  if (o.all !== true && ids.length === 0)
    throw new Error(`name the videos to upload (${validIds.join(', ')}) or pass --all`);
  if (!/^(-[a-z0-9+-]+)?$/.test(String(o.variant)))
    throw new Error(
      `--variant is a file-name suffix such as -light or -4k (see README, Rendering), got "${String(o.variant)}"`,
    );
  if (o.update === true && o.force === true)
    throw new Error('--update changes the uploaded video; --force uploads a new one: choose one');
  const secret = typeof o.clientSecret === 'string' ? o.clientSecret : env[clientSecretEnv];
  return {
    ids: o.all === true ? [...validIds] : [...new Set(ids)],
    privacy: (o.privacy as Privacy | undefined) ?? 'private',
    privacyGiven: o.privacy !== undefined,
    playlist: typeof o.playlist === 'string' ? o.playlist : undefined,
    update: o.update === true,
    force: o.force === true,
    clientSecret: secret === '' ? undefined : secret,
    chunkBytes: o.chunkSize as number,
    out: String(o.out),
    variant: String(o.variant),
    dryRun: o.dryRun === true,
  };
}
