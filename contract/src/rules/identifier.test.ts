import {
  adviseIdentifier,
  expectedVinCheckDigit,
  normaliseIdentifier,
  suggestedKind,
  verifyIdentifier,
} from './identifier.js';

describe('vehicle identifiers', () => {
  it('normalises a number as stamped into its look-up key', () => {
    expect(normaliseIdentifier(' 3c 1234-b ')).toBe('3C1234B');
    expect(normaliseIdentifier('e.1001/a')).toBe('E1001A');
  });

  it('computes the VIN check digit, X included', () => {
    expect(expectedVinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(expectedVinCheckDigit('11111111111111111')).toBe('1');
  });

  it('accepts a VIN typed with spaces and lower case', () => {
    expect(adviseIdentifier('vin', '1m8gdm9a xkp042788')).toEqual({
      state: 'ok',
      key: '1M8GDM9AXKP042788',
    });
  });

  it('flags a wrong check digit as something to confirm, not an error', () => {
    expect(adviseIdentifier('vin', '1M8GDM9A1KP042788')).toEqual({
      state: 'check-digit-mismatch',
      key: '1M8GDM9A1KP042788',
      expected: 'X',
      actual: '1',
    });
  });

  it('rejects VINs of the wrong length or with I, O or Q', () => {
    expect(adviseIdentifier('vin', '1M8GDM9AXKP04278')).toMatchObject({ state: 'invalid' });
    expect(adviseIdentifier('vin', '1M8GDM9AXKP04278O')).toMatchObject({ state: 'invalid' });
  });

  it('takes chassis and serial numbers in any form, and nothing for none', () => {
    expect(adviseIdentifier('chassis', '3C 1234-B')).toEqual({ state: 'ok', key: '3C1234B' });
    expect(adviseIdentifier('serial', '--')).toMatchObject({ state: 'invalid' });
    expect(adviseIdentifier('none', 'anything')).toEqual({ state: 'empty' });
  });

  it('suggests a chassis number before 1981 and a VIN after', () => {
    expect(suggestedKind(1967)).toBe('chassis');
    expect(suggestedKind(1989)).toBe('vin');
    expect(suggestedKind(null)).toBe('vin');
  });
});

describe('the API’s decision on an identifier', () => {
  const verify = (kind: 'vin' | 'chassis' | 'none', identifier: string, extra = {}) =>
    verifyIdentifier({ kind, identifier, modelYear: null, confirmed: false, ...extra });

  it('keeps the number as stamped and its key', () => {
    expect(verify('chassis', ' 3C 1234-B ')).toEqual({
      ok: true,
      identifier: '3C 1234-B',
      key: '3C1234B',
      check: null,
    });
    expect(verify('vin', '1M8GDM9AXKP042788')).toMatchObject({ ok: true, check: 'valid' });
    expect(verify('none', 'ignored')).toEqual({
      ok: true,
      identifier: null,
      key: null,
      check: null,
    });
  });

  it('refuses a VIN for a pre-1981 model year, on the kind of number', () => {
    expect(verify('vin', '1M8GDM9AXKP042788', { modelYear: 1962 })).toMatchObject({
      ok: false,
      field: 'identifierKind',
    });
  });

  it('asks to confirm a wrong check digit, and records a confirmed one', () => {
    expect(verify('vin', '1M8GDM9A1KP042788')).toEqual({
      ok: false,
      field: 'identifier',
      confirmable: true,
      message:
        'The VIN check digit (9th character) should be X but is 1. Check the number as stamped, or confirm it is correct.',
    });
    expect(verify('vin', '1M8GDM9A1KP042788', { confirmed: true })).toMatchObject({
      ok: true,
      check: 'mismatch_confirmed',
    });
  });

  it('needs a number for every kind but none', () => {
    expect(verify('chassis', '  ')).toEqual({
      ok: false,
      field: 'identifier',
      message: 'Enter the number exactly as stamped.',
    });
    expect(verify('chassis', '--')).toMatchObject({
      ok: false,
      message: 'The number needs at least one letter or digit.',
    });
  });
});
