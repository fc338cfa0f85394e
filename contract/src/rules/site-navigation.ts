// The top bar's links and a member's bottom navigation, written once for both copies of each: the
// app's (host/src/layout/top-bar.tsx, mobile-nav-tabs.ts) and the one around a page the API renders
// before the app starts (its page frame).

export interface SiteLink {
  readonly to: string;
  readonly label: string;
}

/** A visitor's main navigation, which also ends a member's. */
export const VISITOR_LINKS: readonly SiteLink[] = [
  { to: '/showcase', label: 'Showcase' },
  { to: '/registry', label: 'Registry' },
  { to: '/help', label: 'Help' },
];

/** A signed-in member's main navigation. */
export const MEMBER_LINKS: readonly SiteLink[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/vehicles', label: 'Vehicles' },
  { to: '/maintenance', label: 'Maintenance' },
  { to: '/modifications', label: 'Modifications' },
  { to: '/community', label: 'Community' },
  ...VISITOR_LINKS,
];

const under = (prefix: string) => (pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);
const anyOf =
  (...tests: Array<(pathname: string) => boolean>) =>
  (pathname: string) =>
    tests.some((test) => test(pathname));
const exactly = (path: string) => (pathname: string) => pathname === path;

export type BottomTabLabel = 'Home' | 'Vehicles' | 'Community' | 'Activity' | 'Profile';

export interface BottomTab extends SiteLink {
  readonly label: BottomTabLabel;
  /** Whether the tab is highlighted at this address. */
  readonly isActive: (pathname: string) => boolean;
}

/** A member's bottom navigation on a phone: the five tabs and their active rules (docs/product.md#navigation). */
export const BOTTOM_NAVIGATION: readonly BottomTab[] = [
  { label: 'Home', to: '/dashboard', isActive: anyOf(under('/dashboard'), exactly('/')) },
  {
    label: 'Vehicles',
    to: '/vehicles',
    // docs/product.md#navigation names paths under /vehicle/; our detail pages live under /vehicles/.
    isActive: anyOf(under('/vehicles'), (pathname) => pathname.startsWith('/vehicle/')),
  },
  {
    label: 'Community',
    to: '/community',
    isActive: anyOf(under('/community'), under('/showcase')),
  },
  {
    label: 'Activity',
    to: '/notifications',
    isActive: anyOf(under('/notifications'), under('/activity')),
  },
  { label: 'Profile', to: '/profile', isActive: anyOf(under('/profile'), under('/settings')) },
];

/** A member's phone menu: what the bottom navigation leaves out of the main navigation. */
export const MEMBER_PHONE_LINKS: readonly SiteLink[] = MEMBER_LINKS.filter(
  (link) => !BOTTOM_NAVIGATION.some((tab) => tab.to === link.to),
);
