import { screen, waitFor } from '@testing-library/react';
import { sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { SharingSection } from './sharing-section';

const vehicle = { id: 'v1', title: '1962 Jaguar E-Type', visibility: 'unlisted' } as Vehicle;
const link = {
  id: 'l1',
  vehicleId: 'v1',
  label: null,
  scope: { maintenance: true, modifications: true, photos: true, costs: false, notes: true },
  createdAt: '2026-05-01T10:00:00.000Z',
  revokedAt: null,
};

describe('SharingSection', () => {
  it('offers to include the private notes, off unless ticked, and says a link shows them', async () => {
    let links: unknown[] = [];
    const { user, fetchMock } = renderGarage(<SharingSection vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/share-links': () => ({
          body: { data: links, page: { nextCursor: null } },
        }),
        'POST /api/v1/vehicles/v1/share-links': () => {
          links = [link];
          return {
            status: 201,
            body: {
              data: { ...link, token: 't'.repeat(43), path: `/public/vehicle/${'t'.repeat(43)}` },
            },
          };
        },
      },
    });
    const notes = await screen.findByRole('checkbox', { name: 'Private notes' });
    expect(notes).not.toBeChecked();
    expect(notes).toHaveAccessibleDescription(
      'Off unless you choose it: the notes on maintenance records and keepers.',
    );
    await user.click(notes);
    await user.click(screen.getByRole('button', { name: 'Create share link' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/share-links')).toEqual([
        {
          label: null,
          scope: {
            maintenance: true,
            modifications: true,
            photos: true,
            costs: false,
            notes: true,
            documents: false,
          },
        },
      ]),
    );
    expect(
      await screen.findByText(
        /shows maintenance records, modifications, approved photos, private notes/,
      ),
    ).toBeInTheDocument();
  });
});
