import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, theme } from '@vg/shared';
import { seriesColor } from './chart-colors';
import { ChartTableView } from './chart-table';
import type { ChartFigureData } from './chart-types';

// The chart library is fetched only by a screen that shows a chart, in one chunk for every chart
// of the remote: the dashboard and a car's Costs tab share it, a visitor's page never asks for it.
const ChartDrawing = lazy(() => import(/* webpackChunkName: "charts" */ './chart-drawing'));

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  margin: 0;
  break-inside: avoid;

  @media print {
    /* Colours kept on paper: the series are told apart by them. */
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

const Summary = styled.p`
  font-family: ${theme.type.heading};
  font-size: ${theme.type.size.lg};
  ${theme.type.tabularNums}
`;

const DrawingBox = styled.div`
  min-height: 260px;
  width: 100%;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.type.size.sm};
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: ${theme.space(0.75)};
  border-radius: 2px;
  background: ${({ $color }) => $color};
  vertical-align: middle;
`;

// Off screen, not removed, while hidden: screen readers always have the figures; print shows them.
const TableBox = styled.div<{ $shown: boolean }>`
  ${({ $shown }) =>
    $shown
      ? ''
      : `position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden;
         clip: rect(0 0 0 0); white-space: nowrap; border: 0;`}

  @media print {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

const Toggle = styled.div`
  @media print {
    display: none;
  }
`;

interface ChartFigureProps {
  figure: ChartFigureData;
}

/**
 * One chart: the sentence that says what it shows, the drawing (an image named by that sentence),
 * its legend, and the same figures as a table behind 'Show as table'.
 */
export function ChartFigure({ figure }: ChartFigureProps) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  return (
    <Figure>
      <Summary>{figure.summary}</Summary>
      <DrawingBox>
        <Suspense fallback={null}>
          <ChartDrawing chart={figure.chart} label={`${figure.table.caption}. ${figure.summary}`} />
        </Suspense>
      </DrawingBox>
      <Legend aria-label="Legend">
        {figure.chart.series.map((series, index) => (
          <li key={series.key}>
            <Swatch $color={seriesColor(index)} aria-hidden="true" />
            {series.label}
          </li>
        ))}
      </Legend>
      <Toggle>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Hide the table' : 'Show as table'}
        </Button>
      </Toggle>
      <TableBox id={tableId} $shown={tableShown}>
        <ChartTableView table={figure.table} scrollable={tableShown} />
      </TableBox>
    </Figure>
  );
}
