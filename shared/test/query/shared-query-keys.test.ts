import { apiQueryKey } from '../../src/api';
import { isGarageQuery } from '../../src/offline-engine/persist-policy';
import { sharedQueryKeys } from '../../src/query';

// The keys more than one app reads or invalidates (docs/query-keys.md): written once, by the
// convention apiQueryKey follows, so the host and every remote name the same cache entries.
describe('sharedQueryKeys', () => {
  it('names the notifications and their unread count as apiQueryKey does', () => {
    expect(sharedQueryKeys.notifications).toEqual(apiQueryKey('GET /notifications/'));
    expect(sharedQueryKeys.unreadCount).toEqual(apiQueryKey('GET /notifications/unread-count'));
  });

  it('names the garage lists the account remote refreshes after acting on a reminder', () => {
    expect(sharedQueryKeys.garage.vehicleReminders('v 1')).toEqual([
      '/api/v1/vehicles',
      'v 1',
      'reminders',
    ]);
    expect(sharedQueryKeys.garage.all).toEqual([
      ['/api/v1/vehicles'],
      ['/api/v1/dashboard'],
      ['/api/v1/maintenance'],
    ]);
  });

  it('keeps the signed-in member where a device has it saved for the offline garage', () => {
    expect(sharedQueryKeys.currentUser).toEqual(['/api/v1/auth/user']);
    expect(isGarageQuery({ queryKey: sharedQueryKeys.currentUser })).toBe(true);
  });
});
