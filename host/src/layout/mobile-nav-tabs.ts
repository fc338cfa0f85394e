import type { IconName } from '@vg/shared';

export interface MobileNavTab {
  label: 'Home' | 'Vehicles' | 'Community' | 'Activity' | 'Profile';
  to: string;
  icon: IconName;
  isActive: (pathname: string) => boolean;
}

const under = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);
const anyOf =
  (...tests: Array<(pathname: string) => boolean>) =>
  (pathname: string) =>
    tests.some((test) => test(pathname));
const exactly = (path: string) => (pathname: string) => pathname === path;

/** The bottom navigation's id: the phone's skip link goes there. */
export const MOBILE_NAV_ID = 'mobile-nav';

/** The five tabs and their active rules (docs/product.md#navigation). */
export const MOBILE_NAV_TABS: MobileNavTab[] = [
  {
    label: 'Home',
    to: '/dashboard',
    icon: 'home',
    isActive: anyOf(under('/dashboard'), exactly('/')),
  },
  {
    label: 'Vehicles',
    to: '/vehicles',
    icon: 'car',
    // docs/product.md#navigation names paths under /vehicle/; our detail pages live under /vehicles/.
    isActive: anyOf(under('/vehicles'), (pathname) => pathname.startsWith('/vehicle/')),
  },
  {
    label: 'Community',
    to: '/community',
    icon: 'users',
    isActive: anyOf(under('/community'), under('/showcase')),
  },
  {
    label: 'Activity',
    to: '/notifications',
    icon: 'bell',
    isActive: anyOf(under('/notifications'), under('/activity')),
  },
  {
    label: 'Profile',
    to: '/profile',
    icon: 'user',
    isActive: anyOf(under('/profile'), under('/settings')),
  },
];

/** The bottom navigation is for signed-in people, and never on the sign-in forms. */
export function showsMobileNav(pathname: string, signedIn: boolean): boolean {
  return signedIn && pathname !== '/sign-in' && pathname !== '/register';
}
