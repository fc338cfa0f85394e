// What a chart draws and what its table says, as plain data: the figures functions (features/costs)
// write these, the chart kit draws them. Nothing here imports the chart library, so the figures are
// tested without it and a page that only shows tables never loads it.

/** One series of a stacked bar chart: a value for each of the chart's groups (years). */
export interface BarSeries {
  key: string;
  label: string;
  values: number[];
}

/** Bars stacked per group, e.g. a year's spending by category. */
export interface BarChartData {
  kind: 'bars';
  groups: string[];
  series: BarSeries[];
  /** How the value axis writes a figure ('£1,200'). */
  formatValue: (value: number) => string;
}

export interface LinePoint {
  /** A calendar day, 'YYYY-MM-DD'. */
  date: string;
  value: number;
}

export interface LineSeries {
  key: string;
  label: string;
  points: LinePoint[];
  /** Drawn as a step (a running total), else a straight line between points. */
  step?: boolean;
}

/** Lines over calendar days, e.g. the odometer or the cost of keeping against valuations. */
export interface LineChartData {
  kind: 'lines';
  series: LineSeries[];
  formatValue: (value: number) => string;
}

export type ChartData = BarChartData | LineChartData;

/** The same figures as a table: its caption, column headings and rows of written-out cells. */
export interface ChartTable {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; cells: string[] }>;
}

/** One chart as a page shows it: a one-sentence summary, the drawing, and the table. */
export interface ChartFigureData {
  key: string;
  /** Its heading beside other charts of the same figures, e.g. one per currency: 'In GBP'. */
  heading?: string;
  summary: string;
  chart: ChartData;
  table: ChartTable;
}
