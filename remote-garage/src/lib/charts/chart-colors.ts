import { seriesColors } from '@vg/contract/design-tokens';

// The series colours, from the design tokens (docs/adr/0023-design-tokens.md): racing green and
// brass first, then the palette's other strong shades, so neighbouring stacks differ in tone as well
// as hue. Custom properties with a light and a dark value each (docs/adr/0028), so a chart reads
// in either scheme. Every figure is also in the chart's table and legend, never told by colour alone.
export const SERIES_COLORS: readonly string[] = seriesColors;

export const seriesColor = (index: number): string =>
  SERIES_COLORS[index % SERIES_COLORS.length] as string;
