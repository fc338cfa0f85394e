import { REMOTE_NAMES, type RemoteName, type RemoteRegistryDocument } from '@vg/shared';

/**
 * One remote loaded from somewhere else than the registry says, so a team can try its dev server
 * against the running product without rebuilding the host (README, "Working on one remote").
 * Asked for with `?remoteOverride=garage=http://localhost:3101/mf-manifest.json` (repeatable),
 * remembered in local storage until reset, and honoured only for origins the registry allows.
 */
export const OVERRIDE_PARAMETER = 'remoteOverride';
export const OVERRIDE_STORAGE_KEY = 'vg_remote_overrides';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export interface AppliedOverride {
  remote: RemoteName;
  url: string;
}

const isRemoteName = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

/** `garage=http://…` values of the address's `remoteOverride` parameters. */
export function overridesFromAddress(search: string): RemoteOverrides {
  const overrides: RemoteOverrides = {};
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAMETER)) {
    const separator = value.indexOf('=');
    const name = value.slice(0, separator);
    if (separator > 0 && isRemoteName(name)) overrides[name] = value.slice(separator + 1);
  }
  return overrides;
}

export function readStoredOverrides(storage: Storage): RemoteOverrides {
  try {
    const stored: unknown = JSON.parse(storage.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(([name, url]) => isRemoteName(name) && typeof url === 'string'),
    );
  } catch {
    return {};
  }
}

export function storeOverrides(storage: Storage, overrides: RemoteOverrides): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(OVERRIDE_STORAGE_KEY);
  else storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
}

/** Whether `url` is http(s) on an allowed origin; `http://localhost:*` allows any port. */
export function isAllowedOverride(url: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return allowedOrigins.some((allowed) =>
    allowed.endsWith(':*')
      ? `${parsed.protocol}//${parsed.hostname}` === allowed.slice(0, -2)
      : parsed.origin === allowed,
  );
}

/**
 * The registry with the allowed overrides in place; refused ones are named in the console and
 * forgotten, and nothing is fetched from them.
 */
export function applyOverrides(
  document: RemoteRegistryDocument,
  requested: RemoteOverrides,
): { registry: RemoteRegistryDocument; applied: AppliedOverride[]; kept: RemoteOverrides } {
  const allowedOrigins = document.overrideOrigins ?? [];
  const registry = { ...document };
  const applied: AppliedOverride[] = [];
  const kept: RemoteOverrides = {};
  for (const remote of REMOTE_NAMES) {
    const url = requested[remote];
    if (url === undefined) continue;
    if (!isAllowedOverride(url, allowedOrigins)) {
      console.error(
        `[vintage-garage] The ${remote} remote was not loaded from ${url}: that origin is not ` +
          `allowed to override a remote here (allowed: ${allowedOrigins.join(', ') || 'none'}). ` +
          `The registry's ${remote} is used.`,
      );
      continue;
    }
    registry[remote] = url;
    applied.push({ remote, url });
    kept[remote] = url;
  }
  return { registry, applied, kept };
}
