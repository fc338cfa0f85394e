// A paper's kinds (docs/product.md#papers), a rule so the screens can offer them by name.

export const DOCUMENT_KINDS = [
  'invoice',
  'registration',
  'certificate',
  'inspection',
  'insurance',
  'manual',
  'correspondence',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** How each kind reads to its keeper, in the order the form offers them. */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  invoice: 'Invoice or receipt',
  registration: 'Registration or title',
  certificate: 'Heritage or build certificate',
  inspection: 'Inspection (MOT, TÜV, contrôle technique)',
  insurance: 'Insurance or valuation',
  manual: 'Manual or brochure',
  correspondence: 'Correspondence',
  other: 'Other',
};
