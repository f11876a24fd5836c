import type {Quantity} from '../model/quantity';

/** A cell: a quantity (formatted by the one formatter, with its facts) or a name. */
export type ChartCell = {quantity: Quantity; key?: string} | {text: string};

/**
 * The "table view" of one chart a scene draws: the same data, as rows. `S` is the video's scene
 * ids (`SceneId<typeof script>`), so a table of a renamed scene is a `tsc` error where the
 * tables are written (compositions/chart-tables.ts); the companion pages read them as `ChartTable`.
 */
export type ChartTable<S extends string = string> = {
  sceneId: S;
  /** what the chart shows, in words */
  title: string;
  columns: string[];
  rows: ChartCell[][];
};
