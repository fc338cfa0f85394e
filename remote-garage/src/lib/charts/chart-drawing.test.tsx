import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { seriesColors } from '@vg/contract/design-tokens';
import { ChartDrawing } from './chart-drawing';

// jsdom lays nothing out: the parent is given a phone's width, as a ResizeObserver would report.
jest.mock('@visx/responsive', () => ({
  ParentSize: ({ children }: { children: (size: { width: number }) => ReactNode }) =>
    children({ width: 360 }),
}));

describe('ChartDrawing', () => {
  it('stacks the bars in the palette’s colours, an image named for assistive technology', () => {
    render(
      <ChartDrawing
        label="Spending per year by category, GBP"
        chart={{
          kind: 'bars',
          groups: ['2025', '2026'],
          series: [
            { key: 'work', label: 'Work', values: [300, 3500] },
            { key: 'insurance', label: 'Insurance', values: [200, 620] },
          ],
          formatValue: (value) => `£${value}`,
        }}
      />,
    );
    const svg = screen.getByRole('img', { name: 'Spending per year by category, GBP' });
    expect(svg).toHaveAttribute('width', '360');
    const fills = [...svg.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'));
    // The first two series' colours, as custom properties with a light and a dark value.
    const [first, second] = seriesColors;
    expect(fills).toEqual([first, first, second, second]);
    expect(first).toBe('var(--vg-series-1)');
    // The axes' ticks are the library's, written by the chart's own formatter.
    expect(svg).toHaveTextContent('2026');
    expect(svg).toHaveTextContent('£');
  });

  it('draws a running total as steps and marks every reading', () => {
    render(
      <ChartDrawing
        label="Cost of keeping"
        chart={{
          kind: 'lines',
          series: [
            {
              key: 'spent',
              label: 'Cost of keeping so far',
              step: true,
              points: [
                { date: '2025-01-01', value: 100 },
                { date: '2025-06-01', value: 400 },
              ],
            },
          ],
          formatValue: String,
        }}
      />,
    );
    const svg = screen.getByRole('img', { name: 'Cost of keeping' });
    expect(svg.querySelectorAll('circle')).toHaveLength(2);
    // Two points as a step: across, then up (three vertices in the path).
    const path = svg.querySelector('path[stroke]')?.getAttribute('d') ?? '';
    expect(path.match(/L/g)).toHaveLength(2);
  });

  it('tells a single day’s point against months, not hours', () => {
    render(
      <ChartDrawing
        label="Cost of keeping, EUR"
        chart={{
          kind: 'lines',
          series: [
            {
              key: 'spent',
              label: 'Cost of keeping so far',
              points: [{ date: '2023-06-01', value: 450 }],
            },
          ],
          formatValue: String,
        }}
      />,
    );
    const ticks = [
      ...screen.getByRole('img', { name: 'Cost of keeping, EUR' }).querySelectorAll('text'),
    ]
      .map((text) => text.textContent ?? '')
      .filter((text) => /[A-Za-z]/.test(text));
    expect(ticks.length).toBeGreaterThan(0);
    for (const tick of ticks) expect(tick).not.toMatch(/AM|PM|^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) /);
  });
});
