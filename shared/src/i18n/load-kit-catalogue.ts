import type { Language } from '@vg/contract/rules';
import type { Catalogue } from '@vg/contract/i18n';

// The UI kit's words (dialogs, forms, toasts, banners), one chunk per language.
const CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import(/* webpackChunkName: "i18n-kit-de" */ './catalogues/de.json'),
  fr: () => import(/* webpackChunkName: "i18n-kit-fr" */ './catalogues/fr.json'),
  it: () => import(/* webpackChunkName: "i18n-kit-it" */ './catalogues/it.json'),
};

export async function loadKitCatalogue(language: Language): Promise<Catalogue> {
  return language === 'en' ? {} : (await CATALOGUES[language]()).default;
}
