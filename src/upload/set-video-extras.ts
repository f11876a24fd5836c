import fs from 'node:fs';
import {callApi, multipartBody, type ApiContext} from './call-youtube-api';
import {UploadError} from './explain-api-error';
import {readPlaylistIds, writePlaylistId} from './record-upload-state';

/** thumbnails.set (50 units): the PNG as the media body. */
export async function setThumbnail(ctx: ApiContext, videoId: string, png: string): Promise<void> {
  await callApi(ctx, {
    what: 'setting the thumbnail',
    method: 'POST',
    idempotent: true,
    url: `${ctx.endpoints.upload}/thumbnails/set?videoId=${encodeURIComponent(videoId)}&uploadType=media`,
    body: fs.readFileSync(png),
    contentType: 'image/png',
  });
}

export const captionTrackName = 'On-screen text';

/**
 * The caption track from captions.srt: captions.update (450 units) of the recorded track, or
 * captions.insert (400 units) when there is none or it was deleted. Returns the track id.
 */
export async function setCaptions(
  ctx: ApiContext,
  videoId: string,
  srt: string,
  language: string,
  captionId?: string,
): Promise<string> {
  const media = fs.readFileSync(srt);
  if (captionId !== undefined) {
    const {body, contentType} = multipartBody(
      {id: captionId, snippet: {isDraft: false}},
      media,
      'application/octet-stream',
    );
    try {
      const updated = (await callApi(ctx, {
        what: 'updating the caption track',
        method: 'PUT',
        idempotent: true,
        url: `${ctx.endpoints.upload}/captions?part=snippet&uploadType=multipart`,
        body,
        contentType,
      })) as {id?: string};
      return updated.id ?? captionId;
    } catch (error) {
      if (
        !String((error as Error).message).includes('captionNotFound') &&
        !String((error as Error).message).includes('HTTP 404')
      )
        throw error;
      ctx.warn('the recorded caption track is gone; adding a new one');
    }
  }
  const {body, contentType} = multipartBody(
    {snippet: {videoId, language, name: captionTrackName, isDraft: false}},
    media,
    'application/octet-stream',
  );
  const inserted = (await callApi(ctx, {
    what: 'adding the caption track',
    method: 'POST',
    idempotent: false,
    url: `${ctx.endpoints.upload}/captions?part=snippet&uploadType=multipart`,
    body,
    contentType,
  })) as {id?: string};
  if (typeof inserted.id !== 'string') throw new UploadError('adding the caption track: YouTube returned no track id');
  return inserted.id;
}

/** videos.update: the whole snippet (and the status when --privacy was given with --update). */
export async function updateVideo(
  ctx: ApiContext,
  videoId: string,
  snippet: Record<string, unknown>,
  status?: Record<string, unknown>,
): Promise<void> {
  const parts = status === undefined ? 'snippet' : 'snippet,status';
  await callApi(ctx, {
    what: 'updating the title, description and tags',
    method: 'PUT',
    idempotent: true,
    url: `${ctx.endpoints.api}/videos?part=${parts}`,
    json: {id: videoId, snippet, ...(status === undefined ? {} : {status})},
  });
}

type PlaylistList = {items?: {id: string; snippet?: {title?: string}}[]; nextPageToken?: string};

/** The id of the playlist NAME: recorded in <out>/playlists.json, else found among the channel's, else created once. */
export async function ensurePlaylist(
  ctx: ApiContext,
  out: string,
  name: string,
  privacy: string,
  language: string,
): Promise<string> {
  const recorded = readPlaylistIds(out)[name];
  if (recorded !== undefined) return recorded;
  let page: string | undefined;
  do {
    const list = (await callApi(ctx, {
      what: 'listing your playlists',
      method: 'GET',
      idempotent: true,
      url: `${ctx.endpoints.api}/playlists?part=snippet&mine=true&maxResults=50${page === undefined ? '' : `&pageToken=${encodeURIComponent(page)}`}`,
    })) as PlaylistList;
    const found = list.items?.find((p) => p.snippet?.title === name);
    if (found !== undefined) {
      writePlaylistId(out, name, found.id);
      return found.id;
    }
    page = list.nextPageToken;
  } while (page !== undefined);
  const created = (await callApi(ctx, {
    what: `creating the playlist "${name}"`,
    method: 'POST',
    idempotent: false,
    url: `${ctx.endpoints.api}/playlists?part=snippet,status`,
    json: {snippet: {title: name, defaultLanguage: language}, status: {privacyStatus: privacy}},
  })) as {id?: string};
  if (typeof created.id !== 'string') throw new UploadError(`creating the playlist "${name}": YouTube returned no id`);
  writePlaylistId(out, name, created.id);
  ctx.warn(`created the playlist "${name}" (${privacy}); its id is recorded in ${out}/playlists.json`);
  return created.id;
}

/** playlistItems.insert; a recorded playlist that no longer exists is forgotten and made again once. */
export async function addToPlaylist(
  ctx: ApiContext,
  out: string,
  name: string,
  videoId: string,
  privacy: string,
  language: string,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const playlistId = await ensurePlaylist(ctx, out, name, privacy, language);
    try {
      const item = (await callApi(ctx, {
        what: `adding the video to the playlist "${name}"`,
        method: 'POST',
        idempotent: false,
        url: `${ctx.endpoints.api}/playlistItems?part=snippet`,
        json: {snippet: {playlistId, resourceId: {kind: 'youtube#video', videoId}}},
      })) as {id?: string};
      return item.id ?? playlistId;
    } catch (error) {
      if (attempt > 0 || !String((error as Error).message).includes('playlistNotFound')) throw error;
      writePlaylistId(out, name, undefined);
    }
  }
}
