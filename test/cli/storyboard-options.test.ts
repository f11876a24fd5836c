import {describe, expect, it, vi} from 'vitest';
import {parseStoryboardOptions} from '../../src/cli/storyboard-options';

const ids = ['grace-blackwell', 'inside-the-sm'];
const parse = (...argv: string[]) => parseStoryboardOptions(argv, ids);

describe('npm run storyboard options', () => {
  it('reads the videos, --boundaries and --boundaries=<scene>; a video after --boundaries stays a video', () => {
    expect(parse('inside-the-sm')).toEqual({ids: ['inside-the-sm'], boundaries: undefined});
    expect(parse('inside-the-sm', '--boundaries')).toEqual({ids: ['inside-the-sm'], boundaries: 'all'});
    expect(parse('inside-the-sm', '--boundaries=warps')).toEqual({
      ids: ['inside-the-sm'],
      boundaries: {scene: 'warps'},
    });
    expect(parse('--boundaries', 'grace-blackwell')).toEqual({ids: ['grace-blackwell'], boundaries: 'all'});
  });

  it('--help describes --boundaries; an unknown option or video is refused', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(() => parse('--help')).toThrow(expect.objectContaining({code: 'commander.helpDisplayed'}) as Error);
      expect(out.mock.calls.join('')).toMatch(
        /--boundaries \[scene\][\s\S]*=<scene>, only the\s+strip of the boundary into that scene/,
      );
      expect(() => parse('inside-the-sm', '--help-me')).toThrow(
        expect.objectContaining({code: 'commander.unknownOption'}) as Error,
      );
      expect(() => parse('no-such-video')).toThrow(
        'unknown video no-such-video; valid ids: grace-blackwell, inside-the-sm',
      );
      expect(() => parse('--boundaries')).toThrow('name a video: grace-blackwell, inside-the-sm');
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
