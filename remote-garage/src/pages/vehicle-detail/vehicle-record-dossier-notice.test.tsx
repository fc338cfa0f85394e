import { screen } from '@testing-library/react';
import type { Dossier } from '@vg/contract';
import { page } from '@vg/shared/test-support';
import { renderGarage } from '../../../test/render-garage';
import type { MaintenanceRecord } from '../../entities/maintenance/api/maintenance-types';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { VehicleMaintenanceTab } from './vehicle-maintenance-tab';

const NOTICE =
  'A sale dossier holds this record: once saved, its verification page will show it as changed.';
const vehicle = { id: 'v1', title: '1962 Jaguar E-Type', odometerUnit: 'mi' } as Vehicle;
const record = (id: string, title: string): MaintenanceRecord => ({
  id,
  vehicleId: 'v1',
  vehicleTitle: '1962 Jaguar E-Type',
  performedOn: '2025-03-12',
  odometer: 48213,
  odometerUnit: 'mi',
  category: 'service',
  title,
  notes: null,
  performedBy: 'owner',
  shopName: null,
  labourHours: null,
  partsCost: null,
  labourCost: null,
  totalCost: null,
  currency: null,
  parts: [],
  createdAt: '2025-03-12T10:00:00.000Z',
  updatedAt: '2025-03-12T10:00:00.000Z',
});
const dossier = (recordIds: string[], withdrawnAt: string | null = null): Dossier => ({
  id: `d-${recordIds.join('-')}`,
  vehicleId: 'v1',
  code: 'XB08TB6AXZM8',
  path: '/verify/XB08TB6AXZM8',
  paper: 'A4',
  costs: false,
  notes: false,
  photoCount: 0,
  recordCount: recordIds.length,
  documentCount: 0,
  appendDocuments: false,
  fingerprint: 'ab'.repeat(32),
  createdAt: '2026-11-20T10:00:00.000Z',
  withdrawnAt,
  state: withdrawnAt ? 'withdrawn' : 'valid',
  changedCount: 0,
  recordIds,
});

const renderTab = () =>
  renderGarage(<VehicleMaintenanceTab vehicle={vehicle} />, {
    api: {
      'GET /api/v1/vehicles/v1/maintenance': page([
        record('r1', 'Oil change'),
        record('r2', 'New tyres'),
        record('r3', 'Brake fluid'),
      ]),
      'GET /api/v1/vehicles/v1/reminders': page([]),
      // r3 is held only by a withdrawn dossier, whose page no longer vouches for anything.
      'GET /api/v1/vehicles/v1/dossiers': page([dossier(['r1']), dossier(['r3'], '2026-11-21')]),
    },
  });

describe('a record’s edit form and the sale dossiers', () => {
  it('says that a dossier holds the record and will show it as changed', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Oil change' }));
    const form = screen.getByRole('form', { name: 'Edit Oil change' });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(form.parentElement).toContainElement(screen.getByText(NOTICE));
  });

  it('says nothing of dossiers for a record no live dossier holds', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit New tyres' }));
    expect(screen.getByRole('form', { name: 'Edit New tyres' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Brake fluid' }));
    await screen.findByRole('form', { name: 'Edit Brake fluid' });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
