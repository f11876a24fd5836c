/**
 * How far decoded yuv420p frames are from reference frames: per-plane squared error pooled over
 * every frame (PSNR), the worst frame's luma PSNR, and the share of luma samples off by more than
 * a visible step (where compression softens text edges). Pure: frames in, numbers out.
 */

export type Planes = {y: number; u: number; v: number};

export type FrameDifference = {
  frames: number;
  /** PSNR in dB per plane, squared error pooled over all frames; Infinity when identical */
  psnr: Planes;
  /** the lowest luma PSNR of any single frame */
  worstFramePsnrY: number;
  /** luma samples whose error is above `visibleStep`, as a share of all luma samples */
  visibleErrorShare: number;
  /** largest absolute luma error of any sample */
  maxErrorY: number;
};

/** A luma difference above this many 8-bit levels is counted as visible. */
export const visibleStep = 4;

/** Accumulates the difference frame by frame, so frames can be streamed. */
export class DifferenceAccumulator {
  private readonly lumaSize: number;
  private readonly chromaSize: number;
  private readonly squared: Planes = {y: 0, u: 0, v: 0};
  private frames = 0;
  private worstY = Infinity;
  private visible = 0;
  private maxY = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`yuv420p needs even dimensions, got ${width}×${height}`);
    this.lumaSize = width * height;
    this.chromaSize = (width / 2) * (height / 2);
  }

  /** Bytes of one yuv420p frame of this size. */
  get frameBytes(): number {
    return this.lumaSize + 2 * this.chromaSize;
  }

  add(decoded: Uint8Array, reference: Uint8Array): void {
    if (decoded.length !== this.frameBytes || reference.length !== this.frameBytes) {
      throw new Error(
        `frame ${this.frames}: expected ${this.frameBytes} bytes, got ${decoded.length} and ${reference.length}`,
      );
    }
    let y = 0;
    for (let i = 0; i < this.lumaSize; i++) {
      const d = (decoded[i] as number) - (reference[i] as number);
      const a = d < 0 ? -d : d;
      y += d * d;
      if (a > visibleStep) this.visible++;
      if (a > this.maxY) this.maxY = a;
    }
    const u = squaredError(decoded, reference, this.lumaSize, this.chromaSize);
    const v = squaredError(decoded, reference, this.lumaSize + this.chromaSize, this.chromaSize);
    this.squared.y += y;
    this.squared.u += u;
    this.squared.v += v;
    this.worstY = Math.min(this.worstY, psnrOf(y / this.lumaSize));
    this.frames++;
  }

  result(): FrameDifference {
    const n = Math.max(1, this.frames);
    return {
      frames: this.frames,
      psnr: {
        y: psnrOf(this.squared.y / (n * this.lumaSize)),
        u: psnrOf(this.squared.u / (n * this.chromaSize)),
        v: psnrOf(this.squared.v / (n * this.chromaSize)),
      },
      worstFramePsnrY: this.worstY,
      visibleErrorShare: this.visible / (n * this.lumaSize),
      maxErrorY: this.maxY,
    };
  }
}

/**
 * Pairs two streams of raw yuv420p frames in order and measures their difference. Both streams
 * must end together; either way both are closed (a streaming decoder stops with its stream).
 */
export async function differenceOfStreams(
  decoded: AsyncIterator<Uint8Array>,
  reference: AsyncIterator<Uint8Array>,
  width: number,
  height: number,
): Promise<FrameDifference> {
  const accumulator = new DifferenceAccumulator(width, height);
  try {
    for (;;) {
      const [a, b] = await Promise.all([decoded.next(), reference.next()]);
      if (a.done === true || b.done === true) {
        if (a.done !== b.done)
          throw new Error(
            `the streams differ in length: one ended after ${accumulator.result().frames} frames, the other goes on`,
          );
        return accumulator.result();
      }
      accumulator.add(a.value, b.value);
    }
  } finally {
    await Promise.all([decoded.return?.(), reference.return?.()]);
  }
}

function squaredError(a: Uint8Array, b: Uint8Array, offset: number, length: number): number {
  let sum = 0;
  for (let i = offset; i < offset + length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    sum += d * d;
  }
  return sum;
}

/** PSNR in dB of a mean squared error on 8-bit samples. */
export function psnrOf(meanSquaredError: number): number {
  return meanSquaredError === 0 ? Infinity : 10 * Math.log10((255 * 255) / meanSquaredError);
}
