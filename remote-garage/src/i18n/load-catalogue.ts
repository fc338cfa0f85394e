import { catalogueLoader } from '@vg/shared';

// The garage's words, one chunk per language, fetched only for a reader of it (docs/adr/0029).
export const loadCatalogue = catalogueLoader({
  de: () => import(/* webpackChunkName: "i18n-de" */ './de'),
  fr: () => import(/* webpackChunkName: "i18n-fr" */ './fr'),
  it: () => import(/* webpackChunkName: "i18n-it" */ './it'),
});
