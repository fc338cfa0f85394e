import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { localeFor, type Language, type SupportedLocale } from '@vg/contract/rules';
import { useSession } from '../session';
import {
  LANGUAGE_CHANGE_EVENT,
  browserLanguage,
  browserLocale,
  readLanguageChoice,
  storeLanguageChoice,
} from './language-choice';

export interface ReaderLanguage {
  /** Which catalogue the words come from. */
  language: Language;
  /** How dates and numbers are written: the browser's own when it is of that language. */
  locale: SupportedLocale;
  /** Chooses a language in this browser (a member keeps theirs in the profile too). */
  choose: (language: Language) => void;
}

const LanguageContext = createContext<ReaderLanguage | null>(null);

/**
 * The reader's language for every screen (docs/product.md#languages): the member's choice in their
 * profile, else this browser's choice, else the browser's languages. Keeps <html lang> right.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const memberLanguage = useSession().user?.language ?? null;
  const [browserChoice, setBrowserChoice] = useState(readLanguageChoice);
  useEffect(() => {
    const follow = () => setBrowserChoice(readLanguageChoice());
    window.addEventListener(LANGUAGE_CHANGE_EVENT, follow);
    return () => window.removeEventListener(LANGUAGE_CHANGE_EVENT, follow);
  }, []);
  const language = memberLanguage ?? browserChoice ?? browserLanguage();
  const locale = localeFor(language, browserLocale());
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const choose = useCallback((next: Language) => storeLanguageChoice(next), []);
  const value = useMemo(() => ({ language, locale, choose }), [language, locale, choose]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The reader's language; English outside a LanguageProvider (a component test). */
export function useLanguage(): ReaderLanguage {
  return useContext(LanguageContext) ?? FALLBACK;
}

const FALLBACK: ReaderLanguage = { language: 'en', locale: 'en-GB', choose: storeLanguageChoice };
