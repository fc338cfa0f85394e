import { randomBytes } from 'node:crypto';

// A dossier's public code: 12 characters of Crockford's base32 (60 random bits), printed grouped as
// ABCD-EFGH-JKMN. Short enough to type from paper, too many to walk (docs/security.md, T42).

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;
const CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;

export function newDossierCode(): string {
  const bytes = randomBytes(LENGTH);
  return Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
}

/** What a reader typed, as stored: case, hyphens and spaces ignored; null when it cannot be a code. */
export function normaliseDossierCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[-\s]/g, '');
  return CODE.test(code) ? code : null;
}

export { dossierPath, groupedDossierCode as groupedCode } from '@vg/contract/rules';
