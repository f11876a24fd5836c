import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {resolveVideo} from '../../src/timeline/resolve-video';
import {inkPixels, lightProps, meanLuminance, still} from './session';

const dark: [number, number, number] = [0x0d, 0x11, 0x17];
const light: [number, number, number] = [0xf6, 0xf8, 0xfa];

describe.each(videos.map((v) => String(v.script.id)))('title scene of %s', (id) => {
  const definition = videos.find((v) => v.script.id === id);
  if (definition === undefined) throw new Error(id);
  const title = resolveVideo(definition).timeline.scenes[0];
  const settled = (title?.durationInFrames ?? 1) - 1;

  it('shows the title in the dark theme: dark background, bright text in the title band', async () => {
    const png = await still(`${id}-title`, settled);
    expect(png.width).toBe(1920);
    expect(png.height).toBe(1080);
    expect(meanLuminance(png)).toBeLessThan(60);
    // the title line (y ≈ 370–480) carries many bright text pixels; the empty band above the drawing has none
    expect(inkPixels(png, dark, 200, 370, 1720, 480)).toBeGreaterThan(8000);
    expect(inkPixels(png, dark, 200, 130, 1720, 170)).toBe(0);
  });

  it('renders the light theme from the same script', async () => {
    const png = await still(`${id}-title`, settled, lightProps);
    expect(meanLuminance(png)).toBeGreaterThan(200);
    expect(inkPixels(png, light, 200, 370, 1720, 480)).toBeGreaterThan(8000);
  });
});

describe('scale 2', () => {
  it('draws a 3840×2160 still at that size, not upscaled', async () => {
    const png = await still('nvlink-nvswitch-title', 299, undefined, 2);
    expect([png.width, png.height]).toEqual([3840, 2160]);
    // Upscaled 1080p text has 2×2 blocks; text drawn at 4K has single-pixel edges: count rows that differ from the row above inside the title.
    let oddRowsDiffer = 0;
    for (let y = 741; y < 960; y += 2) {
      for (let x = 400; x < 3440; x++) {
        const i = (y * png.width + x) * 4;
        const j = ((y - 1) * png.width + x) * 4;
        if (Math.abs((png.data[i] ?? 0) - (png.data[j] ?? 0)) > 40) oddRowsDiffer++;
      }
    }
    expect(oddRowsDiffer).toBeGreaterThan(1000);
  });
});
