// The top bar's links, written once for both copies of the bar: the app's (host/src/layout/
// top-bar.tsx) and the one around a page the API renders before the app starts (its page frame).

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

/** Where the phone's bottom navigation already goes (its Home, Vehicles and Community tabs). */
const IN_BOTTOM_NAVIGATION = ['/dashboard', '/vehicles', '/community'];

/** A member's phone menu: what the bottom navigation (Home, Vehicles, Community, Activity, Profile) leaves out. */
export const MEMBER_PHONE_LINKS: readonly SiteLink[] = MEMBER_LINKS.filter(
  (link) => !IN_BOTTOM_NAVIGATION.includes(link.to),
);
