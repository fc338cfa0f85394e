import type { IdentifierKind } from '@vg/contract/rules';

// The shapes of the garage API's vehicle answers (api/src/features/garage/vehicles/vehicle-schemas.ts).

export type DatePrecision = 'day' | 'month' | 'year' | 'circa';
export type VehicleCondition = 'project' | 'driver' | 'restored' | 'survivor' | 'concours';
export type VehicleStatus = 'active' | 'stored' | 'under_restoration' | 'sold' | 'destroyed';
export type Visibility = 'private' | 'unlisted' | 'public';
export type NumbersVerdict = 'matching' | 'non_matching' | 'period_correct' | 'unknown';
export type OdometerUnit = 'mi' | 'km';
export type MatchingComponent = 'chassis' | 'engine' | 'gearbox' | 'body';

export interface PhotoRef {
  id: string;
  thumbUrl: string;
  displayUrl: string;
}

/** What anyone who may see the vehicle sees. */
export interface PublicVehicle {
  id: string;
  title: string;
  identifierKind: IdentifierKind;
  identifier: string | null;
  identifierKey: string | null;
  identifierCheck: 'valid' | 'mismatch_confirmed' | null;
  make: string;
  model: string;
  variant: string | null;
  coachbuilder: string | null;
  bodyStyle: string | null;
  modelYear: number | null;
  buildDate: string | null;
  buildDatePrecision: DatePrecision | null;
  engineNumber: string | null;
  gearboxNumber: string | null;
  factoryColour: string | null;
  currentColour: string | null;
  odometerUnit: OdometerUnit;
  odometerReading: number | null;
  odometerIsActual: boolean;
  condition: VehicleCondition | null;
  status: VehicleStatus;
  story: string | null;
  matchingNumbers: Record<MatchingComponent, NumbersVerdict>;
  coverPhoto: PhotoRef | null;
  ownerUsername: string;
}

/** The owner's own view adds what only they see. */
export interface Vehicle extends PublicVehicle {
  registration: string | null;
  visibility: Visibility;
  purchasePrice: number | null;
  purchaseCurrency: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the owner's list and dashboard: what a card shows; the detail has the rest. */
export type VehicleSummary = Pick<
  Vehicle,
  | 'id'
  | 'title'
  | 'identifierKind'
  | 'identifier'
  | 'make'
  | 'model'
  | 'variant'
  | 'modelYear'
  | 'currentColour'
  | 'odometerUnit'
  | 'odometerReading'
  | 'condition'
  | 'status'
  | 'coverPhoto'
  | 'registration'
  | 'visibility'
  | 'createdAt'
>;

export type VehicleInput = Partial<
  Omit<
    Vehicle,
    | 'id'
    | 'title'
    | 'identifierKey'
    | 'identifierCheck'
    | 'coverPhoto'
    | 'ownerUsername'
    | 'createdAt'
    | 'updatedAt'
  >
> & { identifierConfirmed?: boolean; coverPhotoId?: string | null };

export interface Page<Item> {
  data: Item[];
  page: { nextCursor: string | null };
}

export const VEHICLES_PATH = '/api/v1/vehicles';
