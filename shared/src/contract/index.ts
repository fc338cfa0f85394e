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

export type UserRole = 'user' | 'admin';

/** The current user as GET /api/v1/auth/user answers it (inside `data`). */
export interface CurrentUser {
  id: string;
  email: string;
  username: string;
  displayName: string | null;
  bio: string | null;
  location: string | null;
  avatarUrl: string | null;
  role: UserRole;
  emailVerified: boolean;
  needsConsent: boolean;
  createdAt: string;
}

/** The one error shape every API answer uses. */
export interface ApiErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

export function contractMajor(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export { recordSingletons, type SingletonIdentities } from './singleton-probe';
