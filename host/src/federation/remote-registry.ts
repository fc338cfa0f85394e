import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@vg/shared';

let registryPromise: Promise<RemoteRegistry> | null = null;

function toRemote(name: RemoteName, entry: string) {
  return { name, entry };
}

/**
 * Fetches /remotes.json (never cached: a team releases by rewriting it) and
 * registers every remote with the federation runtime the host was built with.
 * Registering loads nothing: a remote's files are fetched on first use, so the
 * admin remote is never requested before an admin screen opens.
 */
export function loadRemoteRegistry(): Promise<RemoteRegistry> {
  registryPromise ??= fetch('/remotes.json', { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      const registry = (await response.json()) as RemoteRegistry;
      registerRemotes(
        REMOTE_NAMES.flatMap((name) => {
          const entry = registry[name];
          return entry ? [toRemote(name, entry)] : [];
        }),
      );
      return registry;
    })
    .catch((error: unknown) => {
      registryPromise = null; // the next attempt asks again
      throw error;
    });
  return registryPromise;
}

/**
 * After a failed load the runtime may hold a failed manifest or entry; force
 * re-registration drops them so Retry fetches afresh without a page reload.
 */
export async function resetRemote(name: RemoteName): Promise<void> {
  const registry = await loadRemoteRegistry();
  const entry = registry[name];
  if (entry) registerRemotes([toRemote(name, entry)], { force: true });
}
