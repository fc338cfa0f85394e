import { keepCodeAsItLoads, keepLoadedCode } from './keep-loaded-code';

export const UPDATE_PROMPT = 'A new version of Vintage Garage is ready. Reload now to use it?';

/**
 * Registers /sw.js. When a new version is waiting, ask once whether to
 * reload; on yes, let it take over and reload exactly once.
 */
export function registerServiceWorker({
  confirmReload = (message: string) => window.confirm(message),
  reload = () => window.location.reload(),
}: { confirmReload?: (message: string) => boolean; reload?: () => void } = {}) {
  if (!('serviceWorker' in navigator)) return;
  // Only a takeover the person agreed to reloads the page (the first install
  // also changes the controller, and must not).
  let accepted = false;
  let reloaded = false;
  // After the page's load, so it never competes with the page; a visitor's app may start later
  // than that (docs/adr/0013), and then it registers at once.
  const whenLoaded = (register: () => void) => {
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  };
  whenLoaded(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        keepLoadedCode(navigator.serviceWorker.controller);
        keepCodeAsItLoads();
        const offer = (worker: ServiceWorker | null) => {
          if (!worker || !navigator.serviceWorker.controller) return;
          if (!confirmReload(UPDATE_PROMPT)) return;
          accepted = true;
          worker.postMessage({ type: 'SKIP_WAITING' });
        };
        offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(installing);
          });
        });
      })
      .catch((error: unknown) => console.warn('[vg] Service worker registration failed', error));

    navigator.serviceWorker.addEventListener('controllerchange', () => {
      // A first install takes the page after its code has loaded: the worker keeps it now.
      keepLoadedCode(navigator.serviceWorker.controller);
      if (!accepted || reloaded) return;
      reloaded = true;
      reload();
    });
  });
}
