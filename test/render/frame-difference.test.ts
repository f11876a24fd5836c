import {describe, expect, it} from 'vitest';
import {DifferenceAccumulator, differenceOfStreams, psnrOf, visibleStep} from '../../src/render/frame-difference';
import {fixedFrames} from '../../src/render/raw-frames';

const width = 4;
const height = 2;
const frameBytes = (width * height * 3) / 2; // 8 luma + 2 + 2 chroma

function frame(luma: number, chroma = 128): Uint8Array {
  const f = new Uint8Array(frameBytes).fill(chroma);
  f.fill(luma, 0, width * height);
  return f;
}

async function* chunks(parts: Buffer[]): AsyncGenerator<Buffer> {
  for (const p of parts) yield p;
}

describe('frame difference', () => {
  it('is infinite PSNR and no visible error for identical frames', () => {
    const acc = new DifferenceAccumulator(width, height);
    acc.add(frame(100), frame(100));
    expect(acc.result()).toEqual({
      frames: 1,
      psnr: {y: Infinity, u: Infinity, v: Infinity},
      worstFramePsnrY: Infinity,
      visibleErrorShare: 0,
      maxErrorY: 0,
    });
  });

  it('pools squared error over frames and keeps the worst frame', () => {
    const acc = new DifferenceAccumulator(width, height);
    acc.add(frame(101), frame(100)); // MSE 1
    acc.add(frame(103), frame(100)); // MSE 9
    const r = acc.result();
    expect(r.psnr.y).toBeCloseTo(psnrOf(5), 10);
    expect(psnrOf(1)).toBeCloseTo(48.13, 2);
    expect(r.worstFramePsnrY).toBeCloseTo(psnrOf(9), 10);
    expect(r.psnr.u).toBe(Infinity);
    expect(r.maxErrorY).toBe(3);
    expect(r.visibleErrorShare).toBe(0);
  });

  it('counts luma samples off by more than the visible step, and chroma separately', () => {
    const acc = new DifferenceAccumulator(width, height);
    const decoded = frame(100, 130);
    decoded[0] = 100 + visibleStep + 1;
    decoded[1] = 100 - visibleStep; // exactly the step: not counted
    acc.add(decoded, frame(100, 128));
    const r = acc.result();
    expect(r.visibleErrorShare).toBe(1 / (width * height));
    expect(r.maxErrorY).toBe(visibleStep + 1);
    expect(r.psnr.u).toBeCloseTo(psnrOf(4), 10);
    expect(r.psnr.v).toBeCloseTo(psnrOf(4), 10);
  });

  it('refuses frames of the wrong size and odd dimensions', () => {
    const acc = new DifferenceAccumulator(width, height);
    expect(() => acc.add(new Uint8Array(frameBytes - 1), frame(0))).toThrow(/expected 12 bytes, got 11 and 12/);
    expect(() => new DifferenceAccumulator(3, 2)).toThrow(/even dimensions, got 3×2/);
  });

  it('splits a raw stream delivered in arbitrary chunks into whole frames', async () => {
    const stream = Buffer.from(Array.from({length: 3 * frameBytes}, (_, i) => i));
    const parts = [stream.subarray(0, 5), stream.subarray(5, 30), stream.subarray(30, 31), stream.subarray(31)];
    const frames: number[][] = [];
    for await (const f of fixedFrames(chunks(parts), frameBytes)) frames.push([...f]);
    expect(frames).toEqual([0, 1, 2].map((k) => Array.from({length: frameBytes}, (_, i) => k * frameBytes + i)));
  });

  it('fails when the stream ends inside a frame', async () => {
    const read = async () => {
      for await (const f of fixedFrames(chunks([Buffer.alloc(frameBytes + 3)]), frameBytes)) void f;
    };
    await expect(read()).rejects.toThrow(/ended inside a frame: 3 of 12 bytes/);
  });

  it('pairs two streams frame by frame, refuses streams of different length and closes both', async () => {
    const closed: string[] = [];
    async function* stream(name: string, frames: Uint8Array[]): AsyncGenerator<Uint8Array> {
      try {
        for (const f of frames) yield f;
      } finally {
        closed.push(name);
      }
    }
    const d = await differenceOfStreams(
      stream('a', [frame(10), frame(20)]),
      stream('b', [frame(10), frame(22)]),
      width,
      height,
    );
    expect(d.frames).toBe(2);
    expect(d.psnr.y).toBeCloseTo(psnrOf((2 * 2 * width * height) / (2 * width * height)), 6);
    expect(closed.sort()).toEqual(['a', 'b']);
    closed.length = 0;
    await expect(
      differenceOfStreams(stream('short', [frame(1)]), stream('long', [frame(1), frame(1), frame(1)]), width, height),
    ).rejects.toThrow('the streams differ in length: one ended after 1 frames');
    expect(closed.sort()).toEqual(['long', 'short']);
  });
});
