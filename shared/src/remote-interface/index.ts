// The federation interface between the host and its remotes: which pages each remote exposes and
// the version of that agreement (docs/adr/0001). Not to be confused with @vg/contract, the API's
// shapes and route table. A remote bakes the interface version it was built against into its own
// code (see shared/federation: __VG_REMOTE_INTERFACE_VERSION__), so the host compares two
// independent numbers instead of reading its own copy of @vg/shared twice.
import remotePages from './remote-pages.json';
import version from './version.json';

export const REMOTE_INTERFACE_VERSION: string = version.interfaceVersion;

export const REMOTE_NAMES = ['garage', 'community', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: each remote's mf-manifest.json URL, written at deploy time. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

/**
 * `/remotes.json` as served: the registry, and the origins a developer may load one remote from
 * instead (`?remoteOverride=garage=http://localhost:3101/mf-manifest.json`), set at deploy time.
 * An entry may end in `:*` for any port.
 */
export type RemoteRegistryDocument = RemoteRegistry & { overrideOrigins?: string[] };

/**
 * The exposed pages the host's routes and flows load from each remote. A JSON file, so each
 * remote's interface test (shared/federation/check-remote-interface.js) reads the same list the
 * host is typed by.
 */
export const REMOTE_PAGES = remotePages satisfies Record<RemoteName, readonly string[]>;

/** What every exposed page module of a remote exports (docs/adr/0001). */
export interface RemotePageModule<Props = object> {
  default: import('react').ComponentType<Props>;
  interfaceVersion?: string;
  /**
   * Starts the first screen's data as soon as the module has loaded (since interface 1.1), while
   * the host still renders its shell and checks the session: the page's own queries then find it
   * on the way. Optional, and a host from before 1.1 never calls it.
   */
  preload?: (context: PagePreloadContext) => void;
}

/** What a page's preload knows: the page's one QueryClient and the address being opened. */
export interface PagePreloadContext {
  queryClient: import('@tanstack/react-query').QueryClient;
  /** The route's parameters (`/vehicles/:id` gives `id`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export function interfaceMajor(version: string | undefined): number {
  return Number.parseInt((version ?? '').split('.')[0] ?? '', 10);
}

export { recordSingletons, type SingletonIdentities } from './singleton-probe';
