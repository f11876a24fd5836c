/** Where the uploader sends its requests. The defaults are YouTube Data API v3 and Google's OAuth 2.0. */
export type Endpoints = {
  /** metadata calls: videos.update, playlists, playlistItems */
  api: string;
  /** media calls: the resumable videos.insert, thumbnails.set, captions */
  upload: string;
  /** OAuth 2.0 token endpoint (code exchange, refresh) */
  token: string;
  /** OAuth 2.0 consent page */
  auth: string;
};

export const youtubeEndpoints: Endpoints = {
  api: 'https://www.googleapis.com/youtube/v3',
  upload: 'https://www.googleapis.com/upload/youtube/v3',
  token: 'https://oauth2.googleapis.com/token',
  auth: 'https://accounts.google.com/o/oauth2/v2/auth',
};

/**
 * The one scope asked for: `youtube.force-ssl` covers videos.insert, videos.update,
 * thumbnails.set, captions and playlists. `youtube.upload` alone cannot set captions
 * (YouTube Data API v3 documentation), so asking for it as well would add nothing.
 */
export const youtubeScopes = ['https://www.googleapis.com/auth/youtube.force-ssl'];

/** https://youtu.be/<id>, the address printed and recorded for an uploaded video. */
export const watchUrl = (videoId: string): string => `https://youtu.be/${videoId}`;
