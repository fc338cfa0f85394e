import {
  BOTTOM_NAVIGATION,
  MEMBER_LINKS,
  MEMBER_PHONE_LINKS,
  VISITOR_LINKS,
  type BottomTabLabel,
  type SiteLink,
} from '@vg/contract/rules';
import { html, type Html } from './html.js';
import { icon } from './icon.js';

const MENU_ICON = icon(html`<path d="M4 7h16M4 12h16M4 17h16" />`, 22);

// The bottom navigation's icons (shared/src/ui/icon/icon-paths.tsx: home, car, users, bell, user).
const TAB_ICONS: Record<BottomTabLabel, Html> = {
  Home: icon(html`<path d="M3 10.5 12 3l9 7.5" /><path d="M5 9.5V21h5v-6h4v6h5V9.5" />`),
  Vehicles: icon(
    html`<path
        d="M3 16v-3.5L5.2 7.6A2 2 0 0 1 7 6.5h10a2 2 0 0 1 1.8 1.1L21 12.5V16a1 1 0 0 1-1 1h-1"
      /><path d="M5 17H4a1 1 0 0 1-1-1" /><path d="M9 17h6" /><path d="M3.5 12.5h17" /><circle
        cx="7"
        cy="17"
        r="2"
      /><circle cx="17" cy="17" r="2" />`,
  ),
  Community: icon(
    html`<circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path
        d="M16 4.6a3.5 3.5 0 0 1 0 6.8"
      /><path d="M18 14.3a6.5 6.5 0 0 1 3.5 5.7" />`,
  ),
  Activity: icon(
    html`<path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z" /><path d="M10 20.5a2 2 0 0 0 4 0" />`,
  ),
  Profile: icon(html`<circle cx="12" cy="8" r="4" /><path d="M4.5 21a7.5 7.5 0 0 1 15 0" />`),
};

/** Who the page is for: a visitor, or the member whose page it is (docs/adr/0020). */
export type Reader = 'visitor' | 'member';

const links = (list: readonly SiteLink[]) =>
  list.map(({ to, label }) => html`<a href="${to}">${label}</a>`);

/**
 * A member's bottom navigation on a phone, as the app draws it (host/src/layout/mobile-nav.tsx),
 * the tab of `path` highlighted; the unread count on Activity comes with the app.
 */
const bottomNavigation = (path: string) =>
  html`<nav class="vg-ssr-bottom-nav" aria-label="Mobile navigation">
    ${BOTTOM_NAVIGATION.map(
      (tab) =>
        html`<a href="${tab.to}" ${tab.isActive(path) ? html`aria-current="page"` : null}
          >${TAB_ICONS[tab.label]}<span>${tab.label}</span></a
        >`,
    )}
  </nav>`;

/**
 * The chrome around the content until the app starts: the skip link the first Tab reaches, as in
 * the app's shell (WCAG 2.4.1; the app keeps it focused when it takes over,
 * host/src/layout/skip-links.tsx), a quiet copy of the host's top bar (the reader's links, and on a
 * phone its Menu, a disclosure that needs no script: host/src/layout/top-bar.tsx, phone-menu.tsx;
 * a visitor's Sign in and Register, while a member's
 * notifications and account menu come with the app) and the same footer as every page (Contact Us
 * goes to the home page's contact section until the app can open its dialog), and the main column;
 * a member's page at `path` has their bottom navigation too, which a phone shows.
 */
export const pageFrame = (content: Html, reader: Reader = 'visitor', path = '') =>
  html`<a class="vg-ssr-skip" href="#main">Skip to content</a>
    <header class="vg-ssr-bar${reader === 'member' ? ' vg-ssr-member' : ''}">
      <div>
        <a class="vg-ssr-mark" href="/">Vintage Garage</a>
        <nav class="vg-ssr-nav" aria-label="Main navigation">
          ${links(reader === 'member' ? MEMBER_LINKS : VISITOR_LINKS)}
        </nav>
        <details class="vg-ssr-menu">
          <summary>${MENU_ICON}<span class="vg-ssr-sr">Menu</span></summary>
          <nav aria-label="Menu">
            ${links(reader === 'member' ? MEMBER_PHONE_LINKS : VISITOR_LINKS)}
          </nav>
        </details>
        ${
          reader === 'visitor'
            ? html`<a class="vg-ssr-signin" href="/sign-in">Sign in</a>
                <a class="vg-ssr-register" href="/register">Register</a>`
            : null
        }
      </div>
    </header>
    <main id="main" tabindex="-1" class="vg-ssr-main">${content}</main>
    <footer class="vg-ssr-foot">
      <nav aria-label="Footer">
        <a href="/help">Help</a><a href="/terms">Terms</a><a href="/privacy-policy">Privacy</a
        ><a href="/#contact">Contact Us</a>
        <span>Vintage Garage: a logbook for cars with a past.</span>
      </nav>
    </footer>
    ${reader === 'member' ? bottomNavigation(path) : null}`;
