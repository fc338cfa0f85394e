import { registerServiceWorker, UPDATE_PROMPT } from './register-service-worker';

type Listener = () => void;

/** A stand-in for navigator.serviceWorker with a new version already waiting. */
function fakeServiceWorkerContainer() {
  const containerListeners: Record<string, Listener[]> = {};
  const waiting = { postMessage: jest.fn() };
  const registration = { waiting, installing: null, addEventListener: jest.fn() };
  const container = {
    controller: { postMessage: jest.fn() } as { postMessage: jest.Mock } | null,
    register: jest.fn(async () => registration),
    addEventListener: (type: string, listener: Listener) => {
      (containerListeners[type] ??= []).push(listener);
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const emit = (type: string) => containerListeners[type]?.forEach((listener) => listener());
  return { container, waiting, emit };
}

const reload = jest.fn();

async function registerAndLoad(confirmReload: (message: string) => boolean) {
  registerServiceWorker({ confirmReload, reload });
  window.dispatchEvent(new Event('load'));
  await Promise.resolve();
  await Promise.resolve();
}

describe('registerServiceWorker', () => {
  it('registers /sw.js, asks once, and on yes takes over and reloads exactly once', async () => {
    const { container, waiting, emit } = fakeServiceWorkerContainer();
    const confirm = jest.fn(() => true);
    await registerAndLoad(confirm);

    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(UPDATE_PROMPT);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    emit('controllerchange');
    emit('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on no, keeps the running version and never reloads', async () => {
    reload.mockClear();
    const { waiting, emit } = fakeServiceWorkerContainer();
    await registerAndLoad(() => false);

    expect(waiting.postMessage).not.toHaveBeenCalled();
    emit('controllerchange');
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells the worker, once it controls the page, the code the page loaded before it did', async () => {
    // A member's first visit: the app and the remotes' code load while no worker controls the page.
    const { container, emit } = fakeServiceWorkerContainer();
    container.controller = null;
    const loaded = [
      { name: `${window.location.origin}/remotes.json`, initiatorType: 'fetch' },
      { name: 'http://localhost:3001/mf-manifest.json', initiatorType: 'fetch' },
      { name: 'http://localhost:3001/remoteEntry.js', initiatorType: 'script' },
      { name: `${window.location.origin}/favicon.ico`, initiatorType: 'other' },
      { name: `${window.location.origin}/fonts/body.woff2`, initiatorType: 'css' },
    ];
    Object.defineProperty(performance, 'getEntriesByType', {
      value: (type: string) => (type === 'resource' ? loaded : []),
      configurable: true,
    });
    await registerAndLoad(() => true);

    // The worker takes over (its first install claims the page).
    const worker = { postMessage: jest.fn() };
    container.controller = worker;
    emit('controllerchange');
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: 'KEEP_CODE',
      urls: [
        `${window.location.origin}/remotes.json`,
        'http://localhost:3001/mf-manifest.json',
        'http://localhost:3001/remoteEntry.js',
      ],
    });
    expect(reload).not.toHaveBeenCalled();
  });
});
