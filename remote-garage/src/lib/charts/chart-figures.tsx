import { Stack } from '@vg/shared';
import { ChartFigure } from './chart-figure';
import type { ChartFigureData } from './chart-types';

interface ChartFiguresProps {
  figures: ChartFigureData[];
  /** Said instead of a chart when there are no figures at all. */
  empty: string;
  /** The level of each currency's heading, one below the heading the charts are under. */
  headingLevel?: 'h3' | 'h4';
}

/** One chart per currency, each under its own heading when a car was paid for in several. */
export function ChartFigures({ figures, empty, headingLevel: Heading = 'h4' }: ChartFiguresProps) {
  if (figures.length === 0) return <p>{empty}</p>;
  if (figures.length === 1 && figures[0]) return <ChartFigure figure={figures[0]} />;
  return (
    <Stack gap={3}>
      {figures.map((figure) => (
        <Stack gap={1} key={figure.key}>
          {figure.heading ? <Heading>{figure.heading}</Heading> : null}
          <ChartFigure figure={figure} />
        </Stack>
      ))}
    </Stack>
  );
}
