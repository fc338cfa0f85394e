import {
  DEFAULT_LOCALE,
  formatDate,
  formatDateTime,
  formatMonthYear,
  negotiateLocale,
  supportedLocale,
} from './dates.js';

describe('negotiateLocale', () => {
  it('takes the first supported tag in order of preference', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(negotiateLocale('fr-CA')).toBe('fr-CA');
    expect(negotiateLocale('xx;q=1, en-gb;q=0.5, de;q=0.7')).toBe('de');
  });

  it('falls back to the language of an unlisted region, then to British English', () => {
    expect(negotiateLocale('de-LU')).toBe('de');
    expect(negotiateLocale('tlh, x-klingon')).toBe(DEFAULT_LOCALE);
    expect(negotiateLocale(undefined)).toBe('en-GB');
    expect(negotiateLocale('*')).toBe('en-GB');
  });

  it('never picks a refused tag, and survives nonsense', () => {
    expect(negotiateLocale('fr;q=0, it;q=0.1')).toBe('it');
    expect(negotiateLocale(';;;,,q=,<script>')).toBe('en-GB');
    expect(negotiateLocale(`${'a,'.repeat(10_000)}de`)).toBe('en-GB');
  });

  it('keeps a recorded locale only while it is supported', () => {
    expect(supportedLocale('DE-at')).toBe('de-AT');
    expect(supportedLocale('zz')).toBe('en-GB');
    expect(supportedLocale(null)).toBe('en-GB');
  });
});

describe('formatDate with a locale', () => {
  it('writes the medium date of that locale, a calendar day on its own day', () => {
    expect(formatDate('2025-09-03', { locale: 'en-GB' })).toBe('3 Sept 2025');
    expect(formatDate('2025-09-03', { locale: 'en-US' })).toBe('Sep 3, 2025');
    expect(formatDate('2025-09-03', { locale: 'de' })).toBe('03.09.2025');
    expect(formatDate('2026-12-05T23:30:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '5 Dec 2026',
    );
  });

  it('writes a moment with its time, and a month', () => {
    expect(formatDateTime('2026-12-05T09:05:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '5 Dec 2026, 09:05',
    );
    expect(formatMonthYear('2024-03-10T00:00:00Z', { locale: 'fr', timeZone: 'UTC' })).toBe(
      'mars 2024',
    );
    expect(formatDate('nonsense', { locale: 'de' })).toBe('—');
  });
});
