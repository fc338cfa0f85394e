import type { MaintenanceRecord, PublicVehicleView } from '@vg/contract';
import { describe, expect, it } from 'vitest';
import { formatMoney as pdfMoney } from '../../src/features/garage/dossiers/pdf-text.js';
import { history } from '../../src/features/public-pages/vehicle-history.js';
import { inReaderLocale } from '../../src/features/public-pages/reader-locale.js';

// Money on the rendered car page and in the dossier PDF is written with its currency, by the
// rule the garage's screens use (docs/product.md#garage).

const record = {
  id: 'r1',
  vehicleId: 'v1',
  vehicleTitle: '1962 Jaguar E-Type',
  performedOn: '2024-04-12',
  odometer: null,
  odometerUnit: 'mi',
  category: 'service',
  title: 'Oil and filter',
  notes: null,
  performedBy: 'owner',
  shopName: null,
  labourHours: null,
  partsCost: 12.5,
  labourCost: 68,
  totalCost: 80.5,
  currency: 'GBP',
  parts: [
    {
      id: 'p1',
      description: 'Oil filter',
      partNumber: null,
      brand: null,
      source: null,
      quantity: 1,
      unitCost: 12.5,
    },
  ],
  createdAt: '2024-04-12T10:00:00.000Z',
  updatedAt: '2024-04-12T10:00:00.000Z',
} as MaintenanceRecord;

const pageOf = (maintenance: MaintenanceRecord) =>
  inReaderLocale('en-GB', () =>
    history({
      scope: { maintenance: true, modifications: false, photos: false, costs: true },
      maintenance: [maintenance],
      modifications: [],
    } as unknown as PublicVehicleView).toString(),
  );

describe('money on the rendered car page and in the dossier', () => {
  it('is written with its currency', () => {
    const page = pageOf(record);
    expect(page).toContain('£80.50');
    expect(page).toContain('£12.50 each');
    expect(`Total ${pdfMoney(80.5, 'GBP')}`).toBe('Total £80.50');
  });

  it('names a currency by its code in the PDF when its fonts lack the symbol', () => {
    expect(pdfMoney(1000, 'INR')).toBe('INR\u00a01,000.00');
  });

  it('says when a record saved before costs needed a currency has none', () => {
    const page = pageOf({ ...record, currency: null });
    expect(page).toContain('80.50 (no currency recorded)');
    expect(page).toContain('12.50 (no currency recorded) each');
    expect(`Total ${pdfMoney(80.5, null)}`).toBe('Total 80.50 (no currency recorded)');
  });
});
