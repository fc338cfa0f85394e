import type { IdentifierCheck, IdentifierKind } from '../tables.js';

/** The year the 17-character VIN became the rule (ISO 3779 / NHTSA 1981 model year). */
export const VIN_FIRST_MODEL_YEAR = 1981;
export const VIN_LENGTH = 17;
const CHECK_DIGIT_INDEX = 8;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
// I, O and Q never appear in a VIN: they read too much like 1 and 0.
const VIN_ALPHABET = /^[A-HJ-NPR-Z0-9]{17}$/;
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The look-up key: upper case, without spaces, dashes, dots or any other separator. */
export function normaliseIdentifier(stamped: string): string {
  return stamped.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function transliterate(character: string): number {
  return /\d/.test(character) ? Number(character) : (LETTER_VALUES[character] ?? 0);
}

/** The check digit a 17-character VIN should carry in its 9th position ('0'-'9' or 'X'). */
export function expectedVinCheckDigit(vin: string): string {
  const sum = [...vin].reduce(
    (total, character, index) => total + transliterate(character) * (VIN_WEIGHTS[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export type IdentifierVerdict =
  | { ok: true; identifier: string | null; key: string | null; check: IdentifierCheck | null }
  | { ok: false; field: 'identifier' | 'modelYear'; message: string; confirmable?: boolean };

export const CHECK_DIGIT_MISMATCH_PREFIX = 'The VIN check digit';

/**
 * Validates an identifier for its kind. A VIN whose check digit does not add up is a warning, not a
 * refusal: many European VINs never used the digit, and the owner holds the car, so they may confirm.
 */
export function verifyIdentifier(input: {
  kind: IdentifierKind;
  identifier: string | null | undefined;
  modelYear: number | null | undefined;
  confirmed: boolean;
}): IdentifierVerdict {
  const stamped = input.identifier?.trim() || null;
  if (input.kind === 'none') return { ok: true, identifier: null, key: null, check: null };
  if (!stamped)
    return { ok: false, field: 'identifier', message: 'Enter the number exactly as stamped.' };
  const key = normaliseIdentifier(stamped);
  if (input.kind !== 'vin') {
    if (!key)
      return {
        ok: false,
        field: 'identifier',
        message: 'The number needs at least one letter or digit.',
      };
    return { ok: true, identifier: stamped, key, check: null };
  }
  if (input.modelYear != null && input.modelYear < VIN_FIRST_MODEL_YEAR) {
    return {
      ok: false,
      field: 'modelYear',
      message: `17-character VINs start with the ${VIN_FIRST_MODEL_YEAR} model year; for an older vehicle choose the maker's serial or the chassis number.`,
    };
  }
  if (!VIN_ALPHABET.test(key)) {
    return {
      ok: false,
      field: 'identifier',
      message: 'A VIN has 17 letters and digits, without I, O or Q.',
    };
  }
  const expected = expectedVinCheckDigit(key);
  const actual = key[CHECK_DIGIT_INDEX];
  if (expected === actual) return { ok: true, identifier: stamped, key, check: 'valid' };
  if (input.confirmed) return { ok: true, identifier: stamped, key, check: 'mismatch_confirmed' };
  return {
    ok: false,
    field: 'identifier',
    confirmable: true,
    message: `${CHECK_DIGIT_MISMATCH_PREFIX} (9th character) should be ${expected} but is ${actual}. Check the number as stamped, or confirm it is correct.`,
  };
}
