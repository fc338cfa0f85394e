/** One request to the API under `origin`; its JSON answer (seed.mjs). */
export function call<T = unknown>(
  origin: string,
  method: string,
  path: string,
  options?: { token?: string; body?: unknown; form?: FormData },
): Promise<T>;
/** A member signed in (registered and verified the first time): their token. */
export function member(origin: string, email: string, username: string): Promise<string>;
