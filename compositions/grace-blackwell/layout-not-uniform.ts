import {rect, type Point, type Rect} from '../../src/visual/geometry';

/** One way a GPU reads memory: the memory, the chip that reads it, the stream between them and its box. */
export type AccessPath = {
  memory: Rect;
  reader: Rect;
  /** where the data streams, from the memory to the reader */
  stream: Point[];
};

export type NotUniformLayout = {
  /** the GPU reading its own HBM: the HBM block under the GPU, one wide stream straight up */
  own: AccessPath;
  /** the same GPU reading Grace's LPDDR5X: up from LPDDR5X into Grace, out over C2C into the GPU's side */
  overC2c: AccessPath & {grace: Rect};
  /** for comparison, the old server: its GPU reading host DDR5 over PCIe, in a dashed box */
  pcie: AccessPath & {box: Rect};
  /** the HBM stream's band, as wide as its lanes: the part the recap breaks into HBM stacks */
  hbmBand: Rect;
  /** NVLink-C2C from Grace's side to the GPU's: the part the recap turns into the C2C wiring */
  c2cLink: Rect;
  /** the row above the drawing: what is read, on its left; the note that the times are best cases, on its right */
  header: Rect;
  /** prefetch: hot data from LPDDR5X up through Grace, over C2C, through the GPU and down into HBM */
  prefetchPath: Point[];
  /** and as much cold data the other way, from HBM back into LPDDR5X (HBM is full of the working set) */
  evictPath: Point[];
};

/** px: the C2C link's stroke, as the recap draws its wiring */
export const c2cLinkWidth = 10;

/**
 * Scene 9, the GPU's view of memory: three readers above three memories, each joined by the
 * stream it reads at, drawn at the video's one flow scale so the streams' widths are their
 * bandwidths. Left, Grace with its LPDDR5X under it, the stream climbing into Grace and crossing
 * C2C into the GPU; middle, the GPU over its own HBM, the widest stream (`hbmWidth`, its lanes at
 * the flow scale); right, set apart in a dashed box, the old PCIe server's GPU over its host DDR5.
 */
export function layoutNotUniform(hbmWidth: number): NotUniformLayout {
  const top = 190;
  const chipH = 140;
  const memTop = 580;
  const memH = 140;
  const grace = rect(110, top, 350, chipH);
  const lpddr = rect(110, memTop, 350, memH);
  const gpu = rect(700, top, 670, chipH);
  const hbm = rect(700, memTop, 670, memH);
  const box = rect(1420, top - 12, 390, memTop + memH + 80 - (top - 12));
  const oldGpu = rect(1440, top, 350, chipH);
  const ddr5 = rect(1440, memTop, 350, memH);
  const cx = gpu.x + gpu.w / 2;
  // below the chips' names (inside their tops), so the swap's upper stream clears them
  const linkY = grace.y + grace.h / 2 + 30;
  const climbX = grace.x + grace.w - 70;
  const pcieX = oldGpu.x + oldGpu.w / 2;
  const hbmBand = rect(cx - hbmWidth / 2, gpu.y + gpu.h, hbmWidth, hbm.y - gpu.y - gpu.h);
  // the swap rides the feed's way over C2C, hot data just above the link, cold data just below,
  // each turning down into HBM at the GPU's left (the wide stream is off while they run); the
  // outer path is the hot one, so the two never cross
  const swap = (dy: number, climb: number, down: number) => [
    {x: climb, y: lpddr.y},
    {x: climb, y: linkY + dy},
    {x: down, y: linkY + dy},
    {x: down, y: hbm.y},
  ];
  return {
    own: {
      memory: hbm,
      reader: gpu,
      stream: [
        {x: cx, y: hbm.y},
        {x: cx, y: gpu.y + gpu.h},
      ],
    },
    overC2c: {
      memory: lpddr,
      reader: gpu,
      grace,
      stream: [
        {x: climbX, y: lpddr.y},
        {x: climbX, y: linkY},
        {x: gpu.x, y: linkY},
      ],
    },
    pcie: {
      memory: ddr5,
      reader: oldGpu,
      box,
      stream: [
        {x: pcieX, y: ddr5.y},
        {x: pcieX, y: oldGpu.y + oldGpu.h},
      ],
    },
    hbmBand,
    c2cLink: rect(grace.x + grace.w, linkY - c2cLinkWidth / 2, gpu.x - grace.x - grace.w, c2cLinkWidth),
    header: rect(grace.x, 130, box.x + box.w - grace.x, 44),
    prefetchPath: swap(-26, climbX - 26, gpu.x + 120),
    evictPath: swap(26, climbX + 26, gpu.x + 60).reverse(),
  };
}
