// Vehicle identifiers as owners of old cars meet them: one set of rules for the API, which decides,
// and for the garage's form, which advises while the owner types.
import { VIN_FIRST_MODEL_YEAR } from './years.js';

export const IDENTIFIER_KINDS = ['vin', 'serial', 'chassis', 'none'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];
/** What the API recorded about a VIN's check digit. */
export type IdentifierCheck = 'valid' | 'mismatch_confirmed';

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

export const CHECK_DIGIT_MISMATCH_PREFIX = 'The VIN check digit';
export const VIN_MODEL_YEAR_MESSAGE = `17-character VINs start with the ${VIN_FIRST_MODEL_YEAR} model year; for an older vehicle choose the maker's serial or the chassis number.`;
const NEEDS_A_CHARACTER = 'The number needs at least one letter or digit.';
const NOT_A_VIN = 'A VIN has 17 letters and digits, without I, O or Q.';

/** The look-up key: upper case, without spaces, dashes, dots or any other separator. */
export function normaliseIdentifier(stamped: string): string {
  return stamped.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The check digit a 17-character VIN should carry in its 9th position ('0'-'9' or 'X'). */
export function expectedVinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, character, index) => {
    const value = /\d/.test(character) ? Number(character) : (LETTER_VALUES[character] ?? 0);
    return total + value * (VIN_WEIGHTS[index] ?? 0);
  }, 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export type IdentifierAdvice =
  | { state: 'empty' }
  | { state: 'ok'; key: string }
  | { state: 'invalid'; message: string }
  /** A well-formed VIN whose check digit does not add up: the owner may confirm it. */
  | { state: 'check-digit-mismatch'; key: string; expected: string; actual: string };

/** What to tell the owner about the number typed so far. */
export function adviseIdentifier(kind: IdentifierKind, stamped: string): IdentifierAdvice {
  if (kind === 'none' || stamped.trim() === '') return { state: 'empty' };
  const key = normaliseIdentifier(stamped);
  if (kind !== 'vin') {
    return key ? { state: 'ok', key } : { state: 'invalid', message: NEEDS_A_CHARACTER };
  }
  if (!VIN_ALPHABET.test(key)) return { state: 'invalid', message: NOT_A_VIN };
  const expected = expectedVinCheckDigit(key);
  const actual = key[CHECK_DIGIT_INDEX] ?? '';
  return expected === actual
    ? { state: 'ok', key }
    : { state: 'check-digit-mismatch', key, expected, actual };
}

/** The kind an owner most likely needs for a model year (VINs only from 1981). */
export function suggestedKind(modelYear: number | null): IdentifierKind {
  return modelYear !== null && modelYear < VIN_FIRST_MODEL_YEAR ? 'chassis' : 'vin';
}

export const checkDigitMismatchMessage = (expected: string, actual: string) =>
  `${CHECK_DIGIT_MISMATCH_PREFIX} (9th character) should be ${expected} but is ${actual}. Check the number as stamped, or confirm it is correct.`;

export type IdentifierVerdict =
  | { ok: true; identifier: string | null; key: string | null; check: IdentifierCheck | null }
  | { ok: false; field: 'identifier' | 'identifierKind'; message: string; confirmable?: boolean };

/**
 * The API's decision on an identifier for its kind. A VIN whose check digit does not add up is a
 * warning, not a refusal: many European VINs never used the digit, and the owner holds the car, so
 * they may confirm it.
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
  // The kind is what is wrong (the message asks for another), not the year the owner knows.
  if (input.kind === 'vin' && input.modelYear != null && input.modelYear < VIN_FIRST_MODEL_YEAR)
    return { ok: false, field: 'identifierKind', message: VIN_MODEL_YEAR_MESSAGE };
  const advice = adviseIdentifier(input.kind, stamped);
  switch (advice.state) {
    case 'ok':
      return {
        ok: true,
        identifier: stamped,
        key: advice.key,
        check: input.kind === 'vin' ? 'valid' : null,
      };
    case 'check-digit-mismatch':
      if (input.confirmed)
        return { ok: true, identifier: stamped, key: advice.key, check: 'mismatch_confirmed' };
      return {
        ok: false,
        field: 'identifier',
        confirmable: true,
        message: checkDigitMismatchMessage(advice.expected, advice.actual),
      };
    case 'invalid':
      return { ok: false, field: 'identifier', message: advice.message };
    case 'empty':
      return { ok: false, field: 'identifier', message: NEEDS_A_CHARACTER };
  }
}
