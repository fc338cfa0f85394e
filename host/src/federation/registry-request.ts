// The registry (/remotes.json) is the first link of a member's page's chain: registry, the
// remote's manifest, its code, its data, its photo. The entry script asks for it before the app's
// own chunks have arrived (index.ts), so the answer is there when the app first needs it.
// This module imports nothing shared: it runs before the federation's shared modules are set up.

/** Never cached: a team releases by rewriting the registry. */
const fetchRegistry = () => fetch('/remotes.json', { cache: 'no-store' });

let early: Promise<Response> | undefined;

/** Asks for the registry now; the next registryResponse() takes that answer. */
export function requestRegistryEarly(): void {
  early = fetchRegistry();
  // A failure is the reader's to handle (remote-registry.ts); it is not an unhandled rejection.
  early.catch(() => undefined);
}

/** The early answer, once; every later call (a retry after a failure) asks again. */
export function registryResponse(): Promise<Response> {
  const response = early ?? fetchRegistry();
  early = undefined;
  return response;
}
