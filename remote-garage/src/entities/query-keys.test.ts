import { isGarageQuery } from '@vg/shared/offline-engine';
import { maintenanceKeys, modificationKeys, photoUsageKeys, vehicleKeys } from './query-keys';

// docs/query-keys.md: a list's filters are its last part (an object), a detail's is its id.
describe('garage query keys', () => {
  it('ends a list in its filters, leaving the empty ones out, and a detail in its id', () => {
    expect(vehicleKeys.list({ sort: 'name', status: '' })).toEqual([
      '/api/v1/vehicles',
      { sort: 'name' },
    ]);
    expect(vehicleKeys.detail('name')).toEqual(['/api/v1/vehicles', 'name']);
    expect(maintenanceKeys.list({ category: 'service', from: '' })).toEqual([
      '/api/v1/maintenance',
      { category: 'service' },
    ]);
    expect(modificationKeys.totals({ status: 'planned' })).toEqual([
      '/api/v1/modifications',
      'totals',
      { status: 'planned' },
    ]);
  });

  it('tells a vehicle list from a car and what lies under it', () => {
    expect(vehicleKeys.isList(vehicleKeys.list({ q: 'Jaguar' }))).toBe(true);
    expect(vehicleKeys.isList(vehicleKeys.list({}))).toBe(true);
    expect(vehicleKeys.isList(vehicleKeys.detail('v1'))).toBe(false);
    expect(vehicleKeys.isList(vehicleKeys.maintenance('v1'))).toBe(false);
  });

  it('keys the photo usage by the convention, and still saves it for the offline garage', () => {
    expect(photoUsageKeys.all).toEqual(['/api/v1/photos', 'usage']);
    expect(isGarageQuery({ queryKey: photoUsageKeys.all })).toBe(true);
    expect(isGarageQuery({ queryKey: maintenanceKeys.list({}) })).toBe(true);
  });
});
