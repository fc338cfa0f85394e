import { screen } from '@testing-library/react';
import type { HandOver } from '@vg/contract';
import { apiError, sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import { contentsSentence, HandOverOffer } from './hand-over-offer';

const offer: HandOver = {
  id: 'h1',
  vehicleId: 'v1',
  vehicleTitle: '1962 Jaguar E-Type',
  soldOn: '2026-11-20',
  includeCosts: false,
  includeNotes: true,
  keepCopy: true,
  contents: { maintenance: 3, modifications: 1, photos: 12, documents: 2, keepers: 1 },
  state: 'open',
  role: 'buyer',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  acceptedAt: null,
};

describe('HandOverOffer', () => {
  it('counts what comes with the car', () => {
    expect(contentsSentence(offer.contents)).toBe(
      'its particulars and its history: 3 maintenance records, 1 modification, 12 photos, 2 papers and 1 keeper on record',
    );
    expect(
      contentsSentence({ maintenance: 2, modifications: 0, photos: 0, documents: 1, keepers: 0 }),
    ).toBe('its particulars and its history: 2 maintenance records and 1 paper');
    expect(
      contentsSentence({ maintenance: 0, modifications: 0, photos: 0, documents: 0, keepers: 0 }),
    ).toBe('its particulars; no records yet');
  });

  it('shows the buyer what they take on, and takes the car into their garage', async () => {
    const { user, fetchMock } = renderGarage(<HandOverOffer code="ABCD2345EFGH" />, {
      route: '/hand-over/ABCD2345EFGH',
      path: '/hand-over/:code',
      api: {
        'GET /api/v1/hand-overs/ABCD2345EFGH': { body: { data: offer } },
        'POST /api/v1/hand-overs/ABCD2345EFGH/accept': { body: { data: { vehicleId: 'v1' } } },
      },
    });
    expect(await screen.findByRole('heading', { name: '1962 Jaguar E-Type' })).toBeVisible();
    expect(
      screen.getByText(
        'Sold on Nov 20, 2026. With it come its particulars and its history: 3 maintenance records, 1 modification, 12 photos, 2 papers and 1 keeper on record.',
      ),
    ).toBeVisible();
    expect(screen.getByText('The previous keeper keeps the costs.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Take the car into my garage' }));
    expect(sentBodies(fetchMock, 'POST', '/api/v1/hand-overs/ABCD2345EFGH/accept')).toHaveLength(1);
    expect(await screen.findByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/vehicles/v1',
    );
  });

  it('says why a code offers nothing, in the API’s words', async () => {
    renderGarage(<HandOverOffer code="NOPE" />, {
      api: {
        'GET /api/v1/hand-overs/NOPE': apiError(
          404,
          'This hand-over code is not valid: it may have been withdrawn or have expired. Ask the keeper for a new one.',
        ),
      },
    });
    expect(await screen.findByText('This hand-over cannot be accepted')).toBeVisible();
    expect(
      screen.getByText(
        'This hand-over code is not valid: it may have been withdrawn or have expired. Ask the keeper for a new one.',
      ),
    ).toBeVisible();
  });

  it('tells its own seller to give the code away, with nothing to accept', async () => {
    renderGarage(<HandOverOffer code="ABCD2345EFGH" />, {
      api: {
        'GET /api/v1/hand-overs/ABCD2345EFGH': { body: { data: { ...offer, role: 'seller' } } },
      },
    });
    expect(await screen.findByText(/This is your offer\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take the car into my garage' })).toBeNull();
  });
});
