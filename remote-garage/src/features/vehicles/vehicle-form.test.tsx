import { screen } from '@testing-library/react';
import { VIN_MODEL_YEAR_MESSAGE } from '@vg/contract/rules';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { renderGarage } from '../../../test/render-garage';
import { VehicleForm } from './vehicle-form';

const unnumbered = {
  id: 'v1',
  title: '1962 Jaguar E-Type',
  identifierKind: 'none',
  identifier: null,
  identifierKey: null,
  identifierCheck: null,
  make: 'Jaguar',
  model: 'E-Type',
  variant: null,
  modelYear: 1962,
  coachbuilder: null,
  bodyStyle: null,
  buildDate: null,
  buildDatePrecision: null,
  engineNumber: null,
  gearboxNumber: null,
  factoryColour: null,
  currentColour: null,
  odometerUnit: 'mi',
  odometerReading: null,
  odometerIsActual: true,
  condition: null,
  status: 'active',
  story: null,
  matchingNumbers: { chassis: 'unknown', engine: 'unknown', gearbox: 'unknown', body: 'unknown' },
  coverPhoto: null,
  ownerUsername: 'keeper',
  registration: null,
  visibility: 'private',
  purchasePrice: null,
  purchaseCurrency: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
} as Vehicle;

function editForm(vehicle: Vehicle = unnumbered) {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  const rendered = renderGarage(
    <VehicleForm
      vehicle={vehicle}
      submitLabel="Save changes"
      pending={false}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
    />,
  );
  return { ...rendered, onSubmit };
}

describe('VehicleForm', () => {
  it("offers the number's field at once when editing a car with no number, of the kind for its year", () => {
    editForm();
    expect(screen.getByLabelText('Identifier')).toHaveValue('chassis');
    expect(screen.getByLabelText('Chassis or frame number')).toHaveValue('');
  });

  it('saves a car left without a number as it was', async () => {
    const { user, onSubmit } = editForm();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ identifierKind: 'none', identifier: null }),
    );
  });

  it('puts a VIN given for a 1962 car on the kind of number, not on Model year', async () => {
    const { user, onSubmit } = editForm();
    await user.selectOptions(screen.getByLabelText('Identifier'), 'vin');
    await user.type(screen.getByLabelText('VIN'), '1M8GDM9AXKP042788');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Identifier')).toHaveAccessibleDescription(
      expect.stringContaining(VIN_MODEL_YEAR_MESSAGE),
    );
    expect(screen.getByLabelText('Model year')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
