import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import {
  LANGUAGES,
  LANGUAGE_COOKIE,
  isLanguage,
  languageOf,
  localeFor,
  negotiateLocale,
  supportedLocale,
  type Language,
  type SupportedLocale,
} from '@vg/contract/rules';
import { loadContractCatalogue, type Catalogue, type MessageDescriptor } from '@vg/contract/i18n';
import de from './de.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };

// The API's words in the reader's language (docs/adr/0029): its own catalogue (api/src/i18n) over
// the texts it shares with the screens (@vg/contract/i18n), all read once at start. English is each
// text's own words, as on the screens.

const OWN: Record<Language, Catalogue> = { en: {}, de, fr, it };
const CATALOGUES = new Map<Language, Catalogue>(
  await Promise.all(
    LANGUAGES.map(
      async (language) =>
        [language, { ...(await loadContractCatalogue(language)), ...OWN[language] }] as const,
    ),
  ),
);

const cache = createIntlCache();
const intls = new Map<SupportedLocale, IntlShape>();

/** Formats texts, numbers and dates for a locale, in its language's words. */
export function intlFor(locale: SupportedLocale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: 'en-GB',
        messages: CATALOGUES.get(languageOf(locale)) ?? {},
        // English reads each text's own words; a gap in another language is the catalogue test's.
        onError: () => {},
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

export type TextValues = Record<string, string | number | Date | null | undefined>;

/** One text in a locale's words. */
export const textIn = (
  locale: SupportedLocale,
  descriptor: MessageDescriptor,
  values?: TextValues,
): string => intlFor(locale).formatMessage(descriptor, values as Record<string, string>);

/**
 * The locale a reader of a page is answered in: the language they chose in the footer (the
 * `vg-language` cookie), written the way their browser asks when it is of that language, else
 * their browser's Accept-Language.
 */
export function readerLocaleOf(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): SupportedLocale {
  const asked = negotiateLocale(headers['accept-language']);
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(
    headers.cookie ?? '',
  )?.[1];
  return isLanguage(chosen) ? localeFor(chosen, asked) : asked;
}

/** The locale a member is written to in (emails, notifications, their dossier). */
export const memberLocale = (member: {
  language: string | null;
  locale: string | null;
}): SupportedLocale =>
  localeFor(isLanguage(member.language) ? member.language : null, supportedLocale(member.locale));
