import { BOTTOM_NAVIGATION, type BottomTab, type BottomTabLabel } from '@vg/contract/rules';
import type { IconName } from '@vg/shared';

export interface MobileNavTab extends BottomTab {
  icon: IconName;
}

const ICONS: Record<BottomTabLabel, IconName> = {
  Home: 'home',
  Vehicles: 'car',
  Community: 'users',
  Activity: 'bell',
  Profile: 'user',
};

/** The bottom navigation's id: the phone's skip link goes there. */
export const MOBILE_NAV_ID = 'mobile-nav';

/** The five tabs and their active rules (`@vg/contract/rules`, shared with the API's page frame). */
export const MOBILE_NAV_TABS: MobileNavTab[] = BOTTOM_NAVIGATION.map((tab) => ({
  ...tab,
  icon: ICONS[tab.label],
}));

/** The bottom navigation is for signed-in people, and never on the sign-in forms. */
export function showsMobileNav(pathname: string, signedIn: boolean): boolean {
  return signedIn && pathname !== '/sign-in' && pathname !== '/register';
}
