// The federation contract between the host and its remotes.
// A remote bakes the contract version it was built against into its own code
// (see shared/federation: __VG_CONTRACT_VERSION__), so the host compares two
// independent numbers instead of reading its own copy of @vg/shared twice.
import remotePages from './remote-pages.json';
import version from './version.json';

export const CONTRACT_VERSION: string = version.contractVersion;

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
 * The exposed pages the host's routes and flows load from each remote. A JSON file, so each remote's
 * contract test (shared/federation/check-contract.js) reads the same list the host is typed by.
 */
export const REMOTE_PAGES = remotePages satisfies Record<RemoteName, readonly string[]>;

/** What every exposed page module of a remote exports. */
export interface RemotePageModule<Props = object> {
  default: import('react').ComponentType<Props>;
  contractVersion: string;
}

// The signed-in member (GET /api/v1/auth/user's `data`) and the one error body, as the API's
// contract declares them; re-exported under the names the apps already use.
export type { CurrentUser, ErrorBody as ApiErrorBody, UserRole } from '@vg/contract';

export function contractMajor(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export { recordSingletons, type SingletonIdentities } from './singleton-probe';
