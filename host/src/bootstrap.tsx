import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemoteRegistry } from './federation/remote-registry';
import { preloadRouteModules } from './routes/preload-route';
import { registerServiceWorker } from './service-worker/register-service-worker';

// Ask for the registry straight away (index.ts has sent the request); pages wait for it only when
// they need a remote. The opened page's remote follows as soon as the registry answers, while
// React renders the shell and the session is checked, not after the first render.
void loadRemoteRegistry().catch(() => undefined);
preloadRouteModules(window.location.pathname);

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The host's own pages arrive rendered (src/prerender): the app takes over that HTML in place.
  // Any other HTML in #root (the not-found page, sent for every address the app does not know)
  // stays on screen until the app's first render replaces it.
  // As a transition, React renders in slices of a few milliseconds and lets the browser paint and
  // answer input between them, instead of one long task while the page is already on screen.
  startTransition(() => {
    if (container.dataset.prerendered === window.location.pathname) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

if (process.env.NODE_ENV === 'production') registerServiceWorker();
