import fs from 'node:fs';
import path from 'node:path';
import {videoResource, videoSnippet} from './load-upload-job';
import {alreadyUploaded, fileChangedWarning, type Plan, type UploadOptions} from './plan-uploads';
import {readPlaylistIds} from './record-upload-state';
import type {Endpoints} from './resolve-endpoints';
import {captionTrackName} from './set-video-extras';

const indent = (text: string, by = '      ') =>
  text
    .split('\n')
    .map((l) => by + l)
    .join('\n');
const size = (file: string) => `${fs.statSync(file).size.toLocaleString('en-US')} bytes`;
const auth = 'Authorization: Bearer [access token, not shown]';

/** The requests a run would send, without secrets and without any network. */
export function describeDryRun(plan: Plan, options: UploadOptions, endpoints: Endpoints): string[] {
  const {job} = plan;
  const id = plan.kind === 'upload' ? '<id of the new video>' : plan.record.videoId;
  const lines: string[] = [];
  const request = (line: string, ...detail: string[]) => lines.push(`  ${line}`, ...detail.map((d) => indent(d)));
  if (plan.kind === 'finish') {
    lines.push(alreadyUploaded(plan));
    if (plan.missing.length === 0) return lines;
  } else if (plan.kind === 'update') {
    if (plan.fileChanged) lines.push(fileChangedWarning(plan));
    lines.push(`${job.id}: would update ${plan.record.url}:`);
    const status = options.privacyGiven
      ? {privacyStatus: options.privacy, selfDeclaredMadeForKids: false, containsSyntheticMedia: false}
      : undefined;
    request(
      `PUT ${endpoints.api}/videos?part=${status === undefined ? 'snippet' : 'snippet,status'}`,
      auth,
      'Content-Type: application/json; charset=UTF-8',
      JSON.stringify({id, snippet: videoSnippet(job), ...(status === undefined ? {} : {status})}, null, 2),
    );
  } else {
    const total = job.manifest.bytes;
    const chunks = Math.ceil(total / options.chunkBytes);
    lines.push(
      `${job.id}: would upload ${path.relative(process.cwd(), job.file)} (${total.toLocaleString('en-US')} bytes, sha256 ${job.manifest.sha256.slice(0, 12)}…) as a new ${options.privacy} video:`,
    );
    if (plan.replaces !== undefined)
      lines.push(`  (--force: ${plan.replaces.url} stays on YouTube; this is a second video)`);
    if (plan.resumeUrl !== undefined) {
      request(
        'PUT <the upload session saved in upload.json>',
        auth,
        `Content-Range: bytes */${total}   (asks how much the server has, then sends the rest as below)`,
      );
    } else {
      request(
        `POST ${endpoints.upload}/videos?uploadType=resumable&part=snippet,status`,
        auth,
        'Content-Type: application/json; charset=UTF-8',
        `X-Upload-Content-Length: ${total}`,
        'X-Upload-Content-Type: video/mp4',
        JSON.stringify(videoResource(job, options.privacy), null, 2),
      );
    }
    const last = (chunks - 1) * options.chunkBytes;
    request(
      `PUT <session URL from the Location answer> × ${chunks} chunk${chunks === 1 ? '' : 's'} of ${options.chunkBytes.toLocaleString('en-US')} bytes`,
      auth,
      `Content-Range: bytes 0-${Math.min(total, options.chunkBytes) - 1}/${total}${chunks > 1 ? ` … bytes ${last}-${total - 1}/${total}` : ''}`,
    );
  }
  const all = plan.kind !== 'finish';
  const missing = plan.kind === 'finish' ? plan.missing : [];
  if (all || missing.includes('thumbnail')) {
    if (job.thumbnailFile === undefined)
      lines.push(
        `  (no thumbnail: ${path.join(job.dir, job.manifest.files.thumbnail.name)} does not exist yet; the thumbnail step is skipped)`,
      );
    else
      request(
        `POST ${endpoints.upload}/thumbnails/set?videoId=${id}&uploadType=media`,
        auth,
        `Content-Type: image/png   (${path.basename(job.thumbnailFile)}, ${size(job.thumbnailFile)})`,
      );
  }
  if (all || missing.includes('captions')) {
    const update = plan.kind !== 'upload' && plan.record.captionId !== undefined;
    const metadata = update
      ? {id: plan.record.captionId, snippet: {isDraft: false}}
      : {snippet: {videoId: id, language: job.language, name: captionTrackName, isDraft: false}};
    request(
      `${update ? 'PUT' : 'POST'} ${endpoints.upload}/captions?part=snippet&uploadType=multipart`,
      auth,
      `Content-Type: multipart/related: ${JSON.stringify(metadata)} + ${path.basename(job.captionsFile)} (${size(job.captionsFile)})`,
    );
  }
  const name = options.playlist;
  if (name !== undefined && (plan.kind === 'upload' || plan.record.playlists[name] === undefined)) {
    const known = readPlaylistIds(job.out)[name];
    if (known === undefined) {
      request(
        `GET ${endpoints.api}/playlists?part=snippet&mine=true&maxResults=50`,
        auth,
        `(if no playlist is titled "${name}":)`,
      );
      request(
        `POST ${endpoints.api}/playlists?part=snippet,status`,
        auth,
        JSON.stringify({
          snippet: {title: name, defaultLanguage: job.language},
          status: {privacyStatus: options.privacy},
        }),
      );
    }
    request(
      `POST ${endpoints.api}/playlistItems?part=snippet`,
      auth,
      JSON.stringify({
        snippet: {playlistId: known ?? '<playlist id>', resourceId: {kind: 'youtube#video', videoId: id}},
      }),
    );
  }
  return lines;
}
