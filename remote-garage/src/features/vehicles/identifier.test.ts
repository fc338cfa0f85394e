import {
  adviseIdentifier,
  expectedVinCheckDigit,
  normaliseIdentifier,
  suggestedKind,
} from './identifier';

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
