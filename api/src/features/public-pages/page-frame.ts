import { html, type Html } from './html.js';

/**
 * The chrome around the content until the app starts: a quiet copy of the host's top bar (a
 * visitor's links: host/src/layout/top-bar.tsx) and footer (the app replaces them with its own),
 * and the main column the content sits in.
 */
export const pageFrame = (content: Html) =>
  html`<header class="vg-ssr-bar">
      <div>
        <a class="vg-ssr-mark" href="/">Vintage Garage</a>
        <nav class="vg-ssr-nav" aria-label="Main navigation">
          <a href="/showcase">Showcase</a><a href="/registry">Registry</a><a href="/help">Help</a>
        </nav>
        <a class="vg-ssr-signin" href="/sign-in">Sign in</a>
        <a class="vg-ssr-register" href="/register">Register</a>
      </div>
    </header>
    <main id="main" class="vg-ssr-main">${content}</main>
    <footer class="vg-ssr-foot">
      <nav aria-label="Footer">
        <a href="/help">Help</a><a href="/terms">Terms</a><a href="/privacy-policy">Privacy</a>
      </nav>
    </footer>`;
