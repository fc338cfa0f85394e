import type { IdentifierCheck, IdentifierKind } from '@vg/contract/rules';
import type {
  Acquisition,
  Condition,
  CostKind,
  CostRecurrence,
  DatePrecision,
  DocumentKind,
  DocumentReadState,
  DocumentTextSource,
  EntryAuthor,
  MaintenanceCategory,
  ModerationState,
  ModificationStatus,
  ModificationSystem,
  NumbersVerdict,
  OdometerUnit,
  PartSource,
  Performer,
  PhotoStage,
  ValuationKind,
  Visibility,
  VehicleStatus,
  VolumeUnit,
} from '@vg/contract';
import type { ColumnType, Generated } from 'kysely';

export type { IdentifierCheck, IdentifierKind };

// Garage tables join the typed Database here (see api/README.md, "Adding a migration").

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** Postgres numeric comes back as a string (no float rounding); written as a number. */
type Numeric = ColumnType<string | null, number | null | undefined, number | null>;
/** Postgres date; read through `isoDate()` so no driver turns it into a local-time Date. */
type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;
type RequiredDate = ColumnType<string, string, string>;

// The columns' value sets are the contract's: a CHECK in a migration holds the same lists.
export type {
  Acquisition,
  DatePrecision,
  MaintenanceCategory,
  ModificationStatus,
  ModificationSystem,
  NumbersVerdict,
  OdometerUnit,
  PartSource,
  PhotoStage,
  Visibility,
  VehicleStatus,
};

export interface VehiclesTable {
  id: Generated<string>;
  user_id: string;
  identifier_kind: IdentifierKind;
  identifier: string | null;
  identifier_key: string | null;
  identifier_check: IdentifierCheck | null;
  make: string;
  model: string;
  variant: string | null;
  coachbuilder: string | null;
  body_style: string | null;
  model_year: number | null;
  build_date: DateColumn;
  build_date_precision: DatePrecision | null;
  engine_number: string | null;
  gearbox_number: string | null;
  factory_colour: string | null;
  current_colour: string | null;
  registration: string | null;
  odometer_unit: Generated<OdometerUnit>;
  odometer_reading: number | null;
  odometer_is_actual: Generated<boolean>;
  condition: Condition | null;
  status: Generated<VehicleStatus>;
  story: string | null;
  visibility: Generated<Visibility>;
  purchase_price: Numeric;
  purchase_currency: string | null;
  purchase_date: DateColumn;
  purchase_odometer: number | null;
  sale_date: DateColumn;
  sale_price: Numeric;
  sale_currency: string | null;
  sale_odometer: number | null;
  numbers_chassis: Generated<NumbersVerdict>;
  numbers_engine: Generated<NumbersVerdict>;
  numbers_gearbox: Generated<NumbersVerdict>;
  numbers_body: Generated<NumbersVerdict>;
  cover_photo_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MaintenanceRecordsTable {
  id: Generated<string>;
  user_id: string;
  /** Who entered it, kept when the car changes hands (set from user_id on insert). */
  entered_by: Generated<string>;
  vehicle_id: string;
  performed_on: RequiredDate;
  odometer: number | null;
  category: MaintenanceCategory;
  title: string;
  notes: string | null;
  performed_by: Generated<Performer>;
  shop_name: string | null;
  labour_hours: Numeric;
  parts_cost: Numeric;
  labour_cost: Numeric;
  total_cost: Numeric;
  currency: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MaintenancePartsTable {
  id: Generated<string>;
  record_id: string;
  position: number;
  description: string;
  part_number: string | null;
  brand: string | null;
  quantity: ColumnType<string, number | undefined, number>;
  unit_cost: Numeric;
  source: PartSource | null;
}

export interface ModificationsTable {
  id: Generated<string>;
  user_id: string;
  entered_by: Generated<string>;
  vehicle_id: string;
  title: string;
  description: string | null;
  system: ModificationSystem;
  status: Generated<ModificationStatus>;
  performed_on: DateColumn;
  in_period: Generated<boolean>;
  reversible: Generated<boolean>;
  original_retained: Generated<boolean>;
  original_location: string | null;
  reason: string | null;
  cost: Numeric;
  currency: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VehiclePhotosTable {
  id: Generated<string>;
  user_id: string;
  entered_by: Generated<string>;
  vehicle_id: string;
  maintenance_record_id: string | null;
  modification_id: string | null;
  caption: string | null;
  stage: PhotoStage | null;
  position: Generated<number>;
  moderation_status: Generated<ModerationState>;
  rejection_reason: string | null;
  moderated_at: Date | null;
  moderated_by: string | null;
  width: number;
  height: number;
  display_image: Uint8Array;
  thumb_image: Uint8Array;
  created_at: CreatedAt;
}

/** A car's paper, kept byte for byte (docs/product.md#papers). */
export interface VehicleDocumentsTable {
  id: Generated<string>;
  user_id: string;
  entered_by: Generated<string>;
  vehicle_id: string;
  maintenance_record_id: string | null;
  modification_id: string | null;
  ownership_period_id: string | null;
  kind: DocumentKind;
  title: string;
  document_date: DateColumn;
  note: string | null;
  file_name: string;
  media_type: string;
  byte_size: number;
  sha256: string;
  page_count: number | null;
  content: Uint8Array;
  thumb_image: Uint8Array | null;
  preview_image: Uint8Array | null;
  text_content: string | null;
  text_source: DocumentTextSource | null;
  read_status: Generated<DocumentReadState>;
  read_error: string | null;
  read_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RemindersTable {
  id: Generated<string>;
  user_id: string;
  vehicle_id: string;
  title: string;
  category: Generated<MaintenanceCategory>;
  due_on: DateColumn;
  due_odometer: number | null;
  interval_months: number | null;
  interval_distance: number | null;
  completed_at: Date | null;
  completed_record_id: string | null;
  created_at: CreatedAt;
  remind_days_before: Generated<number>;
  remind_distance_before: Generated<number>;
  snoozed_until: DateColumn;
  snoozed_until_odometer: number | null;
  /** The recurring cost of keeping whose renewal this is (costs/renewal-reminder.ts). */
  cost_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: UpdatedAt;
}

/** A notice already sent for one occurrence of a reminder ('due', then at most one 'overdue'). */
export interface ReminderOccurrencesTable {
  reminder_id: string;
  occurrence: string;
  stage: 'due' | 'overdue';
  notified_at: Generated<Date>;
}

export interface OwnershipPeriodsTable {
  id: Generated<string>;
  user_id: string;
  vehicle_id: string;
  owner_name: string | null;
  member_username: string | null;
  place: string | null;
  from_date: DateColumn;
  from_precision: DatePrecision | null;
  to_date: DateColumn;
  to_precision: DatePrecision | null;
  acquisition: Acquisition | null;
  notes: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ShareLinksTable {
  id: Generated<string>;
  user_id: string;
  vehicle_id: string;
  token_hash: string;
  label: string | null;
  show_maintenance: boolean;
  show_modifications: boolean;
  show_photos: boolean;
  show_costs: boolean;
  /** Off for every link made before a link could include the notes. */
  show_notes: Generated<boolean>;
  /** Off for every link made before a link could include the papers. */
  show_documents: Generated<boolean>;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

/** A record as a sale dossier held it (dossiers.entries; docs/product.md#sale-dossier). */
export interface DossierEntry {
  kind: 'vehicle' | 'maintenance' | 'modification' | 'ownership' | 'document';
  id: string;
  title: string;
  /** When the work was done or the period began (YYYY-MM-DD), when known. */
  date: string | null;
  /**
   * A keeper's period: when it ended, and how the keeper came to the car. What a buyer is told of
   * a keeper instead of who (docs/security.md, T42); absent from dossiers made before.
   */
  until?: string | null;
  acquisition?: Acquisition | null;
  /**
   * A paper: its kind, its pages, and whether the PDF appended them. Its `hash` is its file's own
   * SHA-256, so that a reader checks the file itself (docs/product.md#sale-dossier).
   */
  documentKind?: DocumentKind;
  pageCount?: number | null;
  appended?: boolean;
  /** SHA-256 of the record's content as the dossier printed it; of a paper, of its file. */
  hash: string;
  /**
   * SHA-256 of each printed field, so that the verification page can say which changed, never the
   * value; absent from dossiers made before (docs/product.md#sale-dossier).
   */
  fields?: Record<string, string>;
  enteredAt: string;
  updatedAt: string;
  /**
   * A record's or paper's author by role, as the dossier printed it: stored beside the entry, not
   * covered by its hash nor the fingerprint (ADR 0026); absent from dossiers made before.
   */
  author?: EntryAuthor;
}

export interface DossiersTable {
  id: Generated<string>;
  code: string;
  vehicle_id: string;
  user_id: string;
  paper: 'A4' | 'Letter';
  show_costs: boolean;
  show_notes: boolean;
  photo_ids: ColumnType<string[], string, string>;
  /** The papers it lists (their fingerprints are entries of kind 'document'). */
  document_ids: ColumnType<string[], string | undefined, string>;
  append_documents: Generated<boolean>;
  fingerprint: string;
  entries: ColumnType<DossierEntry[], string, string>;
  /** Written by the maker: the PDF prints the same instant before the row is stored. */
  created_at: ColumnType<Date, Date, never>;
  withdrawn_at: Date | null;
}

/** A cost of keeping besides the work (docs/product.md#costs-of-keeping). */
export interface VehicleCostsTable {
  id: Generated<string>;
  user_id: string;
  vehicle_id: string;
  kind: CostKind;
  cost_date: RequiredDate;
  amount: ColumnType<string, number, number>;
  currency: string | null;
  recurrence: CostRecurrence | null;
  note: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FuelFillsTable {
  id: Generated<string>;
  user_id: string;
  vehicle_id: string;
  fill_date: RequiredDate;
  odometer: number;
  volume: ColumnType<string, number, number>;
  volume_unit: VolumeUnit;
  total_price: Numeric;
  currency: string | null;
  full: Generated<boolean>;
  note: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface VehicleValuationsTable {
  id: Generated<string>;
  user_id: string;
  vehicle_id: string;
  valued_on: RequiredDate;
  amount: ColumnType<string, number, number>;
  currency: string | null;
  kind: ValuationKind;
  valued_by: string | null;
  note: string | null;
  document_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ConditionReportsTable {
  id: Generated<string>;
  user_id: string;
  vehicle_id: string;
  reported_on: RequiredDate;
  condition: Condition;
  reported_by: string | null;
  notes: string | null;
  created_at: CreatedAt;
}

/** The secret address of a member's calendar feed: only its token's hash. */
export interface CalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
}

export interface ShowcaseEntriesTable {
  vehicle_id: string;
  note: string | null;
  added_by: string | null;
  created_at: CreatedAt;
}

// The garage's tables join the one Database interface of src/db/schema.ts (declaration merging):
// db/ names no feature, and every query on the Kysely handle knows these tables.
declare module '../../db/schema.js' {
  interface Database {
    vehicles: VehiclesTable;
    maintenance_records: MaintenanceRecordsTable;
    maintenance_parts: MaintenancePartsTable;
    modifications: ModificationsTable;
    vehicle_photos: VehiclePhotosTable;
    vehicle_documents: VehicleDocumentsTable;
    reminders: RemindersTable;
    reminder_occurrences: ReminderOccurrencesTable;
    ownership_periods: OwnershipPeriodsTable;
    share_links: ShareLinksTable;
    dossiers: DossiersTable;
    showcase_entries: ShowcaseEntriesTable;
    vehicle_costs: VehicleCostsTable;
    fuel_fills: FuelFillsTable;
    vehicle_valuations: VehicleValuationsTable;
    condition_reports: ConditionReportsTable;
    calendar_feeds: CalendarFeedsTable;
  }
}
