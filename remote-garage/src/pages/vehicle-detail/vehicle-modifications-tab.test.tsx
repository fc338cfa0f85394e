import { screen, waitFor } from '@testing-library/react';
import { sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { VehicleModificationsTab } from './vehicle-modifications-tab';

const vehicle = { id: 'v1', title: '1962 Jaguar E-Type', odometerUnit: 'mi' } as Vehicle;
const empty = { data: [], page: { nextCursor: null } };
const ignition = {
  id: 'm1',
  vehicleId: 'v1',
  title: 'Electronic ignition',
  description: null,
  system: 'ignition',
  status: 'completed',
  performedOn: '2024-05-01',
  inPeriod: false,
  reversible: true,
  originalRetained: true,
  originalLocation: null,
  reason: null,
  cost: null,
  currency: null,
  updatedAt: '2024-05-01T10:00:00.000Z',
};

describe('VehicleModificationsTab', () => {
  it('records a modification and gives focus back to the button that opened the form', async () => {
    const { user, fetchMock } = renderGarage(<VehicleModificationsTab vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/modifications': () => ({ body: empty }),
        'POST /api/v1/vehicles/v1/modifications': () => ({
          status: 201,
          body: { data: { ...ignition } },
        }),
      },
    });
    const [opener] = await screen.findAllByRole('button', { name: 'Record a modification' });
    opener!.focus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Title'), 'Electronic ignition');
    await user.click(screen.getByRole('button', { name: 'Save modification' }));

    await waitFor(() => expect(opener).toHaveFocus());
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/modifications')[0]).toMatchObject({
      title: 'Electronic ignition',
    });
  });

  it('puts the focus on Title when Enter on Record a modification opens the form', async () => {
    const { user } = renderGarage(<VehicleModificationsTab vehicle={vehicle} />, {
      api: { 'GET /api/v1/vehicles/v1/modifications': () => ({ body: empty }) },
    });
    const [opener] = await screen.findAllByRole('button', { name: 'Record a modification' });
    opener!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  });

  it('saves an edit through PUT and shows the list again', async () => {
    const { user, fetchMock } = renderGarage(<VehicleModificationsTab vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/modifications': () => ({
          body: { data: [ignition], page: { nextCursor: null } },
        }),
        'PUT /api/v1/modifications/m1': () => ({ body: { data: { ...ignition, reason: 'x' } } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Electronic ignition' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/v1/modifications/m1')).toHaveLength(1),
    );
    expect(
      await screen.findByRole('button', { name: 'Edit Electronic ignition' }),
    ).toBeInTheDocument();
  });
});
