import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistryDocument } from '@vg/shared';
import {
  OVERRIDE_PARAMETER,
  applyOverrides,
  overridesFromAddress,
  readStoredOverrides,
  storeOverrides,
  type AppliedOverride,
} from './remote-overrides';
import { registryResponse } from './registry-request';

interface RegistryState {
  registry: RemoteRegistryDocument;
  overrides: AppliedOverride[];
}

let statePromise: Promise<RegistryState> | null = null;

function toRemote(name: RemoteName, entry: string) {
  return { name, entry };
}

/** Overrides asked for in the address are remembered, and the parameter leaves the address. */
function requestedOverrides() {
  const fromAddress = overridesFromAddress(window.location.search);
  if (Object.keys(fromAddress).length === 0) return readStoredOverrides(window.localStorage);
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAMETER);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return { ...readStoredOverrides(window.localStorage), ...fromAddress };
}

function loadRegistryState(): Promise<RegistryState> {
  statePromise ??= registryResponse()
    .then(async (response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      const document = (await response.json()) as RemoteRegistryDocument;
      const { registry, applied, kept } = applyOverrides(document, requestedOverrides());
      storeOverrides(window.localStorage, kept);
      registerRemotes(
        REMOTE_NAMES.flatMap((name) => {
          const entry = registry[name];
          return entry ? [toRemote(name, entry)] : [];
        }),
      );
      return { registry, overrides: applied };
    })
    .catch((error: unknown) => {
      statePromise = null; // the next attempt asks again
      throw error;
    });
  return statePromise;
}

/**
 * Fetches /remotes.json (never cached: a team releases by rewriting it) and
 * registers every remote with the federation runtime the host was built with.
 * Registering loads nothing: a remote's files are fetched on first use, so the
 * admin remote is never requested before an admin screen opens.
 */
export async function loadRemoteRegistry(): Promise<RemoteRegistryDocument> {
  return (await loadRegistryState()).registry;
}

/** The remotes this page loads from a developer's override instead of the registry. */
export async function remoteOverridesInEffect(): Promise<AppliedOverride[]> {
  return (await loadRegistryState()).overrides;
}

/** Forgets every override and starts again from the registry. */
export function resetRemoteOverrides(): void {
  storeOverrides(window.localStorage, {});
  window.location.reload();
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
