/** The one encode: YouTube's recommended H.264 settings (YouTube's upload encoding guidance; docs/design.md §Rendering). */
export type EncodeSettings = {
  fps: number;
  width: number;
  height: number;
  /** x264 quality; lower is better */
  crf: number;
  preset: 'veryfast' | 'fast' | 'medium' | 'slow';
  /** the captured frames' format */
  imageFormat: 'jpeg' | 'png';
};

/**
 * Frames are captured as PNG: measured against lossless references (`npm run bench -- --image-format`,
 * CRF 18), PNG captures gave 8–9 dB higher luma PSNR, 6–8× fewer visibly wrong samples around
 * text, and 4–8 % smaller files than JPEG at quality 95, for 6–17 % more time per captured
 * frame. Drafts, which are for a quick look, capture JPEG.
 */
export const defaultImageFormat: EncodeSettings['imageFormat'] = 'png';
export const draftImageFormat: EncodeSettings['imageFormat'] = 'jpeg';

/**
 * x264's CRF scale for 8-bit video ends at 51 (it silently clamps anything above); 0 is lossless,
 * which the High profile this project delivers cannot carry. Values outside are refused.
 */
export const crfRange = {min: 1, max: 51} as const;

/** Closed GOP of half the frame rate. */
export const gopOf = (fps: number) => Math.max(1, Math.round(fps / 2));

/** The filter from captured frames to limited-range BT.709 yuv420p. */
export function colourConversion(imageFormat: EncodeSettings['imageFormat']): string {
  // JPEG frames decode as full-range BT.601 YUV; PNG frames as RGB. Convert explicitly to limited-range BT.709.
  return imageFormat === 'jpeg'
    ? 'scale=in_range=full:in_color_matrix=bt601:out_range=limited:out_color_matrix=bt709,format=yuv420p'
    : 'scale=out_range=limited:out_color_matrix=bt709,format=yuv420p';
}

/**
 * ffmpeg arguments: frames on stdin → H.264 High, yuv420p limited range, BT.709 tagged, closed
 * GOP of fps/2 with 2 B-frames and CABAC, moov first, no edit list, no audio.
 */
export function encodeArgs(s: EncodeSettings, output: string): string[] {
  const gop = gopOf(s.fps);
  const convert = colourConversion(s.imageFormat);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'image2pipe',
    '-c:v',
    s.imageFormat === 'jpeg' ? 'mjpeg' : 'png',
    '-framerate',
    String(s.fps),
    '-i',
    'pipe:0',
    '-an',
    '-vf',
    convert,
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-preset',
    s.preset,
    '-crf',
    String(s.crf),
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(gop),
    '-bf',
    '2',
    '-x264-params',
    `keyint=${gop}:min-keyint=${gop}:scenecut=0:open-gop=0:cabac=1:colorprim=bt709:transfer=bt709:colormatrix=bt709`,
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-color_range',
    'tv',
    '-r',
    String(s.fps),
    '-video_track_timescale',
    String(s.fps * 1000),
    '-use_editlist',
    '0',
    '-movflags',
    '+faststart+negative_cts_offsets',
    '-f',
    'mp4',
    output,
  ];
}
