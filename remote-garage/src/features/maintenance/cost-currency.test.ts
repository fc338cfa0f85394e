import { emptyMaintenanceValues, validateMaintenance } from './maintenance-form-values';

const work = { ...emptyMaintenanceValues('Oil change'), performedOn: '2024-04-12' };

describe('a maintenance record with a cost', () => {
  it('needs its currency, as the API does', () => {
    expect(validateMaintenance({ ...work, labourCost: '68', currency: '' }).currency).toBe(
      'Choose the currency this cost was paid in.',
    );
  });

  it('needs none without a cost', () => {
    expect(validateMaintenance({ ...work, currency: '' }).currency).toBeUndefined();
  });
});
