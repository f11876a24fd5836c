/** The colours that carry a meaning, the same in all videos (docs/design.md, visual language); the palettes give their values. */
export const meaningColours = [
  'cpu',
  'gpu',
  'memory',
  'pcie',
  'c2c',
  'nvhbi',
  'nvlink',
  'warpStalled',
  'warpReady',
  'warpIssuing',
] as const;
export type MeaningColour = (typeof meaningColours)[number];

/** Meaning colours drawn in one frame: the audit keeps each pair apart under colour-vision deficiency. */
export type ColourGroup = {where: string; colours: readonly MeaningColour[]};
