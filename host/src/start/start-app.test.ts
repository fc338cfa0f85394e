import fs from 'node:fs';
import path from 'node:path';
import { CHANGES_WAITING_KEY, TOKEN_STORAGE_KEY } from '@vg/shared';
import { APP_STARTED_EVENT } from './app-started';

// start-app.js runs unbundled, so it spells the storage keys and the app's started event itself;
// the tests use the app's own names, so a rename on one side fails here.

const SOURCE = fs.readFileSync(path.join(__dirname, 'start-app.js'), 'utf8');
const APP = '/main.0123456789.js';

/** Runs start-app.js as the page's first script would, at `address`, over `root` markup. */
function openPage(
  address: string,
  { root = '', prerenderedFor = '', session = false, changesWaiting = false } = {},
) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = `<div id="root"${prerenderedFor ? ` data-prerendered="${prerenderedFor}"` : ''}>${root}</div>`;
  if (session) localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
  if (changesWaiting) localStorage.setItem(CHANGES_WAITING_KEY, '1');
  const script = document.createElement('script');
  script.setAttribute('data-app', APP);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(SOURCE)();
}

const appScripts = () => document.head.querySelectorAll(`script[src="${APP}"]`).length;
const SERVER_RENDERED =
  '<main><div data-vg-ssr="garage/public-vehicle-page"><h1>1962 Jaguar E-Type</h1></div></main>';
/** A member's own page as the API renders it for them (docs/adr/0020). */
const RENDERED_FOR_MEMBER =
  '<main><div data-vg-ssr="garage/dashboard-page" data-vg-member="m-1"><h1>Dashboard</h1></div></main>';

afterEach(() => {
  // Each run leaves its listeners on window: once its app has "started" they are inert.
  window.dispatchEvent(new Event('pointermove'));
  window.dispatchEvent(new Event(APP_STARTED_EVENT));
  document.head.innerHTML = '';
  localStorage.clear();
});

describe('start-app.js', () => {
  it('starts the app at once on the plain shell (an address only the app can draw)', () => {
    openPage('/vehicles');
    expect(appScripts()).toBe(1);
  });

  it("waits for a visitor's first sign of intent on a page the server rendered, then starts once", () => {
    openPage('/public/SMW8KAB6', { root: SERVER_RENDERED });
    expect(appScripts()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pointermove'));
    expect(appScripts()).toBe(1);
  });

  it('waits on a prerendered host page at its own address only', () => {
    openPage('/help', { root: '<h1>Help</h1>', prerenderedFor: '/help' });
    expect(appScripts()).toBe(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(appScripts()).toBe(1);
    document.head.innerHTML = '';
    // The not-found page's markup, sent for an address the app may know: the app decides.
    openPage('/dashboard', { root: '<h1>Page not found</h1>', prerenderedFor: '*' });
    expect(appScripts()).toBe(1);
  });

  it("starts at once for a signed-in member on a visitor's page, whose top bar must show who is signed in", () => {
    openPage('/public/SMW8KAB6', { root: SERVER_RENDERED, session: true });
    expect(appScripts()).toBe(1);
    document.head.innerHTML = '';
    openPage('/help', { root: '<h1>Help</h1>', prerenderedFor: '/help', session: true });
    expect(appScripts()).toBe(1);
  });

  it("waits for a member's first sign of intent on their own page the server rendered", () => {
    openPage('/dashboard', { root: RENDERED_FOR_MEMBER, session: true });
    expect(appScripts()).toBe(0);
    window.dispatchEvent(new Event('touchstart'));
    expect(appScripts()).toBe(1);
  });

  it("starts at once on a member's rendered page when no session is stored (the app decides)", () => {
    openPage('/dashboard', { root: RENDERED_FOR_MEMBER });
    expect(appScripts()).toBe(1);
  });

  it("starts at once on a member's rendered page while changes made offline wait to be sent", () => {
    openPage('/dashboard', { root: RENDERED_FOR_MEMBER, session: true, changesWaiting: true });
    expect(appScripts()).toBe(1);
  });

  it("waits on a visitor's page even when a member signed out with changes still waiting", () => {
    openPage('/public/SMW8KAB6', { root: SERVER_RENDERED, changesWaiting: true });
    expect(appScripts()).toBe(0);
  });

  it.each([
    ['a sign-in token after #', '/#token=abc&needsConsent=false'],
    ['an error to show', '/?error=account_suspended'],
    ['a search', '/showcase?q=jaguar'],
  ])('starts at once when the address carries %s', (_what, address) => {
    openPage(address, {
      root: '<h1>Vintage Garage</h1>',
      prerenderedFor: new URL(address, 'http://x').pathname,
    });
    expect(appScripts()).toBe(1);
  });

  it("waits when the query is only a shared link's tracking tags", () => {
    openPage('/showcase?utm_source=club-forum&fbclid=abc', { root: SERVER_RENDERED });
    expect(appScripts()).toBe(0);
  });

  it('presses a button pressed before the app ran again once the app has rendered the page', () => {
    openPage('/help', {
      root: '<h1>Help</h1><footer><button type="button">Contact Us</button><a href="/terms">Terms</a></footer>',
      prerenderedFor: '/help',
    });
    const button = document.querySelector('button')!;
    const pressed = jest.fn();
    button.addEventListener('click', pressed);
    window.dispatchEvent(new Event('pointerdown'));
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(appScripts()).toBe(1);
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(pressed).toHaveBeenCalledTimes(1);
    // From then on a press is the app's alone, once.
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("leaves a rendered form's submit button to post its form (the sign-in page before the app)", () => {
    openPage('/sign-in', {
      root: '<div data-vg-ssr="account/sign-in-page"><form method="post" action="/api/v1/auth/login/form"><button type="submit">Sign in</button></form></div>',
    });
    const button = document.querySelector('button')!;
    const pressed = jest.fn((event: Event) => event.defaultPrevented);
    button.addEventListener('click', pressed);
    window.dispatchEvent(new Event('pointerdown'));
    button.click();
    expect(pressed).toHaveReturnedWith(false);
  });

  it('leaves a link to navigate as a link', () => {
    openPage('/help', { root: '<a href="#terms">Terms</a>', prerenderedFor: '/help' });
    const link = document.querySelector('a')!;
    const followed = jest.fn((event: Event) => event.defaultPrevented);
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveReturnedWith(false);
  });

  it("opens a rendered page's photo in the app's lightbox (#photo-N), its link a link again if the app never comes", () => {
    openPage('/public/1M8GDM9AXKP042788', {
      root: '<main><div data-vg-ssr="garage/public-vehicle-page"><a href="/photos/a.webp" data-vg-photo="3"><img alt="Side view"></a></div></main>',
    });
    const image = document.querySelector('img')!;
    const followed = jest.fn((event: Event) => event.defaultPrevented);
    document.querySelector('a')!.addEventListener('click', followed);
    image.click();
    expect(followed).toHaveReturnedWith(true);
    expect(window.location.hash).toBe('#photo-3');
    expect(appScripts()).toBe(1);
    // The app did not answer: a second press follows the link to the full-size photo.
    image.click();
    expect(followed).toHaveLastReturnedWith(false);
  });
});
