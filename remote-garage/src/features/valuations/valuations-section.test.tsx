import { screen, within } from '@testing-library/react';
import { sentBodies } from '@vg/shared/test-support';
import type { Valuation } from '@vg/contract';
import { renderGarage } from '../../../test/render-garage';
import { ValuationsSection } from './valuations-section';

const agreed: Valuation = {
  id: 'val1',
  vehicleId: 'v1',
  date: '2026-01-15',
  amount: 85000,
  currency: 'GBP',
  kind: 'agreed',
  valuedBy: 'Hagerty',
  note: null,
  documentId: null,
  createdAt: '2026-01-15T10:00:00Z',
  updatedAt: '2026-01-15T10:00:00Z',
};

const openValuations = (valuations: Valuation[], api = {}) =>
  renderGarage(<ValuationsSection vehicleId="v1" />, {
    api: {
      'GET /api/v1/vehicles/v1/valuations': {
        body: { data: valuations, page: { nextCursor: null } },
      },
      ...api,
    },
  });

describe('ValuationsSection', () => {
  it('lists each valuation with its amount, kind, day and who gave it', async () => {
    openValuations([agreed]);
    const list = await screen.findByRole('list', { name: 'Valuations' });
    expect(within(list).getByText('£85,000.00 · Agreed value (insurance)')).toBeVisible();
    expect(within(list).getByText('Jan 15, 2026 · by Hagerty')).toBeVisible();
  });

  it('edits a valuation in place, starting from what was saved', async () => {
    const { user, fetchMock } = openValuations([agreed], {
      'PATCH /api/v1/valuations/val1': { body: { data: { ...agreed, amount: 90000 } } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit £85,000.00 · Agreed value (insurance)' }),
    );
    const form = screen.getByRole('form', { name: 'Edit the valuation' });
    const amount = within(form).getByLabelText(/^Amount/);
    expect(amount).toHaveValue(85000);
    expect(within(form).getByLabelText('Kind')).toHaveValue('agreed');
    await user.clear(amount);
    await user.type(amount, '90000');
    await user.click(within(form).getByRole('button', { name: 'Save the valuation' }));
    expect(sentBodies(fetchMock, 'PATCH', '/api/v1/valuations/val1')).toEqual([
      expect.objectContaining({
        amount: 90000,
        currency: 'GBP',
        kind: 'agreed',
        valuedBy: 'Hagerty',
      }),
    ]);
  });
});
