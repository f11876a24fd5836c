import {z} from 'zod';
import {rules} from '../script/rules';

export const themeNames = ['dark', 'light'] as const;
export const themeNameSchema = z.enum(themeNames, {message: 'theme must be "dark" or "light"'});
export type ThemeName = z.infer<typeof themeNameSchema>;

/** Colours by meaning, the same in all three videos (docs/design.md §Visual language). */
export type Palette = {
  background: string;
  surface: string;
  surfaceRaised: string;
  outline: string;
  text: string;
  textMuted: string;
  captionBackground: string;
  progressTrack: string;
  progressFill: string;
  cpu: string;
  gpu: string;
  memory: string;
  pcie: string;
  c2c: string;
  nvhbi: string;
  nvlink: string;
  warpStalled: string;
  warpReady: string;
  /** a warp issuing this clock (and the scheduler's issue strip): apart from ready, and from the GPU's green */
  warpIssuing: string;
  accent: string;
};

// Hues tuned in lightness as well as hue so that pairs sharing a frame stay apart under
// colour-vision deficiency (violet vs. blue, grey vs. teal); labels always say the same thing.
const dark: Palette = {
  background: '#0d1117',
  surface: '#161b22',
  surfaceRaised: '#21262d',
  outline: '#3d444d',
  text: '#f0f6fc',
  textMuted: '#b1bac4',
  captionBackground: '#0d1117',
  progressTrack: '#30363d',
  progressFill: '#b1bac4',
  cpu: '#1285ff',
  gpu: '#3fc79a',
  memory: '#edbd4c',
  pcie: '#7a828c',
  c2c: '#6bedd7',
  nvhbi: '#f778ba',
  nvlink: '#c9a2ff',
  warpStalled: '#ff7a45',
  warpReady: '#58a6ff',
  warpIssuing: '#f0f6fc',
  accent: '#f0f6fc',
};

const light: Palette = {
  background: '#f6f8fa',
  surface: '#ffffff',
  surfaceRaised: '#eaeef2',
  outline: '#8c959f',
  text: '#1f2328',
  textMuted: '#424a53',
  captionBackground: '#f6f8fa',
  progressTrack: '#d0d7de',
  progressFill: '#424a53',
  cpu: '#577cb3',
  gpu: '#13804f',
  memory: '#a16a00',
  pcie: '#6e7781',
  c2c: '#2c6a5f',
  nvhbi: '#b5267a',
  nvlink: '#7a3fd6',
  warpStalled: '#c4320a',
  warpReady: '#0969da',
  warpIssuing: '#1f2328',
  accent: '#1f2328',
};

export const palettes: Record<ThemeName, Palette> = {dark, light};

/** Sizes at 1080p, px, at or above the limits in src/script/rules.ts (caption, label, counter). */
export const fontSize = {
  title: 96,
  subtitle: 48,
  caption: 50,
  label: 36,
  labelSmall: 32,
  chapter: 36,
  minimum: rules.minTextPx,
} as const;

export const space = {xs: 8, sm: 16, md: 24, lg: 40, xl: 64, xxl: 96} as const;

export const frameSize = {width: 1920, height: 1080, defaultFps: 30} as const;

/** The 90 % title-safe area: 5 % margins on each side. */
export const safeArea = {
  left: frameSize.width * 0.05,
  right: frameSize.width * 0.95,
  top: frameSize.height * 0.05,
  bottom: frameSize.height * 0.95,
  /** the caption sits above the bottom 10 % (the YouTube player's controls) */
  captionBottom: frameSize.height * 0.9,
} as const;

/**
 * Focus (docs/design.md §Visual language): when a beat names parts in focus, every other part is
 * drawn at this one opacity, in both themes. Text in a dimmed part still reads: palette.text at
 * this opacity keeps the audit's contrast floor over background, surface and surfaceRaised
 * (test/visual/focus.test.ts).
 */
export const focusTokens = {dimmedOpacity: 0.65} as const;

export const fontFamily = 'Inter, sans-serif';
export const radius = {sm: 6, md: 12, lg: 20} as const;
export const strokeWidth = {thin: 2, normal: 3, bold: 5} as const;
