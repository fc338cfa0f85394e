import type { Selectable } from 'kysely';
import type { VehiclesTable } from '../tables.js';
import { photoRef, type PhotoAudience } from '../photos/photo-urls.js';
import type { OwnedVehicle, PublicVehicle, VehicleSummary } from '@vg/contract';
import { PRIVATE_CAR_TITLE, publicVehiclePath } from '@vg/contract/rules';

export type VehicleRow = Omit<Selectable<VehiclesTable>, 'build_date'> & {
  build_date: string | null;
  owner_username: string;
  /** The cover the reader may see: any cover for the owner, an approved one for everyone else. */
  visible_cover_id: string | null;
};

/** "1967 Jaguar E-Type Series 1 3.8": how owners and clubs name a car. */
/** Where the host shows a public vehicle (the contract's rule, from a row). */
export const publicPathOf = (row: Pick<VehicleRow, 'id' | 'identifier_key'>) =>
  publicVehiclePath({ id: row.id, identifierKey: row.identifier_key });

export function vehicleTitle(
  row: Pick<VehicleRow, 'model_year' | 'make' | 'model' | 'variant'>,
): string {
  return [row.model_year, row.make, row.model, row.variant].filter(Boolean).join(' ');
}

/** How an admin may name a car: by its name only when it is public (docs/security.md, Actors). */
export const titleForAdmin = (
  row: Pick<VehicleRow, 'model_year' | 'make' | 'model' | 'variant' | 'visibility'>,
): string => (row.visibility === 'public' ? vehicleTitle(row) : PRIVATE_CAR_TITLE);

/** The columns a card needs; every vehicle row has them. */
type CardRow = Pick<
  VehicleRow,
  | 'id'
  | 'identifier_kind'
  | 'identifier'
  | 'make'
  | 'model'
  | 'variant'
  | 'model_year'
  | 'current_colour'
  | 'odometer_unit'
  | 'odometer_reading'
  | 'condition'
  | 'status'
  | 'visible_cover_id'
>;

/** A row of selectVehicleSummaries: the card, what the owner filters by, created_at as ISO text. */
export type VehicleSummaryRow = CardRow &
  Pick<VehicleRow, 'registration' | 'visibility'> & { created_at: string };

/** The cover the reader may see, with addresses for that reader (photo-urls.ts). */
const coverRef = (row: CardRow, photoSecret: string, audience: PhotoAudience) =>
  row.visible_cover_id ? photoRef(photoSecret, row.visible_cover_id, audience) : null;

function cardFields(row: CardRow, photoSecret: string, audience: PhotoAudience) {
  return {
    id: row.id,
    title: vehicleTitle(row),
    identifierKind: row.identifier_kind,
    identifier: row.identifier,
    make: row.make,
    model: row.model,
    variant: row.variant,
    modelYear: row.model_year,
    currentColour: row.current_colour,
    odometerUnit: row.odometer_unit,
    odometerReading: row.odometer_reading,
    condition: row.condition,
    status: row.status,
    coverPhoto: coverRef(row, photoSecret, audience),
  };
}

/**
 * What the car is, as built and as found: its numbers, coachwork, build date and colour, and which
 * numbers match the factory's. The public page and a sale dossier show the same (the dossier's
 * fingerprint hashes its shape as canonical JSON, so the order of these fields does not matter).
 */
export function particulars(row: VehicleRow) {
  return {
    identifierCheck: row.identifier_check,
    coachbuilder: row.coachbuilder,
    bodyStyle: row.body_style,
    buildDate: row.build_date,
    buildDatePrecision: row.build_date_precision,
    engineNumber: row.engine_number,
    gearboxNumber: row.gearbox_number,
    factoryColour: row.factory_colour,
    matchingNumbers: {
      chassis: row.numbers_chassis,
      engine: row.numbers_engine,
      gearbox: row.numbers_gearbox,
      body: row.numbers_body,
    },
  };
}

/** A vehicle as anyone may read it; its cover's address is a public one. */
export function toPublicVehicle(row: VehicleRow, photoSecret: string): PublicVehicle {
  return {
    ...cardFields(row, photoSecret, 'public'),
    identifierKey: row.identifier_key,
    ...particulars(row),
    odometerIsActual: row.odometer_is_actual,
    story: row.story,
    ownerUsername: row.owner_username,
  };
}

/** The owner's own view: adds registration, visibility and the purchase price, which nobody else gets. */
export function toOwnedVehicle(row: VehicleRow, photoSecret: string): OwnedVehicle {
  return {
    ...toPublicVehicle(row, photoSecret),
    // The owner's cover may be waiting for review, on a private car: an address for the owner.
    coverPhoto: coverRef(row, photoSecret, 'private'),
    registration: row.registration,
    visibility: row.visibility,
    purchasePrice: row.purchase_price === null ? null : Number(row.purchase_price),
    purchaseCurrency: row.purchase_currency,
    purchaseDate: row.purchase_date,
    purchaseOdometer: row.purchase_odometer,
    saleDate: row.sale_date,
    salePrice: row.sale_price === null ? null : Number(row.sale_price),
    saleCurrency: row.sale_currency,
    saleOdometer: row.sale_odometer,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A row of the owner's list or dashboard. */
export function toVehicleSummary(row: VehicleSummaryRow, photoSecret: string): VehicleSummary {
  return {
    ...cardFields(row, photoSecret, 'private'),
    registration: row.registration,
    visibility: row.visibility,
    createdAt: row.created_at,
  };
}
