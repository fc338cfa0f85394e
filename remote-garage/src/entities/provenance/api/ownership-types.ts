import type { DatePrecision } from '../../vehicles/api/vehicle-types';

export type Acquisition =
  'new' | 'purchase' | 'auction' | 'inheritance' | 'gift' | 'barn_find' | 'trade' | 'other';

/** The garage API's ownership period (api/src/features/garage/provenance/ownership-schemas.ts). */
export interface OwnershipPeriod {
  id: string;
  vehicleId: string;
  ownerName: string | null;
  memberUsername: string | null;
  place: string | null;
  fromDate: string | null;
  fromPrecision: DatePrecision | null;
  toDate: string | null;
  toPrecision: DatePrecision | null;
  acquisition: Acquisition | null;
  notes: string | null;
}

export type OwnershipInput = Omit<OwnershipPeriod, 'id' | 'vehicleId'>;
