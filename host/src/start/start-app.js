// The first script of every page the host serves (docs/adr/0013, 0021). It starts the app (the
// script named by its data-app attribute) at once, except on a page that arrived with its content
// rendered for whoever opens it: a visitor on the host's prerendered pages and the public pages the
// API renders, a member on their own pages the API renders (the dashboard, the garage, a car's
// page). Such a page is complete without scripts (its links are plain links), so the app's code
// waits for the reader's first sign of intent, and a phone paints the page and stays responsive
// instead of running some 500 KB of JavaScript nobody has asked for yet.
// Plain ES2017 that runs as it is written: it is loaded before anything else, needs no bundler.
(function startApp() {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;

  var INTENT = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'focusin',
    'scroll',
    'wheel',
  ];
  var OPTIONS = { capture: true, passive: true };
  var started = false;
  // A button pressed before the app ran (the footer's Contact Us on a prerendered page) is pressed
  // again once the app has rendered the page (app-started.tsx), rather than lost.
  var held = null;

  // A photo chosen on a rendered car page (data-vg-photo="3") opens in the app's lightbox: the
  // address says which (#photo-3, read by the garage's gallery) and the app starts. Once only: if
  // the app never answers, the next press follows the link to the full-size photo.
  var photoAsked = false;

  function openPhoto(event, link) {
    if (photoAsked || event.metaKey || event.ctrlKey || event.shiftKey) return;
    photoAsked = true;
    event.preventDefault();
    history.replaceState(history.state, '', '#photo-' + link.getAttribute('data-vg-photo'));
    start();
  }

  function hold(event) {
    var target = event.target;
    var photo = target instanceof Element ? target.closest('a[data-vg-photo]') : null;
    if (photo) return openPhoto(event, photo);
    var control =
      target instanceof Element ? target.closest('button, summary, [role="button"]') : null;
    if (!control) return;
    // A rendered form that posts to the server (the sign-in and registration pages) works without
    // the app: its button submits it now rather than wait for the app.
    if (control.closest('form[action]') && control.getAttribute('type') === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  }

  function replay() {
    window.removeEventListener('click', hold, true);
    if (held && held.isConnected) held.click();
    held = null;
  }

  window.addEventListener('click', hold, true);
  window.addEventListener('vg:app-started', replay, { once: true });

  function start() {
    if (started) return;
    started = true;
    INTENT.forEach(function (type) {
      window.removeEventListener(type, start, OPTIONS);
    });
    var main = document.createElement('script');
    main.src = app;
    document.head.appendChild(main);
  }

  function stored(key) {
    try {
      return Boolean(window.localStorage.getItem(key));
    } catch {
      // Storage refused (a private window, a blocked origin): as if nothing were stored.
      return false;
    }
  }

  // The session's key (shared/src/session/token-storage.ts).
  var signedIn = stored('vg_auth_jwt');

  // True when #root holds content rendered for this address and for this reader: a visitor's page
  // for a visitor, a member's own page (data-vg-member, docs/adr/0020) for a member. A member on a
  // visitor's page starts the app at once: its top bar must show who is signed in.
  function renderedForThisReader() {
    var root = document.getElementById('root');
    if (!root) return false;
    // bootstrap.tsx hydrates a prerendered page only at its own address.
    if (root.getAttribute('data-prerendered') === window.location.pathname) return !signedIn;
    var rendered = root.querySelector('[data-vg-ssr]');
    if (!rendered) return false;
    if (!rendered.hasAttribute('data-vg-member')) return !signedIn;
    // A member's page shows what the server has: while changes made offline wait to be sent
    // (shared/src/offline/changes-waiting-mark.ts), the app starts at once to show and send them.
    return signedIn && !stored('vg_changes_waiting');
  }

  // An address that carries something for the app (a sign-in's token after #, an error to show,
  // a search) starts it at once; the tags a shared link picks up on its way do not.
  function addressForTheApp() {
    if (window.location.hash.length > 1) return true;
    var names = Array.from(new URLSearchParams(window.location.search).keys());
    return names.some(function (name) {
      return !/^(utm_|fbclid$|gclid$|msclkid$)/.test(name);
    });
  }

  if (!renderedForThisReader() || addressForTheApp()) {
    start();
    return;
  }
  INTENT.forEach(function (type) {
    window.addEventListener(type, start, OPTIONS);
  });
})();
