/**
 * Geometry of the SM diagram: four processing blocks (two above, two below) around the
 * shared L1 / shared memory and Tensor Memory bands. Each block stacks, top to bottom, in
 * the order the anatomy scene explains them: warp scheduler + dispatch, register file, the
 * FP32 lanes, the Tensor Core, the special function units, the load/store units.
 * Pure: counts come in (from the model), rectangles go out.
 */
import {gridCells, rowCells, type Rect} from '../../src/visual/geometry';

export type SmPart = 'scheduler' | 'registers' | 'fp32' | 'tensor' | 'sfu' | 'ldst' | 'shared' | 'tmem';

/** The anatomy scene's beat order, one part per beat. */
export const smPartOrder: readonly SmPart[] = [
  'scheduler',
  'registers',
  'fp32',
  'tensor',
  'sfu',
  'ldst',
  'shared',
  'tmem',
];

export type BlockLayout = {
  outline: Rect;
  scheduler: Rect;
  registers: Rect;
  /** one rectangle per FP32 lane */
  lanes: Rect[];
  tensor: Rect;
  /** one cell per special function unit in this block */
  sfus: Rect[];
  /** one cell per load/store unit in this block */
  ldsts: Rect[];
  /** bounding boxes of the lane, SFU and load/store groups */
  fp32: Rect;
  sfu: Rect;
  ldst: Rect;
};

export type SmLayout = {outline: Rect; blocks: BlockLayout[]; shared: Rect; tmem: Rect};

export type SmCounts = {blocks: number; lanesPerBlock: number; sfusPerBlock: number; ldstPerBlock: number};

/** Lanes in rows of up to 16. */
function laneCells(area: Rect, n: number, gap: number): Rect[] {
  return gridCells(n, area, gap, Math.min(16, n));
}

function layoutBlock(outline: Rect, counts: SmCounts): BlockLayout {
  const pad = outline.w * 0.024;
  const inner = {x: outline.x + pad, w: outline.w - 2 * pad};
  // relative heights of the stacked parts and the gaps between them
  const shares = [30, 34, 64, 44, 28, 28];
  const gap = 8;
  const scale = (outline.h - 2 * pad - gap * (shares.length - 1)) / shares.reduce((a, b) => a + b, 0);
  let y = outline.y + pad;
  const rows = shares.map((s) => {
    const r = {...inner, y, h: s * scale};
    y += s * scale + gap;
    return r;
  });
  const [scheduler, registers, fp32, tensor, sfu, ldst] = rows as [Rect, Rect, Rect, Rect, Rect, Rect];
  return {
    outline,
    scheduler,
    registers,
    tensor,
    fp32,
    sfu,
    ldst,
    lanes: laneCells(fp32, counts.lanesPerBlock, 4),
    sfus: rowCells(counts.sfusPerBlock, sfu, 8),
    ldsts: rowCells(counts.ldstPerBlock, ldst, 6),
  };
}

/** The SM inside `outline`: blocks in a two-column grid, the two shared bands between the rows. */
export function layoutSm(outline: Rect, counts: SmCounts): SmLayout {
  const pad = outline.w * 0.02;
  const gap = outline.w * 0.016;
  const band = outline.h * 0.085;
  const blockW = (outline.w - 2 * pad - gap) / 2;
  const blockH = (outline.h - 2 * pad - 2 * band - 3 * gap) / 2;
  const columns = 2;
  const rows = Math.ceil(counts.blocks / columns);
  const top = outline.y + pad;
  const bottom = top + blockH + 2 * band + 3 * gap;
  const blocks = Array.from({length: counts.blocks}, (_, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns) % rows;
    return layoutBlock(
      {x: outline.x + pad + col * (blockW + gap), y: row === 0 ? top : bottom, w: blockW, h: blockH},
      counts,
    );
  });
  const bandX = outline.x + pad;
  const bandW = outline.w - 2 * pad;
  const shared = {x: bandX, y: top + blockH + gap, w: bandW, h: band};
  const tmem = {x: bandX, y: shared.y + band + gap, w: bandW, h: band};
  return {outline, blocks, shared, tmem};
}

/** The rectangle a part's leader line points at: in the top-right block, or the band. */
export function partAnchor(sm: SmLayout, part: SmPart): {x: number; y: number} {
  const block = sm.blocks[Math.min(1, sm.blocks.length - 1)];
  if (block === undefined) throw new Error('the SM has no blocks');
  const rect = part === 'shared' ? sm.shared : part === 'tmem' ? sm.tmem : block[part];
  return {x: rect.x + rect.w, y: rect.y + rect.h / 2};
}
