import { screen, within } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import { costSummary } from '../../../test/cost-summary';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { VehicleCostsTab } from './vehicle-costs-tab';

jest.mock('../../lib/charts/chart-drawing', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <svg role="img" aria-label={label} />,
}));

const vehicle = { id: 'v1', title: '1962 Jaguar E-Type', odometerUnit: 'mi' } as Vehicle;
const page = { body: { data: [], page: { nextCursor: null } } };

const openCosts = (api = {}) =>
  renderGarage(<VehicleCostsTab vehicle={vehicle} />, {
    api: {
      'GET /api/v1/vehicles/v1/cost-summary': { body: { data: costSummary() } },
      'GET /api/v1/vehicles/v1/costs': page,
      'GET /api/v1/vehicles/v1/valuations': page,
      'GET /api/v1/vehicles/v1/condition-reports': page,
      'GET /api/v1/vehicles/v1/fuel': {
        body: {
          data: {
            fills: [],
            economy: { unit: 'mpg_uk', odometerUnit: 'mi', overall: null, intervals: [] },
          },
        },
      },
      ...api,
    },
  });

describe('VehicleCostsTab', () => {
  it('gives the totals since purchase and per mile, and each chart’s sentence', async () => {
    openCosts();
    const sincePurchase = await screen.findByText('Since purchase (May 1, 2020)');
    expect(sincePurchase.nextElementSibling).toHaveTextContent('£4,620.00');
    expect(screen.getByText('Per mi').nextElementSibling).toHaveTextContent('£0.38 per mi');
    expect(
      screen.getByText('£4,120.00 spent in 2026, most of it on work on the car.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        '£4,620.00 spent keeping it since purchase; last valued at £85,000.00 on Jan 15, 2026.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('52,300 mi on Apr 1, 2026, 12,300 mi more than on May 1, 2020.'),
    ).toBeVisible();
    expect(
      screen.getByText('Fuel economy shows once two fill-ups to a full tank are logged.'),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Odometer readings' })).toBeInTheDocument();
    for (const button of ['Add a cost', 'Add a fill-up', 'Add a valuation'])
      expect(screen.getByRole('button', { name: button })).toBeVisible();
  });

  it('totals a restoration the keeper names, from its first day to its last', async () => {
    const { user, fetchMock } = openCosts({
      'GET /api/v1/vehicles/v1/cost-summary?from=2021-01-01&to=2022-06-30': {
        body: {
          data: costSummary({
            range: {
              from: '2021-01-01',
              to: '2022-06-30',
              totals: [
                { currency: 'GBP', total: 31000, byCategory: costSummary().perYear[0]!.byCategory },
              ],
            },
          }),
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Total for a range' });
    await user.type(within(form).getByLabelText('Name'), 'Restoration');
    await user.type(within(form).getByLabelText('From'), '2021-01-01');
    await user.type(within(form).getByLabelText('To'), '2022-06-30');
    await user.click(within(form).getByRole('button', { name: 'Show the total' }));
    expect(await screen.findByText('Restoration (Jan 1, 2021 to Jun 30, 2022)')).toBeVisible();
    expect(screen.getByText('£31,000.00')).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).includes('/cost-summary?from=2021-01-01&to=2022-06-30'),
      ),
    ).toBe(true);
  });

  it('refuses a range whose last day comes before its first', async () => {
    const { user } = openCosts();
    const form = await screen.findByRole('form', { name: 'Total for a range' });
    await user.type(within(form).getByLabelText('From'), '2022-01-01');
    await user.type(within(form).getByLabelText('To'), '2021-01-01');
    await user.click(within(form).getByRole('button', { name: 'Show the total' }));
    expect(within(form).getByText('The last day comes after the first.')).toBeVisible();
  });
});
