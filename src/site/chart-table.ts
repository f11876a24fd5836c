import type {Quantity} from '../model/quantity';

/** A cell: a quantity (formatted by the one formatter, with its facts) or a name. */
export type ChartCell = {quantity: Quantity; key?: string} | {text: string};

/** The "table view" of one chart a scene draws: the same data, as rows. */
export type ChartTable = {
  sceneId: string;
  /** what the chart shows, in words */
  title: string;
  columns: string[];
  rows: ChartCell[][];
};
