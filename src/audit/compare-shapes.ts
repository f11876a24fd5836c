import type {SnapshotBox, SnapshotShape} from './snapshot-types';

/** At most this many lines per part: a part moved as a whole moves every shape in it. */
const linesPerPart = 6;

const showBox = (b: SnapshotBox) => `x ${b.x} y ${b.y} w ${b.w} h ${b.h}`;
const showShape = (s: SnapshotShape) =>
  `${s.shape} at ${showBox(s.box)}, fill ${s.fill}, stroke ${s.stroke}${s.strokeWidth > 0 ? ` ${s.strokeWidth}` : ''}, opacity ${s.opacity}`;
const signature = (s: SnapshotShape) =>
  JSON.stringify([s.shape.replace(/#\d+$/, ''), s.box, s.fill, s.stroke, s.strokeWidth, s.opacity]);
const partName = (part: string) => (part === '' ? 'outside any part' : `part "${part}"`);

/** What changed in one shape, e.g. "box x 640 → 642, fill #76b900 → #ff0000" (null: nothing). */
function shapeChange(e: SnapshotShape, a: SnapshotShape): string | null {
  const changes: string[] = [];
  if (e.shape !== a.shape) changes.push(`now a ${a.shape.replace(/#\d+$/, '')}`);
  const box = (['x', 'y', 'w', 'h'] as const)
    .filter((k) => e.box[k] !== a.box[k])
    .map((k) => `${k} ${e.box[k]} → ${a.box[k]}`);
  if (box.length > 0) changes.push(`box ${box.join(', ')}`);
  if (e.fill !== a.fill) changes.push(`fill ${e.fill} → ${a.fill}`);
  if (e.stroke !== a.stroke) changes.push(`stroke ${e.stroke} → ${a.stroke}`);
  if (e.strokeWidth !== a.strokeWidth) changes.push(`stroke width ${e.strokeWidth} → ${a.strokeWidth}`);
  if (e.opacity !== a.opacity) changes.push(`opacity ${e.opacity} → ${a.opacity}`);
  return changes.length === 0 ? null : changes.join(', ');
}

function groupByPart(shapes: readonly SnapshotShape[]): Map<string, SnapshotShape[]> {
  const groups = new Map<string, SnapshotShape[]>();
  for (const s of shapes) groups.set(s.part, [...(groups.get(s.part) ?? []), s]);
  return groups;
}

/** The shapes of `a` that `b` does not have, counting repeats (a multiset difference by signature). */
function minus(a: readonly SnapshotShape[], b: readonly SnapshotShape[]): SnapshotShape[] {
  const left = new Map<string, number>();
  for (const s of b) left.set(signature(s), (left.get(signature(s)) ?? 0) + 1);
  return a.filter((s) => {
    const n = left.get(signature(s)) ?? 0;
    if (n > 0) left.set(signature(s), n - 1);
    return n === 0;
  });
}

/** The shapes of one part in both snapshots: per shape when their number is the same, else the shapes gone and new. */
function comparePart(part: string, expected: readonly SnapshotShape[], actual: readonly SnapshotShape[]): string[] {
  const name = partName(part);
  if (expected.length === actual.length) {
    return expected.flatMap((e, i) => {
      const a = actual[i];
      const change = a === undefined ? null : shapeChange(e, a);
      return change === null ? [] : [`${name} ${e.shape}: ${change}`];
    });
  }
  const gone = minus(expected, actual);
  const added = minus(actual, expected);
  return [
    `${name}: ${expected.length} shapes → ${actual.length}`,
    ...gone.map((e) => `${name}: gone ${showShape(e)}`),
    ...added.map((a) => `${name}: new ${showShape(a)}`),
  ];
}

/**
 * Every difference between two snapshots' shapes, one line each, prefixed with `where` and naming
 * the part (or "outside any part") and the shape: moved, resized, recoloured, restroked, faded,
 * gone or new. A part shows at most six lines and a count of the rest.
 *
 * @example compareShapes(golden, now, 'grace-blackwell / recap dark, beat next, frame 479')
 * // ['grace-blackwell / recap dark, beat next, frame 479: part "grace" rect#2: box x 445 → 447']
 */
export function compareShapes(
  expected: readonly SnapshotShape[] | undefined,
  actual: readonly SnapshotShape[],
  where: string,
): string[] {
  if (expected === undefined)
    return [`${where}: no shapes recorded in this snapshot (made before shapes were snapshotted)`];
  const before = groupByPart(expected);
  const now = groupByPart(actual);
  const parts = [...before.keys(), ...[...now.keys()].filter((p) => !before.has(p))];
  return parts.flatMap((part) => {
    const lines = comparePart(part, before.get(part) ?? [], now.get(part) ?? []);
    const shown =
      lines.length > linesPerPart + 1
        ? [...lines.slice(0, linesPerPart), `${partName(part)}: and ${lines.length - linesPerPart} more differences`]
        : lines;
    return shown.map((line) => `${where}: ${line}`);
  });
}
