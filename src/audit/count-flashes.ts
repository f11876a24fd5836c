import type {Pixels} from './measure-contrast';

/**
 * WCAG 2.3.1 general flash threshold, per pixel: a transition is a change in relative
 * luminance of at least 0.1 between a local maximum and minimum, where the darker of the two
 * is below 0.8; a flash is a pair of opposing transitions. A pixel "flashes more than 3 times
 * in a second" when 7 or more transitions fall within any `fps` consecutive frames.
 * The area limit is WCAG's 341 × 256 px on a 1024 × 768 screen (0.006 sr, a quarter of the
 * central 10° field), scaled by the screen's height to a 16:9 frame: 480 × 360 px at 1080p,
 * 8.3 % of the frame. Flashing pixels are summed over the whole frame, not one 10° field, so
 * the check errs on the strict side. The red-flash threshold is not checked.
 */
export const flashRule = {
  luminanceStep: 0.1,
  darkerBelow: 0.8,
  /** more than 3 flashes = more than 6 transitions */
  maxTransitionsPerSecond: 6,
  areaFraction: (480 * 360) / (1920 * 1080),
} as const;

const linear = Array.from({length: 256}, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Relative luminance (WCAG) of every pixel of an RGBA image, 0..1. */
export function relativeLuminance(pixels: Pixels): Float32Array {
  const n = pixels.width * pixels.height;
  const out = new Float32Array(n);
  for (let p = 0; p < n; p++) {
    const i = p * 4;
    out[p] =
      0.2126 * (linear[pixels.data[i] ?? 0] ?? 0) +
      0.7152 * (linear[pixels.data[i + 1] ?? 0] ?? 0) +
      0.0722 * (linear[pixels.data[i + 2] ?? 0] ?? 0);
  }
  return out;
}

export type FlashEvent = {
  /** first and last frame at which the flashing area exceeded the limit */
  from: number;
  to: number;
  /** the largest share of the frame flashing more than 3 times within one second */
  peakFraction: number;
  /** at this frame */
  peakFrame: number;
};

const history = flashRule.maxTransitionsPerSecond + 1;

/**
 * Streams frames (ascending frame numbers; frames left out are held: identical to the last
 * one pushed) and reports when the area flashing more than 3 times a second exceeds the limit.
 */
export class FlashCounter {
  private readonly size: number;
  private readonly extreme: Float32Array;
  private readonly low: Float32Array;
  private readonly high: Float32Array;
  private readonly direction: Int8Array;
  private readonly transitions: Int32Array;
  private readonly count: Uint8Array;
  private readonly flaggedAt: Int32Array;
  private started = false;
  private lastFrame = -Infinity;
  readonly events: FlashEvent[] = [];
  /** the largest flashing share seen at any frame, even under the limit */
  peakFraction = 0;
  peakFrame = -1;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly fps: number,
  ) {
    this.size = width * height;
    this.extreme = new Float32Array(this.size);
    this.low = new Float32Array(this.size);
    this.high = new Float32Array(this.size);
    this.direction = new Int8Array(this.size);
    this.transitions = new Int32Array(this.size * history).fill(-1_000_000);
    this.count = new Uint8Array(this.size);
    this.flaggedAt = new Int32Array(this.size).fill(-1_000_000);
  }

  push(frame: number, luminance: Float32Array): void {
    if (luminance.length !== this.size)
      throw new Error(`frame ${frame}: ${luminance.length} pixels, expected ${this.size}`);
    if (frame <= this.lastFrame) throw new Error(`frames must ascend: ${frame} after ${this.lastFrame}`);
    this.lastFrame = frame;
    if (!this.started) {
      this.started = true;
      this.extreme.set(luminance);
      this.low.set(luminance);
      this.high.set(luminance);
      return;
    }
    const {luminanceStep: step, darkerBelow} = flashRule;
    const window = this.fps;
    for (let p = 0; p < this.size; p++) {
      const v = luminance[p] as number;
      const d = this.direction[p] as number;
      let transition = 0;
      if (d === 0) {
        const lo = this.low[p] as number;
        const hi = this.high[p] as number;
        if (v - lo >= step && lo < darkerBelow) transition = 1;
        else if (hi - v >= step && v < darkerBelow) transition = -1;
        else {
          if (v < lo) this.low[p] = v;
          if (v > hi) this.high[p] = v;
        }
      } else {
        const e = this.extreme[p] as number;
        if (d > 0 ? v > e : v < e) this.extreme[p] = v;
        else if (d > 0 ? e - v >= step && v < darkerBelow : v - e >= step && e < darkerBelow) transition = -d;
      }
      if (transition === 0) continue;
      this.direction[p] = transition;
      this.extreme[p] = v;
      const slot = p * history + ((this.count[p] as number) % history);
      this.count[p] = ((this.count[p] as number) + 1) % (history * 36);
      this.transitions[slot] = frame;
      // the oldest of the last `history` transitions: all of them within one second?
      const oldest = this.transitions[p * history + ((this.count[p] as number) % history)] as number;
      if (frame - oldest < window) this.flaggedAt[p] = frame;
    }
    let flashing = 0;
    for (let p = 0; p < this.size; p++) if (frame - (this.flaggedAt[p] as number) < window) flashing++;
    const fraction = flashing / this.size;
    if (fraction > this.peakFraction) {
      this.peakFraction = fraction;
      this.peakFrame = frame;
    }
    if (fraction <= flashRule.areaFraction) return;
    const last = this.events.at(-1);
    if (last !== undefined && frame - last.to <= window) {
      last.to = frame;
      if (fraction > last.peakFraction) {
        last.peakFraction = fraction;
        last.peakFrame = frame;
      }
    } else this.events.push({from: frame, to: frame, peakFraction: fraction, peakFrame: frame});
  }
}
