import { screen, within } from '@testing-library/react';
import { sentBodies } from '@vg/shared/test-support';
import type { FuelFill, FuelList } from '@vg/contract';
import { renderGarage } from '../../../test/render-garage';
import { FuelSection } from './fuel-section';

const fill: FuelFill = {
  id: 'f1',
  vehicleId: 'v1',
  date: '2026-04-02',
  odometer: 41250,
  volume: 42.5,
  volumeUnit: 'litre',
  totalPrice: 68.3,
  currency: 'GBP',
  full: true,
  note: null,
  createdAt: '2026-04-02T10:00:00Z',
  updatedAt: '2026-04-02T10:00:00Z',
};

const answer = (fills: FuelFill[]): FuelList => ({
  fills,
  economy: { unit: 'mpg_uk', odometerUnit: 'mi', overall: null, intervals: [] },
});

const openFuel = (fills: FuelFill[], api = {}) =>
  renderGarage(<FuelSection vehicleId="v1" odometerUnit="mi" />, {
    api: { 'GET /api/v1/vehicles/v1/fuel': { body: { data: answer(fills) } }, ...api },
  });

describe('FuelSection', () => {
  it('lists each fill-up with its volume, reading, price and whether the tank was full', async () => {
    openFuel([fill]);
    const list = await screen.findByRole('list', { name: 'Fill-ups' });
    expect(within(list).getByText('Apr 2, 2026 · 42.5 L')).toBeVisible();
    expect(within(list).getByText('41,250 mi · £68.30 · Full tank')).toBeVisible();
  });

  it('logs a partial fill-up in the unit chosen', async () => {
    const { user, fetchMock } = openFuel([], {
      'POST /api/v1/vehicles/v1/fuel': { status: 201, body: { data: fill } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a fill-up' }));
    const form = screen.getByRole('form', { name: 'Add a fill-up' });
    const date = within(form).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-04-02');
    await user.type(within(form).getByLabelText(/^Odometer/), '41250');
    await user.type(within(form).getByLabelText(/^Volume/), '9.5');
    await user.selectOptions(within(form).getByLabelText('Unit'), 'imperial_gallon');
    await user.click(within(form).getByLabelText('Full tank'));
    await user.click(within(form).getByRole('button', { name: 'Add the fill-up' }));
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/fuel')).toEqual([
      expect.objectContaining({
        date: '2026-04-02',
        odometer: 41250,
        volume: 9.5,
        volumeUnit: 'imperial_gallon',
        totalPrice: null,
        full: false,
      }),
    ]);
  });

  it('asks for the reading and the volume before sending', async () => {
    const { user, fetchMock } = openFuel([]);
    await user.click(await screen.findByRole('button', { name: 'Add a fill-up' }));
    const form = screen.getByRole('form', { name: 'Add a fill-up' });
    await user.click(within(form).getByRole('button', { name: 'Add the fill-up' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/fuel')).toHaveLength(0);
  });
});
