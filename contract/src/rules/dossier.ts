// Sale dossiers (docs/product.md#sale-dossier): shared by the API's schema and the garage's screen.

/** The most photos one dossier carries: the bench's figure holds for this many (docs/figures.md). */
export const DOSSIER_MAX_PHOTOS = 24;

/** A dossier's verification page on the site. */
export const dossierPath = (code: string) => `/verify/${code}`;

/** ABCD-EFGH-JKMN: a dossier's code as printed, in groups of four. */
export const groupedDossierCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
