import { screen } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { VehiclePhotosTab } from './vehicle-photos-tab';

const waiting = {
  id: 'p1',
  vehicleId: 'v1',
  caption: 'Nearside',
  stage: null,
  position: 0,
  width: 1600,
  height: 900,
  maintenanceRecordId: null,
  modificationId: null,
  thumbUrl: '/photos/p1-thumb.webp',
  displayUrl: '/photos/p1.webp',
  createdAt: '2026-01-01T00:00:00Z',
  moderationStatus: 'pending',
  rejectionReason: null,
  isCover: false,
};

const photosOf = (visibility: Vehicle['visibility']) => {
  const vehicle = { id: 'v1', title: '1962 Jaguar E-Type', visibility } as Vehicle;
  return renderGarage(<VehiclePhotosTab vehicle={vehicle} />, {
    api: {
      'GET /api/v1/vehicles/v1/photos': () => ({
        body: { data: [waiting], page: { nextCursor: null } },
      }),
      'GET /api/v1/photos/usage': () => ({
        body: { data: { usedBytes: 1024, quotaBytes: 500 * 1024 * 1024 } },
      }),
    },
  });
};

describe('VehiclePhotosTab', () => {
  it('says a private car’s waiting photo is its keeper’s alone, not that a moderator is looking', async () => {
    photosOf('private');
    expect(await screen.findByText('Only you see it')).toBeInTheDocument();
    expect(screen.queryByText('Awaiting review')).not.toBeInTheDocument();
  });

  it('says a shown car’s waiting photo awaits review', async () => {
    photosOf('unlisted');
    expect(await screen.findByText('Awaiting review')).toBeInTheDocument();
  });
});
