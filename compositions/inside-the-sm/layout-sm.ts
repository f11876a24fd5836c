/**
 * Geometry of the SM diagram: four processing blocks (two above, two below) around the
 * shared L1 / shared memory and Tensor Memory bands. Each block stacks, top to bottom, in
 * the order the anatomy scene explains them: warp scheduler + dispatch, register file, the
 * FP32 lanes, the Tensor Core, the special function units, the load/store units.
 * Pure: counts come in (from the model), rectangles go out.
 */
import type {SizedRect} from '../../src/visual/geometry';

export type SmPart = 'scheduler' | 'registers' | 'fp32' | 'tensor' | 'sfu' | 'ldst' | 'shared' | 'tmem';

/** The anatomy scene's beat order, one part per beat. */
export const smPartOrder: readonly SmPart[] = ['scheduler', 'registers', 'fp32', 'tensor', 'sfu', 'ldst', 'shared', 'tmem'];

export type BlockLayout = {
  outline: SizedRect;
  scheduler: SizedRect;
  registers: SizedRect;
  /** one rectangle per FP32 lane */
  lanes: SizedRect[];
  tensor: SizedRect;
  /** one cell per special function unit in this block */
  sfus: SizedRect[];
  /** one cell per load/store unit in this block */
  ldsts: SizedRect[];
  /** bounding boxes of the lane, SFU and load/store groups */
  fp32: SizedRect;
  sfu: SizedRect;
  ldst: SizedRect;
};

export type SmLayout = {outline: SizedRect; blocks: BlockLayout[]; shared: SizedRect; tmem: SizedRect};

export type SmCounts = {blocks: number; lanesPerBlock: number; sfusPerBlock: number; ldstPerBlock: number};

/** Splits a row into `n` equal cells with `gap` between them. */
export function cells(row: SizedRect, n: number, gap: number): SizedRect[] {
  const width = (row.width - gap * (n - 1)) / n;
  return Array.from({length: n}, (_, i) => ({x: row.x + i * (width + gap), y: row.y, width, height: row.height}));
}

/** Lanes in rows of up to 16. */
function laneCells(area: SizedRect, n: number, gap: number): SizedRect[] {
  const perRow = Math.min(16, n);
  const rows = Math.ceil(n / perRow);
  const height = (area.height - gap * (rows - 1)) / rows;
  return Array.from({length: rows}, (_, r) => cells({x: area.x, y: area.y + r * (height + gap), width: area.width, height}, perRow, gap))
    .flat().slice(0, n);
}

function layoutBlock(outline: SizedRect, counts: SmCounts): BlockLayout {
  const pad = outline.width * 0.024;
  const inner = {x: outline.x + pad, width: outline.width - 2 * pad};
  // relative heights of the stacked parts and the gaps between them
  const shares = [30, 34, 64, 44, 28, 28];
  const gap = 8;
  const scale = (outline.height - 2 * pad - gap * (shares.length - 1)) / shares.reduce((a, b) => a + b, 0);
  let y = outline.y + pad;
  const rows = shares.map((s) => {
    const r = {...inner, y, height: s * scale};
    y += s * scale + gap;
    return r;
  });
  const [scheduler, registers, fp32, tensor, sfu, ldst] = rows as [SizedRect, SizedRect, SizedRect, SizedRect, SizedRect, SizedRect];
  return {
    outline, scheduler, registers, tensor, fp32, sfu, ldst,
    lanes: laneCells(fp32, counts.lanesPerBlock, 4),
    sfus: cells(sfu, counts.sfusPerBlock, 8),
    ldsts: cells(ldst, counts.ldstPerBlock, 6),
  };
}

/** The SM inside `outline`: blocks in a two-column grid, the two shared bands between the rows. */
export function layoutSm(outline: SizedRect, counts: SmCounts): SmLayout {
  const pad = outline.width * 0.02;
  const gap = outline.width * 0.016;
  const band = outline.height * 0.085;
  const blockW = (outline.width - 2 * pad - gap) / 2;
  const blockH = (outline.height - 2 * pad - 2 * band - 3 * gap) / 2;
  const columns = 2;
  const rows = Math.ceil(counts.blocks / columns);
  const top = outline.y + pad;
  const bottom = top + blockH + 2 * band + 3 * gap;
  const blocks = Array.from({length: counts.blocks}, (_, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns) % rows;
    return layoutBlock({x: outline.x + pad + col * (blockW + gap), y: row === 0 ? top : bottom, width: blockW, height: blockH}, counts);
  });
  const bandX = outline.x + pad;
  const bandW = outline.width - 2 * pad;
  const shared = {x: bandX, y: top + blockH + gap, width: bandW, height: band};
  const tmem = {x: bandX, y: shared.y + band + gap, width: bandW, height: band};
  return {outline, blocks, shared, tmem};
}

/** The rectangle a part's leader line points at: in the top-right block, or the band. */
export function partAnchor(sm: SmLayout, part: SmPart): {x: number; y: number} {
  const block = sm.blocks[Math.min(1, sm.blocks.length - 1)];
  if (block === undefined) throw new Error('the SM has no blocks');
  const rect = part === 'shared' ? sm.shared : part === 'tmem' ? sm.tmem : block[part];
  return {x: rect.x + rect.width, y: rect.y + rect.height / 2};
}
