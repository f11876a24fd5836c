import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error fontkit 2 ships no types
import * as fontkit from 'fontkit';
import {describe, expect, it} from 'vitest';
import {videos} from '../../compositions/index';
import {fontFaces} from '../../src/visual/fonts';
import {checkDefinition} from '../../src/timeline/resolve-video';

type Font = {hasGlyphForCodePoint(cp: number): boolean};

/** Every character a viewer can see: every resolved text, chapter and title of the three scripts. */
function visibleCharacters(): Set<string> {
  const chars = new Set<string>();
  for (const definition of videos) {
    const result = checkDefinition(definition);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const {timeline} = result;
    const texts = [
      timeline.title,
      timeline.subtitle,
      ...timeline.chapters.map((c) => c.title),
      ...timeline.scenes.flatMap((s) => s.texts.map((t) => t.text)),
    ];
    for (const text of texts) for (const ch of text) if (!/\s/.test(ch)) chars.add(ch);
  }
  // the counting labels and the countdowns print digits; labels keep units attached with a no-break space
  for (const ch of '0123456789,.~%×\u00a0') chars.add(ch);
  return chars;
}

describe.each(fontFaces.map((f) => [f.file, f] as const))('%s', (file) => {
  it('has a glyph for every character on screen (a missing one falls back to a machine-dependent font)', () => {
    const font = fontkit.openSync(path.join(__dirname, '../../assets', file)) as Font;
    const missing = [...visibleCharacters()].filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });
});

it('the font files exist and are woff2', () => {
  for (const f of fontFaces)
    expect(
      fs
        .readFileSync(path.join(__dirname, '../../assets', f.file))
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
});
