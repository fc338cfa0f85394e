// Vehicle identifiers as owners of old cars meet them. The API applies the same rules (its
// vehicles/identifier.ts); this copy answers while the owner types, before anything is sent.

export type IdentifierKind = 'vin' | 'serial' | 'chassis' | 'none';

export const VIN_FIRST_MODEL_YEAR = 1981;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
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

export const IDENTIFIER_KIND_LABELS: Record<IdentifierKind, string> = {
  vin: 'VIN (17 characters, 1981 on)',
  serial: "Maker's serial number (before 1981)",
  chassis: 'Chassis or frame number',
  none: 'No number known',
};

/** The look-up key: upper case without spaces or separators ('3C 1234-B' -> '3C1234B'). */
export function normaliseIdentifier(stamped: string): string {
  return stamped.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function expectedVinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, character, index) => {
    const value = /\d/.test(character) ? Number(character) : (LETTER_VALUES[character] ?? 0);
    return total + value * (VIN_WEIGHTS[index] ?? 0);
  }, 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
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
    return key
      ? { state: 'ok', key }
      : { state: 'invalid', message: 'The number needs at least one letter or digit.' };
  }
  if (!VIN_PATTERN.test(key)) {
    return { state: 'invalid', message: 'A VIN has 17 letters and digits, without I, O or Q.' };
  }
  const expected = expectedVinCheckDigit(key);
  const actual = key[8] ?? '';
  return expected === actual
    ? { state: 'ok', key }
    : { state: 'check-digit-mismatch', key, expected, actual };
}

/** The kind an owner most likely needs for a model year (VINs only from 1981). */
export function suggestedKind(modelYear: number | null): IdentifierKind {
  return modelYear !== null && modelYear < VIN_FIRST_MODEL_YEAR ? 'chassis' : 'vin';
}
