import { screen, within } from '@testing-library/react';
import { renderGarage } from '../../../test/render-garage';
import type { MaintenanceRecord } from '../../entities/maintenance/api/maintenance-types';
import { MaintenanceEntry } from './maintenance-entry';

const record: MaintenanceRecord = {
  id: 'r1',
  vehicleId: 'v1',
  vehicleTitle: '1962 Jaguar E-Type',
  performedOn: '2025-03-12',
  odometer: null,
  odometerUnit: 'mi',
  category: 'service',
  title: 'Oil change',
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
};

const factsOf = (title: string) =>
  within(screen.getByRole('article', { name: new RegExp(`^${title}`) }))
    .getAllByRole('paragraph')
    .map((line) => line.textContent)
    .join('\n');

describe('MaintenanceEntry', () => {
  it('shows nothing for an odometer reading that was not given', () => {
    renderGarage(<MaintenanceEntry record={record} />);
    const facts = factsOf('Oil change');
    expect(facts).not.toMatch(/—/);
    expect(facts).not.toMatch(/·\s*·/);
    expect(facts).toMatch(/ · Myself$/m);
  });

  it('shows a reading that was given, with its unit', () => {
    renderGarage(<MaintenanceEntry record={{ ...record, odometer: 48213 }} />);
    expect(factsOf('Oil change')).toMatch(/ · 48,213 mi · Myself$/m);
  });
});
