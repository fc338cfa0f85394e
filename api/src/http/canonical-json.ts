import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth and undefined left out: the same content always gives
 * the same text, whatever order a query, a mapper or a client put the fields in, so its hash is
 * stable. For JSON's own values it is RFC 8785's form (keys by UTF-16 code unit, numbers and strings
 * as JSON.stringify writes them). A sale dossier's record hashes and fingerprint are made with it
 * and hashed again when a buyer verifies (docs/product.md#sale-dossier): its output must not change.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const hashOf = (value: unknown) => sha256(canonicalJson(value));
