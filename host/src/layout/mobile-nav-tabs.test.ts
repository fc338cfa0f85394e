import { MOBILE_NAV_TABS, showsMobileNav } from './mobile-nav-tabs';

const activeTab = (pathname: string) =>
  MOBILE_NAV_TABS.filter((tab) => tab.isActive(pathname)).map((tab) => tab.label);

describe('mobile navigation tabs', () => {
  it('has the five tabs of the spec, in order', () => {
    expect(MOBILE_NAV_TABS.map((tab) => tab.label)).toEqual([
      'Home',
      'Vehicles',
      'Community',
      'Activity',
      'Profile',
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/dashboard', 'Home'],
    ['/vehicles', 'Vehicles'],
    ['/vehicles/8f1c', 'Vehicles'],
    ['/vehicle/8f1c', 'Vehicles'],
    ['/community', 'Community'],
    ['/showcase', 'Community'],
    ['/notifications', 'Activity'],
    ['/activity', 'Activity'],
    ['/profile', 'Profile'],
    ['/settings', 'Profile'],
  ])('%s highlights %s only', (pathname, label) => {
    expect(activeTab(pathname)).toEqual([label]);
  });

  it('highlights nothing elsewhere', () => {
    expect(activeTab('/maintenance')).toEqual([]);
    expect(activeTab('/vehiclesx')).toEqual([]);
  });

  it('shows only to signed-in people and never on the sign-in forms', () => {
    expect(showsMobileNav('/dashboard', true)).toBe(true);
    expect(showsMobileNav('/dashboard', false)).toBe(false);
    expect(showsMobileNav('/sign-in', true)).toBe(false);
    expect(showsMobileNav('/register', true)).toBe(false);
  });
});
