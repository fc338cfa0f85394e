import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VgThemeProvider } from '@vg/shared';
import { ChartFigure } from './chart-figure';
import type { ChartFigureData } from './chart-types';

// The drawing is the chart library's (its own chunk); what a reader must get is here without it.
jest.mock('./chart-drawing', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <svg role="img" aria-label={label} />,
}));

const figure: ChartFigureData = {
  key: 'spending-GBP',
  summary: '£4,120.00 spent in 2026, most of it on work on the car.',
  chart: {
    kind: 'bars',
    groups: ['2025', '2026'],
    series: [
      { key: 'work', label: 'Work (maintenance and modifications)', values: [300, 3500] },
      { key: 'insurance', label: 'Insurance', values: [200, 620] },
    ],
    formatValue: String,
  },
  table: {
    caption: 'Spending per year by category, GBP',
    columns: ['Year', 'Work (maintenance and modifications)', 'Insurance', 'Total'],
    rows: [
      { key: '2025', cells: ['2025', '£300.00', '£200.00', '£500.00'] },
      { key: '2026', cells: ['2026', '£3,500.00', '£620.00', '£4,120.00'] },
    ],
  },
};

describe('ChartFigure', () => {
  it('says in a sentence what the chart shows, names the drawing by it, and keys its colours', async () => {
    render(
      <VgThemeProvider>
        <ChartFigure figure={figure} />
      </VgThemeProvider>,
    );
    expect(
      screen.getByText('£4,120.00 spent in 2026, most of it on work on the car.'),
    ).toBeVisible();
    expect(
      await screen.findByRole('img', {
        name: 'Spending per year by category, GBP. £4,120.00 spent in 2026, most of it on work on the car.',
      }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Work (maintenance and modifications)', 'Insurance']);
  });

  it('gives the same figures as a table, always to screen readers and on screen after Show as table', async () => {
    const user = userEvent.setup();
    render(
      <VgThemeProvider>
        <ChartFigure figure={figure} />
      </VgThemeProvider>,
    );
    const table = screen.getByRole('table', { name: 'Spending per year by category, GBP' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', 'Work (maintenance and modifications)', 'Insurance', 'Total']);
    const row2026 = within(table).getByRole('row', { name: /2026/ });
    expect(within(row2026).getByRole('rowheader')).toHaveTextContent('2026');
    expect(
      within(row2026)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£3,500.00', '£620.00', '£4,120.00']);

    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
