/**
 * Each app records the identity of the singletons as IT resolved them (the
 * values come from the caller's own imports, not from this module), so an
 * end-to-end test can check with object identity that host and remotes run
 * one React, one router, one query library and one styled-components.
 */
export interface SingletonIdentities {
  useState: unknown;
  createPortal: unknown;
  styled: unknown;
  QueryClient: unknown;
  useNavigate: unknown;
}

type ProbeWindow = Window & { __VG_SINGLETONS__?: Record<string, SingletonIdentities> };

export function recordSingletons(app: string, identities: SingletonIdentities): void {
  if (typeof window === 'undefined') return;
  const probe = window as ProbeWindow;
  probe.__VG_SINGLETONS__ ??= {};
  probe.__VG_SINGLETONS__[app] = identities;
}
