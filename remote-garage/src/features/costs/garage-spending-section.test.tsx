import { screen, within } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { GarageSpendingSection } from './garage-spending-section';

jest.mock('../../lib/charts/chart-drawing', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <svg role="img" aria-label={label} />,
}));

describe('GarageSpendingSection', () => {
  it('draws a chart per currency, each with its sentence and table, never adding them together', async () => {
    renderGarage(<GarageSpendingSection />, {
      api: {
        'GET /api/v1/dashboard/spending': {
          body: {
            data: {
              vehicles: [
                { id: 'a', title: '1962 Jaguar E-Type' },
                { id: 'b', title: '1972 Citroën DS' },
              ],
              perYear: [
                {
                  year: 2026,
                  currency: 'GBP',
                  total: 5000,
                  byVehicle: [
                    { vehicleId: 'a', total: 4000 },
                    { vehicleId: 'b', total: 1000 },
                  ],
                },
                {
                  year: 2026,
                  currency: 'EUR',
                  total: 300,
                  byVehicle: [{ vehicleId: 'b', total: 300 }],
                },
              ],
            },
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'In GBP' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'In EUR' })).toBeVisible();
    expect(
      screen.getByText(
        '£5,000.00 spent across the garage in 2026, most of it on the 1962 Jaguar E-Type.',
      ),
    ).toBeVisible();
    expect(screen.getByText('€300.00 spent across the garage in 2026.')).toBeVisible();
    const euros = screen.getByRole('table', { name: 'Spending per year by car, EUR' });
    expect(
      within(euros)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', '1972 Citroën DS', 'Total']);
  });

  it('says what adds up here before anything is spent', async () => {
    renderGarage(<GarageSpendingSection />, {
      api: { 'GET /api/v1/dashboard/spending': { body: { data: { vehicles: [], perYear: [] } } } },
    });
    expect(
      await screen.findByText(
        "Nothing spent yet. Costs, work and fill-ups you log on a car's page add up here.",
      ),
    ).toBeVisible();
  });
});
