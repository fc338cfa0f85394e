import {
  LANGUAGE_COOKIE,
  isLanguage,
  languageOf,
  negotiateLocale,
  type Language,
} from '@vg/contract/rules';

// The reader's language in this browser (docs/product.md#languages): a visitor's choice from the
// footer, kept in the `vg-language` cookie so the pages the API renders read it too, else the
// browser's languages negotiated as the API negotiates Accept-Language.

/** Sent on window when the choice changes here, so every screen showing words follows. */
export const LANGUAGE_CHANGE_EVENT = 'vg-language-change';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language chosen in this browser, if one was. */
export function readLanguageChoice(): Language | null {
  // A page prerendered at build time has no browser: it is written in the default language.
  if (typeof document === 'undefined') return null;
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  return isLanguage(cookie) ? cookie : null;
}

/** The browser's own preference, as Accept-Language would say it. */
export function browserLocale(): string {
  if (typeof window === 'undefined') return negotiateLocale(null);
  const languages = navigator.languages ?? [];
  return negotiateLocale(languages.length ? languages.join(',') : navigator.language);
}

export const browserLanguage = (): Language => languageOf(browserLocale());

/** Keeps the choice in this browser; every screen that reads it follows. */
export function storeLanguageChoice(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent<Language>(LANGUAGE_CHANGE_EVENT, { detail: language }));
}
