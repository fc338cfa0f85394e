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
  it('says who entered a record the keeper before wrote, and nothing of the keeper’s own', () => {
    renderGarage(
      <>
        <MaintenanceEntry record={{ ...record, recordedBy: 'previous-keeper' }} />
        <MaintenanceEntry
          record={{ ...record, id: 'r2', title: 'Brake fluid', recordedBy: 'keeper' }}
        />
      </>,
    );
    expect(factsOf('Oil change')).toMatch(/^Recorded by the previous keeper, Mar 12, 2025$/m);
    expect(factsOf('Brake fluid')).not.toMatch(/Recorded by/);
  });

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

  it('writes a cost saved without a currency as such, never as a bare number', () => {
    const parts = [
      {
        id: 'p1',
        description: 'Oil filter',
        partNumber: null,
        brand: null,
        source: null,
        quantity: 1,
        unitCost: 12.5,
      },
    ];
    renderGarage(
      <MaintenanceEntry record={{ ...record, totalCost: 80.5, partsCost: 12.5, parts }} />,
    );
    const card = screen.getByRole('article', { name: /^Oil change/ });
    expect(card).toHaveTextContent('80.50 (no currency recorded)');
    expect(screen.getByRole('list', { name: 'Parts used' })).toHaveTextContent(
      '1 × Oil filter · 12.50 (no currency recorded) each',
    );
  });

  it('writes a cost with its currency', () => {
    renderGarage(<MaintenanceEntry record={{ ...record, totalCost: 80.5, currency: 'GBP' }} />);
    expect(screen.getByRole('article', { name: /^Oil change/ })).toHaveTextContent('£80.50');
  });
});
