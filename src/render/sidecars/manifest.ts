import crypto from 'node:crypto';
import {VERSION} from 'remotion/version';

export const sha256Json = (value: unknown): string =>
  crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex');

export const remotionVersion = VERSION;
