import { screen } from '@testing-library/react';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { renderGarage } from '../../../test/render-garage';
import { VehicleOverview } from './vehicle-overview';

const owned: Vehicle = {
  id: 'v1',
  title: '1952 Riley RM',
  identifierKind: 'none',
  identifier: null,
  identifierKey: null,
  identifierCheck: null,
  make: 'Riley',
  model: 'RM',
  variant: null,
  modelYear: 1952,
  coachbuilder: null,
  bodyStyle: null,
  buildDate: null,
  buildDatePrecision: null,
  engineNumber: null,
  gearboxNumber: null,
  factoryColour: null,
  currentColour: 'Maroon',
  odometerUnit: 'mi',
  odometerReading: null,
  odometerIsActual: true,
  condition: null,
  status: 'active',
  story: null,
  matchingNumbers: { chassis: 'unknown', engine: 'unknown', gearbox: 'unknown', body: 'unknown' },
  coverPhoto: null,
  ownerUsername: 'keeper',
  registration: 'KPX 123',
  visibility: 'private',
  purchasePrice: null,
  purchaseCurrency: null,
  purchaseDate: null,
  purchaseOdometer: null,
  saleDate: null,
  salePrice: null,
  saleCurrency: null,
  saleOdometer: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const rows = () =>
  [...screen.getByRole('region', { name: 'Particulars' }).querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('VehicleOverview', () => {
  it("asks the owner for a number not recorded yet, in the number's place, with the owner's rows last", () => {
    renderGarage(<VehicleOverview vehicle={owned} />);
    expect(rows()).toEqual([
      ['Make', 'Riley'],
      ['Model', 'RM'],
      ['Year', '1952'],
      ['Chassis number or VIN', 'Not recorded yet'],
      ['Current colour', 'Maroon'],
      ['Status', 'Active'],
      ['Registration', 'KPX 123'],
    ]);
  });

  it('shows a checked VIN with what its check found', () => {
    renderGarage(
      <VehicleOverview
        vehicle={{
          ...owned,
          identifierKind: 'vin',
          identifier: '1M8GDM9AXKP042788',
          identifierCheck: 'valid',
        }}
      />,
    );
    expect(rows()[3]).toEqual(['VIN', '1M8GDM9AXKP042788 Check digit verified']);
  });
});
