import React from 'react';
import {AbsoluteFill} from 'remotion';
import type {References} from '../script/references';
import type {Rect} from './geometry';
import {ScreenText} from './primitives/ScreenText';
import {ThemeProvider} from './theme';
import {palettes, fontFamily, type Palette, type ThemeName} from './tokens';

export const thumbnailSize = {width: 1280, height: 720} as const;

/**
 * The card's fixed layout (1280×720 px): the hook in two lines at most across the top, the
 * hero drawing below it, and YouTube's duration badge corner, where nothing may be drawn.
 * A list shows the card at 168×94, so a text must be ≥ 12 / (168 / 1280) ≈ 92 px here.
 */
export const thumbnailLayout = {
  hook: {x: 44, top: 20, width: 1192, fontSize: 116, lineHeight: 1.0, lines: 2},
  hero: {x: 40, y: 272, w: 1200, h: 428},
  /** bottom-right 20 % × 16 %: the duration badge and its margin */
  corner: {x: 1024, y: 605, w: 256, h: 115},
  /** the size YouTube's result lists and sidebars show a thumbnail at */
  listSize: {width: 168, height: 94},
} as const;

export type ThumbnailHeroProps = {
  /** where the hero draws, card pixels */
  box: Rect;
  /** keep out: YouTube's duration badge */
  corner: Rect;
  palette: Palette;
  /** the model, computed values and script constants, for counts the drawing shows */
  references: References;
};

/** A video's simplified hero drawing: shapes only, no text (nothing on it could be read at 168 px). */
export type ThumbnailHero = React.FC<ThumbnailHeroProps>;

/** Marks the hero drawing for the thumbnail audit. */
export const heroAttribute = 'data-thumbnail-hero';

/**
 * The YouTube thumbnail, designed for the size a list shows it at (not a scaled frame): the
 * script's hook (≤ 6 words) set large, one simplified drawing filling more than half the card,
 * and the bottom-right corner left clear for YouTube's duration badge.
 */
export const ThumbnailCard: React.FC<{hook: string; Hero: ThumbnailHero; references: References; theme: ThemeName}> = ({
  hook,
  Hero,
  references,
  theme,
}) => {
  const palette = palettes[theme];
  const {hook: h, hero, corner} = thumbnailLayout;
  return (
    <ThemeProvider theme={theme}>
      <AbsoluteFill style={{background: palette.background}}>
        <div
          style={{
            position: 'absolute',
            left: h.x,
            top: h.top,
            width: h.width,
            height: h.fontSize * h.lineHeight * h.lines,
            display: 'flex',
            alignItems: 'flex-end',
          }}
        >
          <ScreenText
            id="thumbnail-hook"
            kind="label"
            style={{
              fontFamily,
              fontWeight: 700,
              fontSize: h.fontSize,
              lineHeight: h.lineHeight,
              letterSpacing: '-0.02em',
              textWrap: 'balance',
              color: palette.text,
            }}
          >
            {hook}
          </ScreenText>
        </div>
        <svg
          {...{[heroAttribute]: ''}}
          width={thumbnailSize.width}
          height={thumbnailSize.height}
          style={{position: 'absolute', left: 0, top: 0}}
        >
          <Hero box={hero} corner={corner} palette={palette} references={references} />
        </svg>
      </AbsoluteFill>
    </ThemeProvider>
  );
};
