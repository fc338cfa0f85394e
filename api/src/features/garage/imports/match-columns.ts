import type { ImportColumns, ImportField, ImportLayout } from '@vg/contract';
import { GARAGE_ONLY_FIELDS } from '@vg/contract/rules';

// Which column is which field (docs/product.md#importing-history). LubeLogger's exports are known
// by their exact headers (as its v1.6.8 export code writes them, StaticHelper.Write*ExportModel);
// a keeper's spreadsheet by the words of its headers, or by what the member chose for the same
// header last time.

/** A header as compared: lower case, letters and digits only, a unit in brackets let go. */
export const headerKey = (header: string) =>
  header
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');

const WORDS: Record<ImportField, string[]> = {
  date: [
    'date',
    'day',
    'datum',
    'when',
    'servicedate',
    'workdate',
    'dateofwork',
    'fuelupdate',
    'jour',
  ],
  odometer: [
    'odometer',
    'odo',
    'mileage',
    'miles',
    'km',
    'kms',
    'kilometres',
    'kilometers',
    'reading',
    'odometerreading',
    'kilometerstand',
    'kmstand',
    'tachostand',
    'compteur',
    'kilométrage',
  ],
  odometerUnit: ['unit', 'units', 'odometerunit', 'distanceunit', 'mileageunit'],
  title: [
    'title',
    'description',
    'work',
    'workdone',
    'job',
    'item',
    'what',
    'service',
    'task',
    'arbeit',
    'beschreibung',
    'travaux',
  ],
  category: ['category', 'type', 'kind', 'kategorie', 'catégorie', 'categorie', 'art'],
  cost: [
    'cost',
    'costs',
    'total',
    'totalcost',
    'totalprice',
    'price',
    'amount',
    'kosten',
    'preis',
    'betrag',
    'prix',
    'montant',
    'coût',
  ],
  currency: ['currency', 'curr', 'ccy', 'währung', 'devise'],
  volume: [
    'volume',
    'litres',
    'liters',
    'gallons',
    'fuelconsumed',
    'fuelvolume',
    'fuelamount',
    'liter',
  ],
  parts: ['parts', 'part', 'partsused', 'partnumber', 'partnumbers', 'teile', 'pièces'],
  supplier: [
    'supplier',
    'garage',
    'shop',
    'vendor',
    'workshop',
    'partsupplier',
    'doneby',
    'mechanic',
    'werkstatt',
    'by',
  ],
  notes: [
    'notes',
    'note',
    'comments',
    'comment',
    'remarks',
    'notizen',
    'bemerkung',
    'bemerkungen',
    'remarques',
    'memo',
  ],
  // A whole garage's file only (docs/product.md#importing-history): which car the row is of.
  car: [
    'car',
    'cars',
    'vehicle',
    'fahrzeug',
    'auto',
    'wagen',
    'voiture',
    'véhicule',
    'vehicule',
    'registration',
    'registrationnumber',
    'reg',
    'regno',
    'numberplate',
    'plate',
    'licenseplate',
    'kennzeichen',
    'amtlicheskennzeichen',
    'immatriculation',
    'plaque',
    'vin',
    'fin',
    'fahrgestellnummer',
    'chassis',
    'chassisnumber',
    'chassisno',
  ],
};

const FIELD_OF_WORD = new Map<string, ImportField>();
for (const [field, words] of Object.entries(WORDS) as [ImportField, string[]][])
  for (const word of words) FIELD_OF_WORD.set(word, field);

/** LubeLogger's headers per export, before its `extrafield_<name>` columns. */
export const LUBELOGGER_LAYOUTS: Record<Exclude<ImportLayout, 'spreadsheet'>, string[]> = {
  // Service, repair and upgrade records are written alike (GenericRecordExportModel).
  'lubelogger-service': ['Date', 'Description', 'Cost', 'Notes', 'Odometer', 'Tags'],
  'lubelogger-fuel': [
    'Date',
    'Odometer',
    'FuelConsumed',
    'Cost',
    'FuelEconomy',
    'IsFillToFull',
    'MissedFuelUp',
    'Notes',
    'Tags',
  ],
  'lubelogger-tax': ['Date', 'Description', 'Cost', 'Notes', 'Tags'],
  'lubelogger-supply': [
    'Date',
    'PartNumber',
    'PartSupplier',
    'PartQuantity',
    'Description',
    'Notes',
    'Cost',
    'Tags',
  ],
  'lubelogger-odometer': ['Date', 'InitialOdometer', 'Odometer', 'Notes', 'Tags'],
};

const LUBELOGGER_COLUMNS: Record<Exclude<ImportLayout, 'spreadsheet'>, ImportColumns> = {
  'lubelogger-service': {
    date: 'Date',
    title: 'Description',
    cost: 'Cost',
    notes: 'Notes',
    odometer: 'Odometer',
  },
  'lubelogger-fuel': {
    date: 'Date',
    odometer: 'Odometer',
    volume: 'FuelConsumed',
    cost: 'Cost',
    notes: 'Notes',
  },
  'lubelogger-tax': { date: 'Date', title: 'Description', cost: 'Cost', notes: 'Notes' },
  'lubelogger-supply': {
    date: 'Date',
    parts: 'PartNumber',
    supplier: 'PartSupplier',
    title: 'Description',
    notes: 'Notes',
    cost: 'Cost',
  },
  'lubelogger-odometer': { date: 'Date', odometer: 'Odometer', notes: 'Notes' },
};

export const isExtraField = (header: string) => header.toLowerCase().startsWith('extrafield_');

/** The column refused.csv adds: a fixed file of refused rows reads as the file it came from. */
export const REFUSED_REASON_HEADER = 'Why it was not imported';

/** The LubeLogger export these headers are, if they are one exactly. */
export function layoutOf(headers: string[]): ImportLayout {
  const own = headers.filter((header) => !isExtraField(header) && header !== REFUSED_REASON_HEADER);
  for (const [layout, expected] of Object.entries(LUBELOGGER_LAYOUTS))
    if (own.length === expected.length && own.every((header, index) => header === expected[index]))
      return layout as ImportLayout;
  return 'spreadsheet';
}

/**
 * Each field's column: a LubeLogger layout's own, else what the member chose for that header
 * before, else the first header whose words name the field. The car column is a whole garage's
 * file's only (`garage`); a car's own import reads no car column, so what a member left unread
 * there ('Car: not in this file') does not keep a whole garage's file from reading it.
 */
export function matchColumns(
  headers: string[],
  layout: ImportLayout,
  remembered: Map<string, ImportField | null>,
  garage: boolean,
): ImportColumns {
  const offered = (field: ImportField) => garage || !GARAGE_ONLY_FIELDS.includes(field);
  if (layout !== 'spreadsheet') return { ...LUBELOGGER_COLUMNS[layout] };
  const columns: ImportColumns = {};
  const taken = new Set<string>();
  for (const header of headers) {
    const key = headerKey(header);
    if (!remembered.has(key)) continue;
    const field = remembered.get(key);
    if (!field && garage && FIELD_OF_WORD.get(key) === 'car') continue;
    if (field && !offered(field)) taken.add(header);
    else if (field && columns[field] === undefined) {
      columns[field] = header;
      taken.add(header);
    } else taken.add(header);
  }
  for (const header of headers) {
    if (taken.has(header)) continue;
    const field = FIELD_OF_WORD.get(headerKey(header));
    if (field && offered(field) && columns[field] === undefined) columns[field] = header;
  }
  return columns;
}
