import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it('writes an amount with its currency, in the reader’s locale', () => {
    expect(formatMoney(80.5, 'GBP', 'en-GB')).toBe('£80.50');
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });

  it('says when a saved amount has no currency, and writes nothing for no amount', () => {
    expect(formatMoney(80.5, null, 'en-GB')).toBe('80.50 (no currency recorded)');
    expect(formatMoney(null, 'GBP', 'en-GB')).toBeNull();
  });
});
