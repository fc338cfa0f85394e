import { html, type Html } from './html.js';
import { icon } from './icon.js';

const MENU_ICON = icon(html`<path d="M4 7h16M4 12h16M4 17h16" />`, 22);

/**
 * The chrome around the content until the app starts: a quiet copy of the host's top bar (a
 * visitor's links, and on a phone its Menu, a disclosure that needs no script:
 * host/src/layout/top-bar.tsx, phone-menu.tsx) and the same footer as every page (Contact Us goes
 * to the home page's contact section until the app can open its dialog), and the main column.
 */
export const pageFrame = (content: Html) =>
  html`<header class="vg-ssr-bar">
      <div>
        <a class="vg-ssr-mark" href="/">Vintage Garage</a>
        <nav class="vg-ssr-nav" aria-label="Main navigation">
          <a href="/showcase">Showcase</a><a href="/registry">Registry</a><a href="/help">Help</a>
        </nav>
        <details class="vg-ssr-menu">
          <summary>${MENU_ICON}<span class="vg-ssr-sr">Menu</span></summary>
          <nav aria-label="Menu">
            <a href="/showcase">Showcase</a><a href="/registry">Registry</a><a href="/help">Help</a>
          </nav>
        </details>
        <a class="vg-ssr-signin" href="/sign-in">Sign in</a>
        <a class="vg-ssr-register" href="/register">Register</a>
      </div>
    </header>
    <main id="main" class="vg-ssr-main">${content}</main>
    <footer class="vg-ssr-foot">
      <nav aria-label="Footer">
        <a href="/help">Help</a><a href="/terms">Terms</a><a href="/privacy-policy">Privacy</a
        ><a href="/#contact">Contact Us</a>
        <span>Vintage Garage: a logbook for cars with a past.</span>
      </nav>
    </footer>`;
