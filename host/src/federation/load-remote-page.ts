import { loadRemote } from '@module-federation/enhanced/runtime';
import { interfaceMajor, type RemoteName, type RemotePageModule } from '@vg/shared';
import { loadRemoteRegistry, resetRemote } from './remote-registry';
import { RemoteUnavailableError } from './remote-errors';

/** A remote slower than this is shown as unavailable (Retry tries again). */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;
export const HOST_INTERFACE_VERSION = __VG_REMOTE_INTERFACE_VERSION__;

const loaded = new Map<string, RemotePageModule<never>>();

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new RemoteUnavailableError(
            remote,
            'timeout',
            `no answer in ${REMOTE_LOAD_TIMEOUT_MS} ms`,
          ),
        ),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The already loaded page module, if any: lets navigation render without a flash. */
export function peekRemotePage<P>(
  remote: RemoteName,
  page: string,
): RemotePageModule<P> | undefined {
  return loaded.get(`${remote}/${page}`) as RemotePageModule<P> | undefined;
}

/** Loads under way: a page asked for twice (started early, then mounted) is fetched once. */
const inFlight = new Map<string, Promise<RemotePageModule<never>>>();

/**
 * Loads one exposed page of a remote, refusing a remote built for another
 * federation interface major. Every failure becomes a RemoteUnavailableError and a
 * console warning naming the remote. `fresh` (Retry) starts again from the registry.
 */
export function loadRemotePage<P>(
  remote: RemoteName,
  page: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RemotePageModule<P>> {
  const key = `${remote}/${page}`;
  const pending = inFlight.get(key);
  if (pending && !fresh) return pending as Promise<RemotePageModule<P>>;
  const load = loadOnce<P>(remote, page, fresh);
  inFlight.set(key, load as Promise<RemotePageModule<never>>);
  const settle = () => {
    if (inFlight.get(key) === load) inFlight.delete(key);
  };
  load.then(settle, settle);
  return load;
}

async function loadOnce<P>(
  remote: RemoteName,
  page: string,
  fresh: boolean,
): Promise<RemotePageModule<P>> {
  const key = `${remote}/${page}`;
  try {
    if (fresh) await resetRemote(remote);
    const registry = await withTimeout(loadRemoteRegistry(), remote);
    if (!registry[remote]) {
      throw new RemoteUnavailableError(remote, 'missing', 'not listed in /remotes.json');
    }
    const pageModule = await withTimeout(loadRemote<RemotePageModule<P>>(key), remote);
    if (!pageModule?.default) {
      throw new RemoteUnavailableError(remote, 'missing', `it does not expose ./${page}`);
    }
    // Remotes are released on their own: each says the interface it was built for (docs/adr/0001).
    const built = pageModule.interfaceVersion;
    if (interfaceMajor(built) !== interfaceMajor(HOST_INTERFACE_VERSION)) {
      throw new RemoteUnavailableError(
        remote,
        'interface',
        `it was built for remote interface ${built ?? '(none)'}, the host speaks ${HOST_INTERFACE_VERSION}`,
      );
    }
    loaded.set(key, pageModule as RemotePageModule<never>);
    return pageModule;
  } catch (error) {
    const failure =
      error instanceof RemoteUnavailableError
        ? error
        : new RemoteUnavailableError(remote, 'unreachable', describe(error));
    console.warn(failure.message);
    throw failure;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
