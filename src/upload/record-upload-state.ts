import fs from 'node:fs';
import path from 'node:path';
import {writeAtomically} from '../render/files';

/** One uploaded video, keyed in upload.json by the sha256 of the MP4 that was uploaded. */
export type UploadRecord = {
  videoId: string;
  url: string;
  file: string;
  bytes: number;
  sha256: string;
  privacy: string;
  uploadedAt: string;
  updatedAt?: string;
  /** sha256 of the thumbnail.png / captions.srt last sent; absent: not sent yet */
  thumbnailSha256?: string;
  captionsSha256?: string;
  captionId?: string;
  /** playlist name → playlist item id */
  playlists: Record<string, string>;
};

/** An upload under way: the session URL lets the next run resume it. */
export type PendingSession = {url: string; sha256: string; bytes: number; startedAt: string};

export type UploadState = {
  uploads: Record<string, UploadRecord>;
  session?: PendingSession;
  /** videos uploaded earlier with --force for the same file, kept for the record */
  replaced?: UploadRecord[];
};

export const stateFileName = 'upload.json';

export function readUploadState(dir: string): UploadState {
  const file = path.join(dir, stateFileName);
  if (!fs.existsSync(file)) return {uploads: {}};
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<UploadState>;
    return {...data, uploads: data.uploads ?? {}};
  } catch {
    throw new Error(`${file} is not valid JSON; fix or remove it (it records what was uploaded)`);
  }
}

/** Written atomically; mode 0600 because the session URL lets its holder resume the upload. */
export function writeUploadState(dir: string, state: UploadState): void {
  const file = path.join(dir, stateFileName);
  writeAtomically(file, JSON.stringify(state, null, 2) + '\n', {mode: 0o600});
}

/** The latest record (by upload time): the video that --update changes when the MP4 changed since. */
export function latestRecord(state: UploadState): UploadRecord | undefined {
  return Object.values(state.uploads).sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0];
}

const playlistsFile = (out: string) => path.join(out, 'playlists.json');

/** Playlist name → id, for playlists this command found or created (in `<out>/playlists.json`). */
export function readPlaylistIds(out: string): Record<string, string> {
  const file = playlistsFile(out);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export function writePlaylistId(out: string, name: string, id: string | undefined): void {
  const ids = readPlaylistIds(out);
  if (id === undefined) delete ids[name];
  else ids[name] = id;
  writeAtomically(playlistsFile(out), JSON.stringify(ids, null, 2) + '\n');
}
