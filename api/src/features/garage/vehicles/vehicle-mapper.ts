import type { Selectable } from 'kysely';
import type { VehiclesTable } from '../tables.js';
import { photoRef } from '../photos/photo-urls.js';
import type { OwnedVehicleDto, PublicVehicleDto } from './vehicle-schemas.js';

export type VehicleRow = Omit<Selectable<VehiclesTable>, 'build_date'> & {
  build_date: string | null;
  owner_username: string;
  /** The cover the reader may see: any cover for the owner, an approved one for everyone else. */
  visible_cover_id: string | null;
};

/** "1967 Jaguar E-Type Series 1 3.8": how owners and clubs name a car. */
export function vehicleTitle(
  row: Pick<VehicleRow, 'model_year' | 'make' | 'model' | 'variant'>,
): string {
  return [row.model_year, row.make, row.model, row.variant].filter(Boolean).join(' ');
}

export function toPublicVehicle(row: VehicleRow, photoSecret: string): PublicVehicleDto {
  return {
    id: row.id,
    title: vehicleTitle(row),
    identifierKind: row.identifier_kind,
    identifier: row.identifier,
    identifierKey: row.identifier_key,
    identifierCheck: row.identifier_check,
    make: row.make,
    model: row.model,
    variant: row.variant,
    coachbuilder: row.coachbuilder,
    bodyStyle: row.body_style,
    modelYear: row.model_year,
    buildDate: row.build_date,
    buildDatePrecision: row.build_date_precision,
    engineNumber: row.engine_number,
    gearboxNumber: row.gearbox_number,
    factoryColour: row.factory_colour,
    currentColour: row.current_colour,
    odometerUnit: row.odometer_unit,
    odometerReading: row.odometer_reading,
    odometerIsActual: row.odometer_is_actual,
    condition: row.condition,
    status: row.status,
    story: row.story,
    matchingNumbers: {
      chassis: row.numbers_chassis,
      engine: row.numbers_engine,
      gearbox: row.numbers_gearbox,
      body: row.numbers_body,
    },
    coverPhoto: row.visible_cover_id ? photoRef(photoSecret, row.visible_cover_id) : null,
    ownerUsername: row.owner_username,
  };
}

/** The owner's own view: adds registration, visibility and the purchase price, which nobody else gets. */
export function toOwnedVehicle(row: VehicleRow, photoSecret: string): OwnedVehicleDto {
  return {
    ...toPublicVehicle(row, photoSecret),
    registration: row.registration,
    visibility: row.visibility,
    purchasePrice: row.purchase_price === null ? null : Number(row.purchase_price),
    purchaseCurrency: row.purchase_currency,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
