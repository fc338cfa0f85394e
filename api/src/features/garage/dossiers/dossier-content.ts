import type { Db } from '../../../db/database.js';
import { unprocessable } from '../../../http/errors.js';
import { ownershipTimeline } from '../provenance/ownership-store.js';
import { selectMaintenance, toMaintenanceRecords } from '../records/maintenance-store.js';
import { selectModifications, toModification } from '../records/modification-store.js';
import { authorToldToOthers, authorshipOf, letInColumn } from '../records/recorded-by.js';
import type { DossierEntry } from '../tables.js';
import { selectVehicles } from '../vehicles/vehicle-query.js';
import { particulars, vehicleTitle, type VehicleRow } from '../vehicles/vehicle-mapper.js';
import { hashOf } from '../../../http/canonical-json.js';
import { chosenDocuments, documentEntries, type DossierDocument } from './dossier-documents.js';
import {
  ACQUISITION_LABELS,
  type Acquisition,
  type CostSummary,
  type EntryAuthor,
  type MaintenanceRecord,
  type Modification,
  type OwnershipPeriod,
  type PaperSize,
} from '@vg/contract';

// What a sale dossier holds (docs/product.md#sale-dossier), read from the garage and shaped exactly
// as the PDF prints it: costs and notes are left out of the content itself unless the keeper chose
// them, so each record's hash covers what the buyer reads and nothing else.

export interface DossierOptions {
  paper: PaperSize;
  costs: boolean;
  notes: boolean;
  photoIds: string[];
  /** The papers it lists, and whether their pages follow the dossier's. */
  documentIds: string[];
  appendDocuments: boolean;
  /** With costs: a stretch of time the keeper named (a restoration), totalled apart. */
  costRange: DossierCostRange | null;
}

export interface DossierCostRange {
  name: string;
  from: string | null;
  to: string | null;
}

/** What the car cost to keep, as the dossier prints it when the keeper includes costs. */
export interface DossierCosts {
  odometerUnit: CostSummary['odometerUnit'];
  purchase: CostSummary['purchase'];
  sincePurchase: CostSummary['sincePurchase'];
  perDistance: CostSummary['perDistance'];
  perYear: CostSummary['perYear'];
  range: (DossierCostRange & { totals: CostSummary['sincePurchase'] }) | null;
}

export interface DossierVehicle {
  title: string;
  make: string;
  model: string;
  variant: string | null;
  modelYear: number | null;
  identifierKind: string;
  identifier: string | null;
  identifierCheck: string | null;
  coachbuilder: string | null;
  bodyStyle: string | null;
  buildDate: string | null;
  buildDatePrecision: string | null;
  engineNumber: string | null;
  gearboxNumber: string | null;
  factoryColour: string | null;
  currentColour: string | null;
  odometerUnit: string;
  matchingNumbers: { chassis: string; engine: string; gearbox: string; body: string };
}

// Fields are listed, not spread: a field an answer gains later (a timestamp) must not change every
// record's hash, nor reach the PDF unseen.
const MAINTENANCE_FIELDS = [
  'performedOn',
  'odometer',
  'odometerUnit',
  'category',
  'title',
  'notes',
  'performedBy',
  'shopName',
  'labourHours',
  'partsCost',
  'labourCost',
  'totalCost',
  'currency',
] as const;
const PART_FIELDS = [
  'description',
  'partNumber',
  'brand',
  'quantity',
  'unitCost',
  'source',
] as const;
const MODIFICATION_FIELDS = [
  'title',
  'description',
  'system',
  'status',
  'performedOn',
  'inPeriod',
  'reversible',
  'originalRetained',
  'originalLocation',
  'reason',
  'cost',
  'currency',
] as const;
const PERIOD_FIELDS = [
  'ownerName',
  'memberUsername',
  'place',
  'fromDate',
  'fromPrecision',
  'toDate',
  'toPrecision',
  'acquisition',
  'notes',
] as const;

type Part = MaintenanceRecord['parts'][number];
export type DossierMaintenance = Pick<MaintenanceRecord, (typeof MAINTENANCE_FIELDS)[number]> & {
  parts: Pick<Part, (typeof PART_FIELDS)[number]>[];
};
export type DossierModification = Pick<Modification, (typeof MODIFICATION_FIELDS)[number]>;
export type DossierPeriod = Pick<OwnershipPeriod, (typeof PERIOD_FIELDS)[number]>;

function pick<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

interface Stamped<T> {
  id: string;
  content: T;
  enteredAt: Date;
  updatedAt: Date;
  /**
   * Who wrote a record, by role (docs/product.md#sale-dossier): printed, but outside `content`, so
   * no hash covers it and a dossier made before a hand-over still verifies after it (ADR 0026).
   */
  author?: EntryAuthor;
}

export interface DossierContent {
  vehicle: Stamped<DossierVehicle>;
  maintenance: Stamped<DossierMaintenance>[];
  modifications: Stamped<DossierModification>[];
  ownership: Stamped<DossierPeriod>[];
  documents: DossierDocument[];
  /** Only when the keeper includes costs (dossier-costs.ts). */
  costs?: DossierCosts;
}

export interface DossierPhoto {
  id: string;
  caption: string | null;
  width: number;
  height: number;
  /** Who added it, by role; the fingerprint covers a photo's id and caption only. */
  author: EntryAuthor;
}

function toDossierVehicle(row: VehicleRow): DossierVehicle {
  return {
    title: vehicleTitle(row),
    make: row.make,
    model: row.model,
    variant: row.variant,
    modelYear: row.model_year,
    identifierKind: row.identifier_kind,
    identifier: row.identifier,
    ...particulars(row),
    currentColour: row.current_colour,
    odometerUnit: row.odometer_unit,
  };
}

function printedMaintenance(
  record: MaintenanceRecord,
  options: DossierOptions,
): DossierMaintenance {
  const content = pick(record, MAINTENANCE_FIELDS);
  return {
    ...content,
    notes: options.notes ? content.notes : null,
    partsCost: options.costs ? content.partsCost : null,
    labourCost: options.costs ? content.labourCost : null,
    totalCost: options.costs ? content.totalCost : null,
    currency: options.costs ? content.currency : null,
    // A part's id changes whenever its record is saved again: only what is printed counts.
    parts: record.parts.map((part) => ({
      ...pick(part, PART_FIELDS),
      unitCost: options.costs ? part.unitCost : null,
    })),
  };
}

function printedModification(
  modification: Modification,
  options: DossierOptions,
): DossierModification {
  const content = pick(modification, MODIFICATION_FIELDS);
  return {
    ...content,
    cost: options.costs ? content.cost : null,
    currency: options.costs ? content.currency : null,
  };
}

function printedPeriod(period: OwnershipPeriod, options: DossierOptions): DossierPeriod {
  const content = pick(period, PERIOD_FIELDS);
  return { ...content, notes: options.notes ? content.notes : null };
}

/** The keeper's car and every record of it, as a dossier with these options prints them. */
export async function loadDossierContent(
  db: Db,
  ownerId: string,
  vehicleId: string,
  options: DossierOptions,
): Promise<DossierContent> {
  const vehicleRow = (await selectVehicles(db, 'owner')
    .where('vehicles.id', '=', vehicleId)
    .executeTakeFirstOrThrow()) as VehicleRow;
  const maintenanceRows = await selectMaintenance(db)
    .where('maintenance_records.vehicle_id', '=', vehicleId)
    .orderBy('maintenance_records.performed_on')
    .orderBy('maintenance_records.created_at')
    .execute();
  const maintenance = await toMaintenanceRecords(db, maintenanceRows);
  const modificationRows = await selectModifications(db, ownerId)
    .where('modifications.vehicle_id', '=', vehicleId)
    .orderBy('modifications.performed_on', (order) => order.asc().nullsLast())
    .orderBy('modifications.created_at')
    .execute();
  const periods = await ownershipTimeline(db, vehicleId);
  const documents = await chosenDocuments(db, ownerId, vehicleId, options.documentIds);
  const periodStamps = new Map(
    (
      await db
        .selectFrom('ownership_periods')
        .select(['id', 'created_at', 'updated_at'])
        .where('vehicle_id', '=', vehicleId)
        .execute()
    ).map((row) => [row.id, row]),
  );
  return {
    vehicle: {
      id: vehicleRow.id,
      content: toDossierVehicle(vehicleRow),
      enteredAt: vehicleRow.created_at,
      updatedAt: vehicleRow.updated_at,
    },
    maintenance: maintenance.map((record, index) => ({
      id: record.id,
      content: printedMaintenance(record, options),
      enteredAt: maintenanceRows[index]!.created_at,
      updatedAt: maintenanceRows[index]!.updated_at,
      author: authorToldToOthers(record),
    })),
    modifications: modificationRows.map((row) => {
      const modification = toModification(row);
      return {
        id: row.id,
        content: printedModification(modification, options),
        enteredAt: row.created_at,
        updatedAt: row.updated_at,
        author: authorToldToOthers(modification),
      };
    }),
    ownership: periods.map((period) => ({
      id: period.id,
      content: printedPeriod(period, options),
      enteredAt: periodStamps.get(period.id)!.created_at,
      updatedAt: periodStamps.get(period.id)!.updated_at,
    })),
    documents,
  };
}

/**
 * A keeper's period as a buyer may read it: how the keeper came to the car, never who they were
 * (docs/security.md, T42). Also for a dossier made before periods were stored this way.
 */
export const keeperTitle = (acquisition: Acquisition | null | undefined) =>
  acquisition ? ACQUISITION_LABELS[acquisition] : 'Acquisition not recorded';

const fieldHashes = (content: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(content as Record<string, unknown>).map(([field, value]) => [
      field,
      hashOf(value),
    ]),
  );

/**
 * One entry per record the dossier holds, each with the hash of its printed content, then one per
 * paper it lists (`appended`: those whose pages the PDF carries).
 */
export function dossierEntries(
  content: DossierContent,
  appended: ReadonlySet<string> = new Set(),
): DossierEntry[] {
  const entry = (
    kind: DossierEntry['kind'],
    stamped: Stamped<unknown>,
    title: string,
    date: string | null,
  ): DossierEntry => ({
    kind,
    id: stamped.id,
    title,
    date,
    hash: hashOf(stamped.content),
    fields: fieldHashes(stamped.content),
    enteredAt: stamped.enteredAt.toISOString(),
    updatedAt: stamped.updatedAt.toISOString(),
  });
  return [
    entry('vehicle', content.vehicle, content.vehicle.content.title, null),
    ...content.ownership.map((period) => ({
      ...entry(
        'ownership',
        period,
        keeperTitle(period.content.acquisition),
        period.content.fromDate,
      ),
      until: period.content.toDate,
      acquisition: period.content.acquisition,
    })),
    ...content.maintenance.map((record) =>
      entry('maintenance', record, record.content.title, record.content.performedOn),
    ),
    ...content.modifications.map((modification) =>
      entry(
        'modification',
        modification,
        modification.content.title,
        modification.content.performedOn,
      ),
    ),
    ...documentEntries(content.documents, appended),
  ];
}

/**
 * The entries as stored and compared, each record and paper with who wrote it by role: added after
 * the fingerprint is taken, which covers the entries without it (ADR 0016, ADR 0026).
 */
export function withAuthors(entries: DossierEntry[], content: DossierContent): DossierEntry[] {
  const authors = new Map<string, EntryAuthor>();
  const note = (kind: DossierEntry['kind'], id: string, author: EntryAuthor | undefined) => {
    if (author) authors.set(`${kind}:${id}`, author);
  };
  for (const record of content.maintenance) note('maintenance', record.id, record.author);
  for (const item of content.modifications) note('modification', item.id, item.author);
  for (const document of content.documents) note('document', document.id, document.author);
  return entries.map((entry) => {
    const author = authors.get(`${entry.kind}:${entry.id}`);
    return author ? { ...entry, author } : entry;
  });
}

/** The photos the keeper chose, in the car's order; any id not of this car is refused. */
export async function chosenPhotos(
  db: Db,
  vehicleId: string,
  photoIds: string[],
): Promise<DossierPhoto[]> {
  if (photoIds.length === 0) return [];
  const rows = await db
    .selectFrom('vehicle_photos')
    .select([
      'id',
      'caption',
      'width',
      'height',
      'user_id',
      'entered_by',
      letInColumn('vehicle_photos'),
    ])
    .where('vehicle_id', '=', vehicleId)
    .where('id', 'in', photoIds)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  if (rows.length !== photoIds.length)
    throw unprocessable({ photoIds: 'Choose photos of this car only.' });
  return rows.map((row) => ({
    id: row.id,
    caption: row.caption,
    width: row.width,
    height: row.height,
    author: authorToldToOthers(authorshipOf(row)),
  }));
}
