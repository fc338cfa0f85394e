import { isIP } from 'node:net';

/**
 * Which proxies in front of the API may name the client (docs/security.md, T27): their addresses
 * and CIDR ranges, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal` (`npm start`:
 * loopback, the native host server; compose: uniquelocal, the compose network where the host's
 * nginx runs). Each proxy of ours sets X-Forwarded-For from the socket it saw, so the address
 * before the first trusted hop is the client; per-address rate limits key on it. A hop count is
 * not accepted: it trusts whoever connects, so a client reaching the API directly could name
 * itself (Fastify trusts no one for a number).
 */
export type TrustProxy = string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY, default `loopback`; a problem naming the setting when it is not that list. */
export function readTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = raw ?? 'loopback';
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  problems.push(
    `TRUST_PROXY must be a comma-separated list of the addresses or CIDR ranges of the proxies in front of the API, or loopback, linklocal, uniquelocal; not a number of hops (got "${value}")`,
  );
  return [];
}
