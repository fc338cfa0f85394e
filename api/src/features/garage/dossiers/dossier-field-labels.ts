// How the verification page names a field of a record that changed after the dossier
// (docs/product.md#sale-dossier): what kind of change, never the value. A keeper's name is "the
// keeper", never who (docs/security.md, T42). Fields printed together share a name.
const LABELS: Record<string, string> = {
  performedOn: 'the date',
  odometer: 'the odometer reading',
  odometerUnit: 'the odometer unit',
  category: 'the category',
  title: 'the title',
  notes: 'the notes',
  performedBy: 'who did the work',
  shopName: 'the shop',
  labourHours: 'the labour hours',
  partsCost: 'the costs',
  labourCost: 'the costs',
  totalCost: 'the costs',
  cost: 'the costs',
  currency: 'the costs',
  parts: 'the parts',
  description: 'the description',
  system: 'the system',
  status: 'the status',
  inPeriod: 'whether it is in period',
  reversible: 'whether it is reversible',
  originalRetained: 'whether the original part is kept',
  originalLocation: 'where the original part is',
  reason: 'the reason',
  ownerName: 'the keeper',
  memberUsername: 'the keeper',
  place: 'the place',
  fromDate: 'when the period began',
  fromPrecision: 'when the period began',
  toDate: 'when the period ended',
  toPrecision: 'when the period ended',
  acquisition: 'how the keeper came to the car',
  make: 'the make',
  model: 'the model',
  variant: 'the variant',
  modelYear: 'the model year',
  identifierKind: 'the chassis number or VIN',
  identifier: 'the chassis number or VIN',
  identifierCheck: 'the chassis number or VIN',
  coachbuilder: 'the coachbuilder',
  bodyStyle: 'the body style',
  buildDate: 'the build date',
  buildDatePrecision: 'the build date',
  engineNumber: 'the engine number',
  gearboxNumber: 'the gearbox number',
  factoryColour: 'the factory colour',
  currentColour: 'the current colour',
  matchingNumbers: 'the matching numbers',
};

/**
 * The names of the fields whose hashes differ, in the record's order, each once. Empty when the
 * dossier was made before it kept a hash per field.
 */
export function changedFieldLabels(
  held: Record<string, string> | undefined,
  now: Record<string, string>,
): string[] {
  if (!held) return [];
  const keys = new Set([...Object.keys(held), ...Object.keys(now)]);
  const changed = [...keys].filter((key) => held[key] !== now[key]);
  return [...new Set(changed.map((key) => LABELS[key] ?? 'another detail'))];
}
