// Guard (issue #41): no label carries literal pixel offsets in compositions/**; labels follow the
// boxes layouts return (place(box, side, gap), <Label at={{part, side}}>). Prints every label that
// still does, and holds the count to a ceiling that only goes down until it reaches 0.
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {labelPlacements} from './label-offsets';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** No label in compositions/** carries a literal offset (38 when the guard landed; 0 since session 42). */
const ceiling = 0;

function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? sources(path) : /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('labels follow boxes, not literal offsets', () => {
  it('counts a label whose x or y holds a typed number, and not one placed by a box, an index or a fallback', () => {
    const found = labelPlacements(
      'fixture.tsx',
      `
      const a = <Label id="a" x={960} y={138} anchor="center" />;
      const b = <Label id="b" x={C.legend.x + 72} y={layout.rows[0].y} />;
      const c = <Label id="c" at={place(layout.rack, 'right')} />;
      const d = <Label id="d" x={layout.rows[2].x} y={(layout.top ?? 0)} />;
      const e = <kit.Label id="e" x={box.x} y={box.y - 22} />;`,
    );
    expect(found.map((f) => [f.id, f.offsets])).toEqual([
      ['"a"', ['x={960}', 'y={138}']],
      ['"b"', ['x={C.legend.x + 72}']],
      ['"c"', []],
      ['"d"', []],
      ['"e"', ['y={box.y - 22}']],
    ]);
  });

  it('in compositions/**: at most the ceiling, listing each (goal 0)', {timeout: 120_000}, () => {
    const all = sources(join(root, 'compositions')).flatMap((f) =>
      labelPlacements(relative(root, f), readFileSync(f, 'utf8')),
    );
    const literal = all.filter((l) => l.offsets.length > 0);
    console.log(
      `labels with literal pixel offsets: ${literal.length} of ${all.length}\n${literal.map((l) => `  ${l.file}:${l.line} ${l.id} ${l.offsets.join(' ')}`).join('\n')}`,
    );
    expect(literal.length).toBeLessThanOrEqual(ceiling);
  });
});
