// A separate process for the "killed client" test: uploads test/upload's demo video against the fake
// server named in $UPLOAD_CHILD, until the test kills it.
import {loadUploadJob} from '../../src/upload/load-upload-job';
import {runUpload} from '../../src/upload/run-upload';

const config = JSON.parse(process.env.UPLOAD_CHILD ?? '{}') as {
  out: string;
  endpoints: never;
  token: string;
  chunkBytes: number;
};
const delivery = {id: 'demo-video', tags: ['GPU architecture', 'CUDA', 'NVLink'], categoryId: '28', language: 'en'};
const job = loadUploadJob(config.out, delivery);
await runUpload(
  [job],
  {
    ids: [delivery.id],
    privacy: 'private',
    privacyGiven: false,
    playlist: undefined,
    update: false,
    force: false,
    clientSecret: undefined,
    chunkBytes: config.chunkBytes,
    out: config.out,
    variant: '',
    dryRun: false,
  },
  {
    endpoints: config.endpoints,
    authorize: async () => ({get: async () => config.token, refresh: async () => config.token}),
    verify: async () => [],
    sleep: async () => undefined,
    backoff: {baseMs: 10, maxMs: 100, maxAttempts: 3},
    timeoutMs: 60_000,
    log: (line) => process.stderr.write(line + '\n'),
    warn: (line) => process.stderr.write(line + '\n'),
    progress: () => ({update: () => undefined, end: () => undefined}),
    now: () => new Date(),
  },
);
