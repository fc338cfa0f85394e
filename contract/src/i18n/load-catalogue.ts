import type { Language } from '../rules/languages.js';
import type { Catalogue } from './define-messages.js';

// Each language's words load on their own, so a reader fetches only theirs; English is the texts'
// own words and loads nothing.
const CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./catalogues/de.js'),
  fr: () => import('./catalogues/fr.js'),
  it: () => import('./catalogues/it.js'),
};

/** The contract's words (the texts the API's pages and the screens share) in a language. */
export async function loadContractCatalogue(language: Language): Promise<Catalogue> {
  return language === 'en' ? {} : (await CATALOGUES[language]()).default;
}
