import { screen } from '@testing-library/react';
import type { HandOver } from '@vg/contract';
import { sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { HandOverSection } from './hand-over-section';

const vehicle = { id: 'v1' } as Vehicle;

const handOver: HandOver = {
  id: 'h1',
  vehicleId: 'v1',
  vehicleTitle: '1962 Jaguar E-Type',
  soldOn: '2026-11-20',
  includeCosts: false,
  includeNotes: false,
  keepCopy: true,
  contents: { maintenance: 3, modifications: 1, photos: 12, documents: 2, keepers: 2 },
  state: 'open',
  role: 'seller',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  acceptedAt: null,
};

describe('HandOverSection', () => {
  it('makes a one-time code with what the keeper chose, shows it once, and withdraws it', async () => {
    const { user, fetchMock } = renderGarage(<HandOverSection vehicle={vehicle} />, {
      api: {
        'POST /api/v1/vehicles/v1/hand-overs': {
          status: 201,
          body: { data: { ...handOver, code: 'ABCD2345EFGH', path: '/hand-over/ABCD2345EFGH' } },
        },
        'POST /api/v1/hand-overs/ABCD2345EFGH/withdraw': {
          body: { data: { ...handOver, state: 'withdrawn' } },
        },
      },
    });
    await user.clear(screen.getByLabelText(/^Day of the sale/));
    await user.type(screen.getByLabelText(/^Day of the sale/), '2026-11-20');
    await user.click(screen.getByRole('checkbox', { name: /Hand over the costs/ }));
    await user.click(screen.getByRole('button', { name: 'Make the hand-over code' }));
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/hand-overs')).toEqual([
      { soldOn: '2026-11-20', includeCosts: true, includeNotes: false, keepCopy: true },
    ]);
    expect(await screen.findByLabelText('Hand-over code')).toHaveTextContent('ABCD-2345-EFGH');
    expect(screen.getByText(`${window.location.origin}/hand-over/ABCD2345EFGH`)).toBeVisible();
    expect(screen.getByText(/It works until Dec 4, 2026, once\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Withdraw the hand-over' }));
    expect(await screen.findByText('Hand-over withdrawn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make the hand-over code' })).toBeVisible();
  });

  it('says why the day of the sale was refused, by the field', async () => {
    const { user } = renderGarage(<HandOverSection vehicle={vehicle} />, {
      api: {
        'POST /api/v1/vehicles/v1/hand-overs': {
          status: 422,
          body: {
            error: {
              message: 'The date cannot be in the future.',
              fields: { soldOn: 'The date cannot be in the future.' },
            },
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Make the hand-over code' }));
    expect(await screen.findByText('The date cannot be in the future.')).toBeVisible();
    expect(screen.getByLabelText(/^Day of the sale/)).toHaveAccessibleDescription(
      /The date cannot be in the future\./,
    );
  });
});
