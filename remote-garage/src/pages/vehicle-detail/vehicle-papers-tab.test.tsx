import { screen, waitFor } from '@testing-library/react';
import { sentBodies } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import { vehicleDocument } from '../../../test/vehicle-document';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { VehiclePapersTab } from './vehicle-papers-tab';

const vehicle = { id: 'v1', title: '1962 Jaguar E-Type', odometerUnit: 'mi' } as Vehicle;
const receipt = vehicleDocument();

describe('Make a record from this', () => {
  it('opens the maintenance form with what the receipt says, and files the paper under the saved record', async () => {
    const { user, fetchMock } = renderGarage(<VehiclePapersTab vehicle={vehicle} />, {
      api: {
        'GET /api/v1/vehicles/v1/documents': { body: { data: [receipt] } },
        'GET /api/v1/documents/d1/record-draft': {
          body: {
            data: {
              documentId: 'd1',
              performedOn: '2026-03-14',
              totalCost: 412.8,
              currency: 'GBP',
              supplier: 'Marelli Specialists Ltd',
              title: 'Dynamo rebuild',
            },
          },
        },
        'POST /api/v1/vehicles/v1/maintenance': {
          status: 201,
          body: { data: { id: 'r9', vehicleId: 'v1', title: 'Dynamo rebuild' } },
        },
        'PATCH /api/v1/documents/d1': { body: { data: { ...receipt, maintenanceRecordId: 'r9' } } },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Make a record from this' }));

    const form = await screen.findByRole('form', {
      name: 'Make a record from Marelli dynamo rebuild',
    });
    expect(form).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-14');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Dynamo rebuild');
    expect(screen.getByLabelText('Done by')).toHaveDisplayValue('A garage or shop');
    expect(screen.getByLabelText(/^Shop name/)).toHaveValue('Marelli Specialists Ltd');
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    expect(screen.getByLabelText('Part')).toHaveValue('As invoiced (total)');
    expect(screen.getByLabelText('Unit cost')).toHaveDisplayValue('412.80');

    await user.click(screen.getByRole('button', { name: 'Save record' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH', '/api/v1/documents/d1')).toEqual([
        { maintenanceRecordId: 'r9' },
      ]),
    );
    expect(sentBodies(fetchMock, 'POST', '/api/v1/vehicles/v1/maintenance')).toEqual([
      expect.objectContaining({
        performedOn: '2026-03-14',
        title: 'Dynamo rebuild',
        performedBy: 'shop',
        shopName: 'Marelli Specialists Ltd',
        currency: 'GBP',
        parts: [expect.objectContaining({ description: 'As invoiced (total)', unitCost: 412.8 })],
      }),
    ]);
    expect(await screen.findByRole('button', { name: 'Make a record from this' })).toBeVisible();
  });
});
