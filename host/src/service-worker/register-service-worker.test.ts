import { registerServiceWorker, UPDATE_PROMPT } from './register-service-worker';

type Listener = () => void;

/** A stand-in for navigator.serviceWorker with a new version already waiting. */
function fakeServiceWorkerContainer() {
  const containerListeners: Record<string, Listener[]> = {};
  const waiting = { postMessage: jest.fn() };
  const registration = { waiting, installing: null, addEventListener: jest.fn() };
  const container = {
    controller: {},
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
});
