import {ffprobeJson} from './ffmpeg';
import {gopOf} from './encode-settings';
import {moovBoxTypes, topLevelBoxes} from './mp4-boxes';

export type Expected = {
  frames: number;
  fps: number;
  width: number;
  height: number;
  /** frame counts of joined segments: each starts on a keyframe, with one every GOP inside it */
  segments?: number[];
};
export type VerifyProblem = {field: string; expected: string; actual: string};

type Stream = Record<string, unknown> & {codec_type?: string};

/**
 * Checks a rendered MP4 against the delivery rules with the bundled ffprobe: frame count,
 * duration, size, codec, profile, pixel format and range, colour tags, keyframe spacing,
 * B-frames, no edit list, start time 0, no audio, moov before mdat.
 */
export async function verifyVideo(file: string, expected: Expected): Promise<VerifyProblem[]> {
  const problems: VerifyProblem[] = [];
  const check = (field: string, want: unknown, got: unknown) => {
    if (String(want) !== String(got)) problems.push({field, expected: String(want), actual: String(got)});
  };
  const probe = await ffprobeJson(['-show_streams', '-show_format', file]);
  const streams = (probe.streams ?? []) as Stream[];
  const video = streams.filter((s) => s.codec_type === 'video');
  check('video streams', 1, video.length);
  check('audio streams', 0, streams.filter((s) => s.codec_type === 'audio').length);
  const v = video[0] ?? {};
  check('codec', 'h264', v.codec_name);
  check('profile', 'High', normaliseProfile(v.profile));
  check('width', expected.width, v.width);
  check('height', expected.height, v.height);
  check('pix_fmt', 'yuv420p', v.pix_fmt);
  check('color_range', 'tv', v.color_range);
  check('color_space', 'bt709', v.color_space);
  check('color_transfer', 'bt709', v.color_transfer);
  check('color_primaries', 'bt709', v.color_primaries);
  check('frames', expected.frames, v.nb_frames);
  check('frame rate', `${expected.fps}/1`, v.r_frame_rate);
  check('has_b_frames', 2, v.has_b_frames);
  check('start_time', 0, Number(v.start_time ?? NaN));
  const duration = Number((probe.format as Record<string, unknown> | undefined)?.duration ?? NaN);
  if (!(Math.abs(duration - expected.frames / expected.fps) < 0.5 / expected.fps)) {
    problems.push({
      field: 'duration',
      expected: `${(expected.frames / expected.fps).toFixed(3)} s`,
      actual: `${duration} s`,
    });
  }
  const keyframes = await keyframeIndices(file);
  const gop = gopOf(expected.fps);
  const wanted = expectedKeyframes(expected.segments ?? [expected.frames], gop);
  const misplaced = keyframes.filter((k) => !wanted.has(k));
  if (misplaced.length > 0 || keyframes.length !== wanted.size) {
    problems.push({
      field: 'keyframes',
      expected: `every ${gop} frames from each segment start (${wanted.size})`,
      actual: `${keyframes.length}, first misplaced ${misplaced[0] ?? 'none'}`,
    });
  }
  const boxes = topLevelBoxes(file).map((b) => b.type);
  if (!(boxes.indexOf('moov') >= 0 && boxes.indexOf('moov') < boxes.indexOf('mdat'))) {
    problems.push({field: 'faststart', expected: 'moov before mdat', actual: boxes.join(' ')});
  }
  const inner = moovBoxTypes(file);
  if (inner.includes('elst') || inner.includes('edts'))
    problems.push({field: 'edit list', expected: 'none', actual: 'edts/elst present'});
  return problems;
}

/** Keyframe positions: each segment's first frame, then one every GOP inside it. */
export function expectedKeyframes(segments: number[], gop: number): Set<number> {
  const positions = new Set<number>();
  let start = 0;
  for (const length of segments) {
    for (let k = 0; k < length; k += gop) positions.add(start + k);
    start += length;
  }
  return positions;
}

function normaliseProfile(profile: unknown): string {
  return profile === 100 || profile === '100' ? 'High' : String(profile);
}

/** Frame indices (in presentation order) of the keyframes. */
async function keyframeIndices(file: string): Promise<number[]> {
  const probe = await ffprobeJson(['-select_streams', 'v:0', '-show_entries', 'packet=pts,flags', file]);
  const packets = ((probe.packets ?? []) as {pts?: number; flags?: string}[]).map((p) => ({
    pts: Number(p.pts),
    key: String(p.flags).includes('K'),
  }));
  const order = [...packets].sort((a, b) => a.pts - b.pts);
  return order.flatMap((p, i) => (p.key ? [i] : []));
}

export function describeProblems(file: string, problems: VerifyProblem[]): string {
  return (
    `${file} failed verification: ` +
    problems.map((p) => `${p.field}: expected ${p.expected}, got ${p.actual}`).join('; ')
  );
}
