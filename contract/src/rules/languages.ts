// The languages the product is written in (docs/product.md#languages), for the screens and the API
// alike. A reader's locale (dates.ts) says how a date or a number is written; their language says
// which catalogue the words come from. British English is the default and the words of
// docs/product.md; a locale whose language has no catalogue (es, nl, ...) reads English.
import { DEFAULT_LOCALE, supportedLocale, type SupportedLocale } from './dates.js';

export const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Each language named in itself, as a language menu shows it: a reader who cannot read the page's
 * language still finds their own.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
};

/** Where the browser keeps a visitor's choice, so the pages the API renders read it too. */
export const LANGUAGE_COOKIE = 'vg-language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a locale reads: 'de-AT' reads German, 'es' (no catalogue yet) English. */
export function languageOf(locale: string | null | undefined): Language {
  const language = (locale ?? '').toLowerCase().split('-')[0];
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

const LOCALE_OF_LANGUAGE: Record<Language, SupportedLocale> = {
  en: DEFAULT_LOCALE,
  de: 'de',
  fr: 'fr',
  it: 'it',
};

/**
 * The locale to write in once a language is chosen: the reader's own when it is of that language
 * ('de-CH' stays Swiss for German), else the language's own (a British browser choosing French
 * reads French dates).
 */
export function localeFor(
  language: Language | null | undefined,
  locale: string | null | undefined,
): SupportedLocale {
  const own = supportedLocale(locale);
  if (!language || languageOf(own) === language) return own;
  return LOCALE_OF_LANGUAGE[language];
}
