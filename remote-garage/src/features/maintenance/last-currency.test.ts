import { emptyMaintenanceValues, valuesToMaintenanceInput } from './maintenance-form-values';

afterEach(() => window.localStorage.clear());

describe("a maintenance record offers the member's last currency", () => {
  it('once a record was saved with it', () => {
    expect(emptyMaintenanceValues().currency).toBe('');
    valuesToMaintenanceInput({ ...emptyMaintenanceValues('Oil change'), currency: 'eur' });
    expect(emptyMaintenanceValues().currency).toBe('EUR');
  });

  it('and a record saved without any cost does not forget it', () => {
    valuesToMaintenanceInput({ ...emptyMaintenanceValues('Oil change'), currency: 'GBP' });
    valuesToMaintenanceInput({ ...emptyMaintenanceValues('Wash'), currency: '' });
    expect(emptyMaintenanceValues().currency).toBe('GBP');
  });
});
