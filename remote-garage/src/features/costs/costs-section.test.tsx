import { screen, within } from '@testing-library/react';
import { apiError, sentBodies } from '@vg/shared/test-support';
import type { Cost } from '@vg/contract';
import { renderGarage } from '../../../test/render-garage';
import { CostsSection } from './costs-section';

const insurance: Cost = {
  id: 'c1',
  vehicleId: 'v1',
  kind: 'insurance',
  date: '2026-03-01',
  amount: 420,
  currency: 'GBP',
  recurrence: 'yearly',
  note: null,
  reminderId: 'r1',
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
};

const openCosts = (costs: Cost[], api = {}) =>
  renderGarage(<CostsSection vehicleId="v1" />, {
    api: {
      'GET /api/v1/vehicles/v1/costs': { body: { data: costs, page: { nextCursor: null } } },
      ...api,
    },
  });

describe('CostsSection', () => {
  it('lists each cost with its kind, amount, day and how it repeats, and says what to add when empty', async () => {
    openCosts([insurance]);
    const list = await screen.findByRole('list', { name: 'Costs of keeping' });
    expect(within(list).getByText('Insurance · £420.00')).toBeVisible();
    expect(within(list).getByText('Mar 1, 2026 · Every year')).toBeVisible();
  });

  it('says what to add when there are none', async () => {
    openCosts([]);
    expect(
      await screen.findByText(
        'No costs of keeping yet. Add the insurance, road tax, storage or club membership.',
      ),
    ).toBeVisible();
  });

  it('adds a yearly cost with its currency', async () => {
    const { user, fetchMock } = openCosts([], {
      'POST /api/v1/vehicles/v1/costs': { status: 201, body: { data: insurance } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a cost' }));
    const form = screen.getByRole('form', { name: 'Add a cost' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'storage');
    const date = within(form).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-02-01');
    await user.type(within(form).getByLabelText(/^Amount/), '600');
    const currency = within(form).getByLabelText('Currency');
    await user.clear(currency);
    await user.type(currency, 'gbp');
    await user.selectOptions(within(form).getByLabelText('Repeats'), 'yearly');
    await user.click(within(form).getByRole('button', { name: 'Add the cost' }));
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/costs')).toEqual([
      {
        kind: 'storage',
        date: '2026-02-01',
        amount: 600,
        currency: 'GBP',
        recurrence: 'yearly',
        note: null,
      },
    ]);
  });

  it('asks for the amount and its currency before sending', async () => {
    const { user, fetchMock } = openCosts([]);
    await user.click(await screen.findByRole('button', { name: 'Add a cost' }));
    const form = screen.getByRole('form', { name: 'Add a cost' });
    await user.clear(within(form).getByLabelText('Currency'));
    await user.click(within(form).getByRole('button', { name: 'Add the cost' }));
    expect(within(form).getByText('This field is required.')).toBeVisible();
    await user.type(within(form).getByLabelText(/^Amount/), '80');
    await user.click(within(form).getByRole('button', { name: 'Add the cost' }));
    expect(within(form).getByText('Choose the currency this cost was paid in.')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/costs')).toHaveLength(0);
  });

  it("keeps what was typed and shows the server's reason next to its field", async () => {
    const { user } = openCosts([], {
      'POST /api/v1/vehicles/v1/costs': apiError(422, 'Validation failed', {
        amount: 'Use at most 10000000.',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a cost' }));
    const form = screen.getByRole('form', { name: 'Add a cost' });
    const amount = within(form).getByLabelText(/^Amount/);
    await user.type(amount, '99999999');
    const currency = within(form).getByLabelText('Currency');
    await user.clear(currency);
    await user.type(currency, 'EUR');
    await user.click(within(form).getByRole('button', { name: 'Add the cost' }));
    expect(await within(form).findByText('Use at most 10000000.')).toBeVisible();
    expect(amount).toHaveValue(99999999);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(currency).toHaveValue('EUR');
  });

  it('asks before deleting a cost', async () => {
    const { user, fetchMock } = openCosts([insurance], {
      'DELETE /api/v1/costs/c1': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Insurance · £420.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Insurance · £420.00”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/v1/costs/c1') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
