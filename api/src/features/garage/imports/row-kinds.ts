import type { CostKind, ImportTarget, MaintenanceCategory, ModificationSystem } from '@vg/contract';

// What a row becomes, from the words of its category (docs/product.md#importing-history): a cost
// of keeping by its kind, a fill-up, a modification, else maintenance work of the category named.

const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const COST_WORDS: [RegExp, CostKind][] = [
  [/\b(insurance|insured|versicherung|assurance)\b/, 'insurance'],
  [
    /\b(road tax|tax|vehicle tax|ved|registration|rego|kfz steuer|steuer|vignette|licen[cs]e)\b/,
    'road_tax',
  ],
  [/\b(storage|garaging|stellplatz|hivernage)\b/, 'storage'],
  [/\b(transport|shipping|trailer|towing|recovery)\b/, 'transport'],
  [/\b(club|membership|subscription)\b/, 'club'],
];

const MAINTENANCE_WORDS: [RegExp, MaintenanceCategory][] = [
  [/\b(service|servicing|oil|wartung|inspection service|entretien)\b/, 'service'],
  [/\b(repair|repairs|fix|reparatur|réparation)\b/, 'repair'],
  [
    /\b(inspection|mot|tüv|tuv|hu|ct|contrôle technique|controle technique|safety check)\b/,
    'inspection',
  ],
  [/\b(restoration|restore|rebuild|restaurierung)\b/, 'restoration'],
  [/\b(recommission|recommissioning|recommissioned)\b/, 'recommission'],
  [/\b(lay up|layup|laid up|winterised|winterized)\b/, 'lay_up'],
];

const SYSTEM_WORDS: [RegExp, ModificationSystem][] = [
  [/\b(ignition|distributor|points|coil|spark)\b/, 'ignition'],
  [/\b(carb|carburettor|carburetor|injection|fuel pump|fuel)\b/, 'fuel'],
  [/\b(electric|electrical|alternator|dynamo|wiring|battery|lights?|led)\b/, 'electrical'],
  [/\b(cooling|radiator|fan|water pump|thermostat)\b/, 'cooling'],
  [/\b(exhaust|manifold|silencer|muffler)\b/, 'exhaust'],
  [/\b(gearbox|clutch|overdrive|diff|differential|axle|driveshaft|propshaft)\b/, 'drivetrain'],
  [/\b(suspension|shock|shocks|dampers?|springs?)\b/, 'suspension'],
  [/\b(brakes?|servo|calipers?|discs?)\b/, 'brakes'],
  [/\b(steering|rack)\b/, 'steering'],
  [/\b(wheels?|tyres?|tires?)\b/, 'wheels_tyres'],
  [/\b(paint|respray)\b/, 'paint'],
  [/\b(seats?|interior|trim|carpets?|dashboard|radio)\b/, 'interior'],
  [/\b(seat ?belts?|belts?|roll ?bar|extinguisher)\b/, 'safety'],
  [/\b(heater|air ?con|comfort)\b/, 'comfort'],
  [/\b(engine|cylinder|head|pistons?|cam|camshaft|turbo|supercharger)\b/, 'engine'],
];

const FUEL_WORDS =
  /\b(fuel|petrol|gas|gasoline|diesel|fill up|fillup|fuel up|tanken|essence|lpg)\b/;
const MODIFICATION_WORDS =
  /\b(modification|modifications|mod|mods|upgrade|upgrades|improvement|umbau)\b/;

export interface RowKind {
  target: ImportTarget;
  category: MaintenanceCategory;
  costKind: CostKind;
}

/**
 * What a row becomes: the file's one target when the keeper chose it, else by its category. A file
 * without categories is read by its titles' words, but only for a cost of keeping ('Insurance',
 * 'Road tax') and the kind of work: 'Fuel pump' is work, and only a volume makes a fill-up of it.
 */
export function rowKind(
  category: string,
  fixed: ImportTarget | null,
  hasVolume: boolean,
  title = '',
): RowKind {
  if (!category.trim() && title) {
    const read = rowKind(title, fixed, hasVolume);
    if (fixed || read.target === 'cost' || read.target === 'maintenance') return read;
    return { ...read, target: hasVolume ? 'fuel' : 'maintenance' };
  }
  const words = key(category);
  const costKind = COST_WORDS.find(([pattern]) => pattern.test(words))?.[1];
  const maintenance = MAINTENANCE_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? 'other';
  const kind = { category: maintenance, costKind: costKind ?? 'other' };
  if (fixed) return { target: fixed, ...kind };
  if (FUEL_WORDS.test(words) || (hasVolume && !words)) return { target: 'fuel', ...kind };
  if (MODIFICATION_WORDS.test(words)) return { target: 'modification', ...kind };
  if (costKind) return { target: 'cost', ...kind };
  return { target: 'maintenance', ...kind };
}

/** A modification's system from its words; 'body' when they name none. */
export function systemOf(words: string): ModificationSystem {
  const text = key(words);
  return SYSTEM_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'body';
}
