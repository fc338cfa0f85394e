import { formatDate } from '@vg/shared';

const medium = (date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(date);

describe('formatDate', () => {
  it('writes a calendar day and a moment alike: medium length, in the reader locale', () => {
    expect(formatDate('2025-09-03')).toBe(medium(new Date('2025-09-03T00:00:00Z'), 'UTC'));
    expect(formatDate('2026-12-05T10:00:00Z')).toBe(medium(new Date('2026-12-05T10:00:00Z')));
  });

  it('shows a dash for nothing or nonsense, never Invalid Date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
