import { palette } from '@vg/contract/design-tokens';

// The series colours, from the product's palette (docs/adr/0023-design-tokens.md): racing green and
// brass first, then the palette's other strong shades, so neighbouring stacks differ in tone as well
// as hue. Every figure is also in the chart's table and legend, never told by colour alone.
export const SERIES_COLORS: readonly string[] = [
  palette.racingGreen,
  palette.brass,
  palette.rust,
  palette.racingGreenSoft,
  palette.inkMuted,
  palette.brassDeep,
  palette.leafGreen,
  palette.hairlineStrong,
  palette.racingGreenDeep,
  palette.signalRedDeep,
];

export const seriesColor = (index: number): string =>
  SERIES_COLORS[index % SERIES_COLORS.length] as string;
