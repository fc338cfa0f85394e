// How each keeper came to a car: shared by the API's schema, a sale dossier's verification
// (docs/product.md#sale-dossier) and the garage's timeline.

/** How a keeper came to the car. */
export const ACQUISITIONS = [
  'new',
  'purchase',
  'auction',
  'inheritance',
  'gift',
  'barn_find',
  'trade',
  'other',
] as const;
export type Acquisition = (typeof ACQUISITIONS)[number];

/** How a keeper came to the car, in words: the garage's timeline and a dossier's verification. */
export const ACQUISITION_LABELS: Record<Acquisition, string> = {
  new: 'Bought new',
  purchase: 'Bought',
  auction: 'At auction',
  inheritance: 'Inherited',
  gift: 'A gift',
  barn_find: 'Barn find',
  trade: 'Traded',
  other: 'Other',
};
