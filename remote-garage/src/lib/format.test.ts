import { formatMoneyAxis } from './format';

describe('formatMoneyAxis', () => {
  it('writes a value axis’s money short, with its currency', () => {
    expect(formatMoneyAxis(15_000, 'GBP')).toBe('£15K');
    expect(formatMoneyAxis(2_500, 'EUR')).toBe('€2.5K');
    expect(formatMoneyAxis(400, 'USD')).toBe('$400');
    expect(formatMoneyAxis(0, 'GBP')).toBe('£0');
  });

  it('writes a bare figure when no currency was recorded, or the code is unknown', () => {
    expect(formatMoneyAxis(1_200, null)).toBe('1.2K');
    expect(formatMoneyAxis(1_200, 'XX')).toBe('1.2K');
  });
});
