import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemoteRegistry } from './federation/remote-registry';
import { registerServiceWorker } from './service-worker/register-service-worker';

// Ask for the registry straight away; pages wait for it only when they need a remote.
void loadRemoteRegistry().catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (process.env.NODE_ENV === 'production') registerServiceWorker();
