import {describe, expect, it, vi} from 'vitest';
import {defaultImageFormat, draftImageFormat} from '../../src/render/encode-settings';
import {parseRenderOptions} from '../../src/render/render-options';

const ids = ['grace-blackwell', 'inside-the-sm', 'nvlink-nvswitch'];
const parse = (...argv: string[]) => parseRenderOptions(argv, ids);

describe('render options', () => {
  it('renders all three at 1080p30, dark, held frames, cached, PNG captures by default', () => {
    const o = parse();
    expect(o).toMatchObject({
      ids,
      theme: 'dark',
      scale: 1,
      fps: 30,
      out: 'out',
      concurrency: 1,
      draft: false,
      everyFrame: false,
      crf: 18,
      cache: true,
    });
    expect(o.imageFormat).toBe(defaultImageFormat);
    expect(defaultImageFormat).toBe('png');
  });

  it('drafts capture JPEG unless a format is given', () => {
    expect(parse('--draft').imageFormat).toBe(draftImageFormat);
    expect(parse('--draft', '--image-format', 'png').imageFormat).toBe('png');
    expect(parse('--image-format', 'jpeg').imageFormat).toBe('jpeg');
  });

  it('takes chosen ids, scenes and an inclusive frame range', () => {
    const o = parse(
      'nvlink-nvswitch',
      '--scenes',
      'the-rack, gpu-ports',
      '--frames',
      '0-89',
      '--no-cache',
      '--every-frame',
    );
    expect(o.ids).toEqual(['nvlink-nvswitch']);
    expect(o.scenes).toEqual(['the-rack', 'gpu-ports']);
    expect(o.frames).toEqual({from: 0, to: 90});
    expect(o.cache).toBe(false);
    expect(o.everyFrame).toBe(true);
  });

  it('refuses unknown ids, options and values with the valid ones named', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => parse('inside-the-gpu')).toThrow(
        'unknown video inside-the-gpu; valid ids: grace-blackwell, inside-the-sm, nvlink-nvswitch',
      );
      expect(() => parse('--theme', 'sepia')).toThrow(/theme must be dark or light/);
      expect(() => parse('--scale', '3')).toThrow(/--scale must be one of 1, 2/);
      expect(() => parse('--fps', '25')).toThrow(/--fps must be one of 24, 30, 60/);
      expect(() => parse('--image-format', 'webp')).toThrow('--image-format must be jpeg or png');
      expect(() => parse('--frames', '90-10')).toThrow(/the end comes before the start/);
      expect(() => parse('--colour', 'red')).toThrow(/unknown option '--colour'/);
      // x264 clamps a CRF above 51 silently: such a render replaced a good file with a degraded one
      for (const crf of ['99', '52', '0', '-1', '18.5', 'best'])
        expect(() => parse('--crf', crf)).toThrow(/--crf must be a whole number from 1 to 51/);
      expect(parse('--crf', '51').crf).toBe(51);
      expect(parse('--crf', '1').crf).toBe(1);
    } finally {
      stderr.mockRestore();
    }
  });
});
