// Sale dossiers (docs/product.md#sale-dossier): shared by the API's schema and the garage's screen.

/** The most photos one dossier carries: the bench's figure holds for this many (docs/figures.md). */
export const DOSSIER_MAX_PHOTOS = 24;

/** The paper a dossier is laid out for: the API's schema and the garage's choice list. */
export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** A dossier's verification page on the site. */
export const dossierPath = (code: string) => `/verify/${code}`;

/** ABCD-EFGH-JKMN: a dossier's code as printed, in groups of four. */
export const groupedDossierCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
