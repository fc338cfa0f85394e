import { createHash } from 'node:crypto';
import { newDossierCode, normaliseDossierCode } from '../dossiers/dossier-code.js';

// A hand-over's one-time code: the dossiers' kind of code (12 characters of Crockford's base32, 60
// random bits), typed from a message or a sheet of paper, too many to walk. Only its hash is kept,
// so a reader of the database cannot take a car (docs/security.md, T62).

export const newHandOverCode = newDossierCode;

/** The hash the code is found by; null when what was typed cannot be a code. */
export function handOverCodeHash(typed: string): string | null {
  const code = normaliseDossierCode(typed);
  return code ? createHash('sha256').update(code).digest('hex') : null;
}

export const handOverPath = (code: string) => `/hand-over/${code}`;
