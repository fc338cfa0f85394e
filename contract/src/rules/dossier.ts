// Sale dossiers (docs/product.md#sale-dossier): shared by the API's schema and the garage's screen.

/** The most photos one dossier carries: the bench's figure holds for this many (docs/figures.md). */
export const DOSSIER_MAX_PHOTOS = 24;

/** The most papers one dossier lists (and may append): each is a line and its fingerprint. */
export const DOSSIER_MAX_DOCUMENTS = 50;

/** The paper a dossier is laid out for: the API's schema and the garage's choice list. */
export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** A dossier's verification page on the site. */
export const dossierPath = (code: string) => `/verify/${code}`;

/** ABCD-EFGH-JKMN: a dossier's code as printed, in groups of four. */
export const groupedDossierCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * What the verification page's "Check a document" says (docs/product.md#sale-dossier): the page's
 * script and the tests read the same words. The file is hashed in the reader's browser.
 */
export const DOCUMENT_CHECK = {
  label: 'Check a document',
  privacy:
    'Your file is checked here, in your browser: it is never uploaded, and never leaves your device.',
  checking: 'Checking the file…',
  matches: (title: string) => `This file is “${title}”, exactly as the dossier lists it.`,
  noMatch: 'This file is not one of this dossier’s documents, or it has been changed.',
  unavailable: 'This browser cannot check files here. Compare the file’s SHA-256 with the list.',
  unreadable: 'This file could not be read. Pick it again.',
} as const;
