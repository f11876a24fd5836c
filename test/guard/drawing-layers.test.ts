// Guard (issue #42, one vocabulary): every full-frame drawing layer in compositions/** is the kit's
// <Layer> (src/visual/shapes.tsx), not a hand-written absolute <svg width={1920} height={1080}>,
// so a layer's size, position and opacity are decided in one place.
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const rawLayer = /<svg\s+width=\{1920\}\s+height=\{1080\}\s+style=\{\{\s*position:\s*'absolute'/g;

function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? sources(path) : /\.tsx$/.test(e.name) ? [path] : [];
  });
}

describe('drawing layers are the kit Layer', () => {
  it('the pattern finds a hand-written absolute full-frame svg, and not a Layer or a smaller svg', () => {
    const count = (s: string) => s.match(rawLayer)?.length ?? 0;
    expect(count(`<svg width={1920} height={1080} style={{position: 'absolute', left: 0, top: 0, opacity}}>`)).toBe(1);
    expect(count(`<Layer opacity={opacity}>`)).toBe(0);
    expect(count(`<svg width={480} height={270} style={{position: 'absolute'}}>`)).toBe(0);
  });

  it('in compositions/**: none', () => {
    const found = sources(join(root, 'compositions')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(rawLayer)].map(
        (m) => `${relative(root, file)}:${text.slice(0, m.index).split('\n').length}`,
      );
    });
    expect(found, `hand-written drawing layers (use <Layer>):\n${found.join('\n')}`).toEqual([]);
  });
});
