import {
  differenceCiede2000,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  parse,
  type Color,
} from 'culori';
import type {ColourGroup, MeaningColour} from '../script/meaning-colours';
import type {VideoDefinition} from '../script/video-definition';
import type {Palette} from '../visual/tokens';

export type Deficiency = 'protanopia' | 'deuteranopia' | 'tritanopia';

/** Colours a viewer learns as one legend across the series: the link kinds. Each video lists its own frames (its definition's colourGroups). */
export const seriesColourGroups: readonly ColourGroup[] = [
  {where: 'the link kinds, one legend', colours: ['pcie', 'c2c', 'nvhbi', 'nvlink']},
];

/** Every video's colour groups and the series' legend: the meaning colours that share a frame. */
export function colourGroupsOf(videos: readonly VideoDefinition[]): ColourGroup[] {
  return [
    ...videos.flatMap((v) => v.colourGroups.map((g) => ({...g, where: `${String(v.script.id)}: ${g.where}`}))),
    ...seriesColourGroups,
  ];
}

/**
 * ΔE2000 at or above which two meaning colours count as apart after simulation. 10 is the
 * start of the "large difference" band of CIEDE2000 scales (≈ 1–2 is a just-noticeable
 * difference, 2–6 small to medium), twice the "close" pair of the brief's first trial
 * (grey vs. teal, ΔE 4.9) and under its "apart" pair (red vs. green, ΔE ≥ 16); the margin
 * over "visible side by side" is for thin strokes and small chips, whose chroma H.264's
 * 4:2:0 subsampling halves.
 */
export const colourPairThreshold = 10;

export const deficiencies: Record<Deficiency, (c: Color) => Color> = {
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
};

/** The rule's deficiencies (docs/design.md §Visual language: protanopia and deuteranopia); tritanopia is reported, not required. */
export const requiredDeficiencies: Deficiency[] = ['protanopia', 'deuteranopia'];

const difference = differenceCiede2000();

/** CIEDE2000 between two CSS colours after simulating a full deficiency of one cone type. */
export function simulatedDifference(a: string, b: string, deficiency: Deficiency): number {
  const ca = parse(a);
  const cb = parse(b);
  if (ca === undefined || cb === undefined) throw new Error(`cannot parse ${a} or ${b}`);
  const simulate = deficiencies[deficiency];
  return difference(simulate(ca), simulate(cb));
}

export type ColourPair = {a: MeaningColour; b: MeaningColour; where: string[]};

/** Every unordered pair of meaning colours that share a frame, with the frames they share. */
export function colourPairs(groups: readonly ColourGroup[]): ColourPair[] {
  const pairs = new Map<string, ColourPair>();
  for (const group of groups) {
    for (let i = 0; i < group.colours.length; i++) {
      for (let j = i + 1; j < group.colours.length; j++) {
        const [a, b] = [group.colours[i], group.colours[j]].sort() as [MeaningColour, MeaningColour];
        const key = `${a}/${b}`;
        const pair = pairs.get(key) ?? {a, b, where: []};
        if (!pair.where.includes(group.where)) pair.where.push(group.where);
        pairs.set(key, pair);
      }
    }
  }
  return [...pairs.values()];
}

export type PairDistance = {
  a: MeaningColour;
  b: MeaningColour;
  deficiency: Deficiency;
  deltaE: number;
  ok: boolean;
  where: string[];
};

/**
 * ΔE2000 of each pair under each deficiency. Pairs of one and the same colour (GPU green and
 * ready green are one hue by design) are left out: shapes and labels tell those apart.
 */
export function checkColourPairs(
  palette: Palette,
  pairs: ColourPair[],
  which: Deficiency[] = requiredDeficiencies,
  threshold = colourPairThreshold,
): PairDistance[] {
  return pairs
    .filter((p) => palette[p.a].toLowerCase() !== palette[p.b].toLowerCase())
    .flatMap((p) =>
      which.map((deficiency) => {
        const deltaE = simulatedDifference(palette[p.a], palette[p.b], deficiency);
        return {a: p.a, b: p.b, deficiency, deltaE, ok: deltaE >= threshold, where: p.where};
      }),
    );
}
