import { LANGUAGES, languageOf, localeFor } from './languages.js';

describe('languages', () => {
  it('are British English, German, French and Italian', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'fr', 'it']);
  });

  it('are read from a locale, English where the product has no catalogue', () => {
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('it')).toBe('it');
    expect(languageOf('es-MX')).toBe('en');
    expect(languageOf(null)).toBe('en');
  });

  it("write in the reader's locale when it is of the chosen language, else the language's own", () => {
    expect(localeFor('de', 'de-CH')).toBe('de-CH');
    expect(localeFor('fr', 'en-GB')).toBe('fr');
    expect(localeFor('en', 'en-US')).toBe('en-US');
    expect(localeFor('en', 'de')).toBe('en-GB');
    expect(localeFor(null, 'en-AU')).toBe('en-AU');
  });
});
