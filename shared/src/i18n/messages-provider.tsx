import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@vg/contract/rules';
import { loadContractCatalogue, type Catalogue } from '@vg/contract/i18n';
import { useLanguage } from './language-provider';
import { loadKitCatalogue } from './load-kit-catalogue';

/** An app's or a remote's own words in a language; English is the code's own and loads nothing. */
export type CatalogueLoader = (language: Language) => Promise<Catalogue>;

// A catalogue is fetched once per page load: the next screen of the same remote has its words at once.
const loaded = new Map<CatalogueLoader, Map<Language, Catalogue>>();

async function loadAll(load: CatalogueLoader, language: Language): Promise<Catalogue> {
  const parts = await Promise.all([
    loadContractCatalogue(language),
    loadKitCatalogue(language),
    load(language),
  ]);
  return Object.assign({}, ...parts) as Catalogue;
}

const EMPTY: Catalogue = {};

/**
 * The words of one app (the host, or a remote's page) in the reader's language, over the texts
 * @vg/contract and the UI kit share (docs/adr/0029). Until a language's catalogue has come, the
 * screen waits rather than flash English; a catalogue that fails to load leaves it in English.
 */
export function MessagesProvider({
  load,
  children,
}: {
  load: CatalogueLoader;
  children: ReactNode;
}) {
  const { language, locale } = useLanguage();
  const known = language === 'en' ? EMPTY : loaded.get(load)?.get(language);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (known) return;
    let current = true;
    loadAll(load, language)
      .catch(() => EMPTY)
      .then((catalogue) => {
        if (!loaded.has(load)) loaded.set(load, new Map());
        loaded.get(load)!.set(language, catalogue);
        if (current) setVersion((version) => version + 1);
      });
    return () => {
      current = false;
    };
  }, [known, load, language]);
  if (!known) return null;
  return (
    <IntlProvider locale={locale} defaultLocale="en-GB" messages={known} onError={reportMissing}>
      {children}
    </IntlProvider>
  );
}

// English reads each text's own words, never a catalogue: a missing translation in English is how
// it is meant to be. In another language a missing one is a bug the catalogue test catches first.
function reportMissing(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/** An exposed page with its remote's words around it. */
export function withMessages<P extends object>(
  Page: ComponentType<P>,
  load: CatalogueLoader,
): ComponentType<P> {
  function PageWithMessages(props: P) {
    return (
      <MessagesProvider load={load}>
        <Page {...props} />
      </MessagesProvider>
    );
  }
  PageWithMessages.displayName = `WithMessages(${Page.displayName ?? Page.name})`;
  return PageWithMessages;
}

type CatalogueImports = Record<
  Exclude<Language, 'en'>,
  () => Promise<{ default: Record<string, string> }>
>;

/** An app's loader from one dynamic import per language (each its own chunk). */
export const catalogueLoader =
  (imports: CatalogueImports): CatalogueLoader =>
  async (language) =>
    language === 'en' ? {} : (await imports[language]()).default;
