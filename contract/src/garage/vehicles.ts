import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { VEHICLE_ROLES } from './collaborators.js';
import {
  CONDITIONS,
  DATE_PRECISIONS,
  FIRST_MODEL_YEAR,
  IDENTIFIER_KINDS,
  NUMBERS_VERDICTS,
  STATUSES,
  type IdentifierCheck,
} from '../rules/index.js';
import {
  Currency,
  IsoDate,
  Money,
  Odometer,
  OptionalText,
  PageQuery,
  StringEnum,
} from './common.js';

// The enums the particulars label are the rules' (vehicle-particulars.ts), next to their labels.
export {
  CONDITIONS,
  DATE_PRECISIONS,
  NUMBERS_VERDICTS,
  STATUSES,
  type Condition,
  type DatePrecision,
  type NumbersVerdict,
  type VehicleStatus,
} from '../rules/index.js';
export const VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const ODOMETER_UNITS = ['mi', 'km'] as const;
export type OdometerUnit = (typeof ODOMETER_UNITS)[number];
/** How an identifier was checked: it adds up, or the owner confirmed it as stamped. */
export const IDENTIFIER_CHECKS = [
  'valid',
  'mismatch_confirmed',
] as const satisfies readonly IdentifierCheck[];
export const VEHICLE_SORTS = ['recent', 'name', 'year'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

export const MatchingNumbers = Type.Object({
  chassis: StringEnum(NUMBERS_VERDICTS),
  engine: StringEnum(NUMBERS_VERDICTS),
  gearbox: StringEnum(NUMBERS_VERDICTS),
  body: StringEnum(NUMBERS_VERDICTS),
});
export type MatchingNumbers = Static<typeof MatchingNumbers>;

/** Everything an owner writes about a vehicle; PATCH takes any subset of it. */
export const VehicleFields = Type.Object(
  {
    identifierKind: StringEnum(IDENTIFIER_KINDS),
    identifier: OptionalText(40),
    /** The owner has checked a VIN whose check digit does not add up and confirms it as stamped. */
    identifierConfirmed: Type.Optional(Type.Boolean()),
    make: Type.String({ minLength: 1, maxLength: 80 }),
    model: Type.String({ minLength: 1, maxLength: 80 }),
    variant: OptionalText(120),
    coachbuilder: OptionalText(120),
    bodyStyle: OptionalText(80),
    // The upper bound (next year) moves with the calendar, so it is checked in code.
    modelYear: Type.Optional(Nullable(Type.Integer({ minimum: FIRST_MODEL_YEAR }))),
    buildDate: Type.Optional(Nullable(IsoDate)),
    buildDatePrecision: Type.Optional(Nullable(StringEnum(DATE_PRECISIONS))),
    engineNumber: OptionalText(60),
    gearboxNumber: OptionalText(60),
    factoryColour: OptionalText(80),
    currentColour: OptionalText(80),
    registration: OptionalText(20),
    odometerUnit: Type.Optional(StringEnum(ODOMETER_UNITS)),
    odometerReading: Type.Optional(Nullable(Odometer)),
    odometerIsActual: Type.Optional(Type.Boolean()),
    condition: Type.Optional(Nullable(StringEnum(CONDITIONS))),
    status: Type.Optional(StringEnum(STATUSES)),
    story: OptionalText(20_000),
    visibility: Type.Optional(StringEnum(VISIBILITIES)),
    purchasePrice: Type.Optional(Nullable(Money)),
    purchaseCurrency: Type.Optional(Nullable(Currency)),
    purchaseDate: Type.Optional(Nullable(IsoDate)),
    purchaseOdometer: Type.Optional(Nullable(Odometer)),
    saleDate: Type.Optional(Nullable(IsoDate)),
    salePrice: Type.Optional(Nullable(Money)),
    saleCurrency: Type.Optional(Nullable(Currency)),
    saleOdometer: Type.Optional(Nullable(Odometer)),
    matchingNumbers: Type.Optional(Type.Partial(MatchingNumbers)),
  },
  { additionalProperties: false },
);
export type VehicleFields = Static<typeof VehicleFields>;

export const VehiclePatch = Type.Composite(
  [
    Type.Partial(VehicleFields),
    // The cover is chosen among the vehicle's photos, so it exists only once the vehicle does.
    Type.Object({ coverPhotoId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))) }),
  ],
  { additionalProperties: false },
);
export type VehiclePatch = Static<typeof VehiclePatch>;

export const PhotoRef = Type.Object({
  id: Type.String(),
  thumbUrl: Type.String(),
  displayUrl: Type.String(),
});
export type PhotoRef = Static<typeof PhotoRef>;

/** What a vehicle card shows, to anyone who may see the vehicle. */
const VehicleCardFields = Type.Object({
  id: Type.String(),
  title: Type.String(),
  identifierKind: StringEnum(IDENTIFIER_KINDS),
  identifier: Nullable(Type.String()),
  make: Type.String(),
  model: Type.String(),
  variant: Nullable(Type.String()),
  modelYear: Nullable(Type.Integer()),
  currentColour: Nullable(Type.String()),
  odometerUnit: StringEnum(ODOMETER_UNITS),
  odometerReading: Nullable(Type.Integer()),
  condition: Nullable(StringEnum(CONDITIONS)),
  status: StringEnum(STATUSES),
  coverPhoto: Nullable(PhotoRef),
});

/** A vehicle as anyone may see it; the owner's answer adds the private fields (OwnedVehicle). */
export const PublicVehicle = Type.Composite([
  VehicleCardFields,
  Type.Object({
    identifierKey: Nullable(Type.String()),
    identifierCheck: Nullable(StringEnum(IDENTIFIER_CHECKS)),
    coachbuilder: Nullable(Type.String()),
    bodyStyle: Nullable(Type.String()),
    buildDate: Nullable(Type.String()),
    buildDatePrecision: Nullable(StringEnum(DATE_PRECISIONS)),
    engineNumber: Nullable(Type.String()),
    gearboxNumber: Nullable(Type.String()),
    factoryColour: Nullable(Type.String()),
    odometerIsActual: Type.Boolean(),
    story: Nullable(Type.String()),
    matchingNumbers: MatchingNumbers,
    ownerUsername: Type.String(),
  }),
]);
export type PublicVehicle = Static<typeof PublicVehicle>;

const OwnerOnlyFields = Type.Object({
  registration: Nullable(Type.String()),
  visibility: StringEnum(VISIBILITIES),
  purchasePrice: Nullable(Type.Number()),
  purchaseCurrency: Nullable(Type.String()),
  /** Bought and sold: when, at what reading, and the sale's price (docs/product.md#totals). */
  purchaseDate: Nullable(Type.String()),
  purchaseOdometer: Nullable(Type.Integer()),
  saleDate: Nullable(Type.String()),
  salePrice: Nullable(Type.Number()),
  saleCurrency: Nullable(Type.String()),
  saleOdometer: Nullable(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /**
   * What the caller is to the car when it is not theirs (docs/product.md#workshops-and-co-keepers);
   * left out, its keeper. A workshop is not told what the car was bought or sold for.
   */
  access: Type.Optional(StringEnum(VEHICLE_ROLES)),
});

export const OwnedVehicle = Type.Composite([PublicVehicle, OwnerOnlyFields]);
export type OwnedVehicle = Static<typeof OwnedVehicle>;

/**
 * A row of the owner's garage list and dashboard: the card and what the owner filters by. The list
 * is the garage's busiest answer, so it carries no story, numbers or price; the detail has them.
 */
export const VehicleSummary = Type.Composite([
  VehicleCardFields,
  Type.Pick(OwnerOnlyFields, ['registration', 'visibility', 'createdAt']),
]);
export type VehicleSummary = Static<typeof VehicleSummary>;

export const VehicleListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(StringEnum(STATUSES)),
  condition: Type.Optional(StringEnum(CONDITIONS)),
  visibility: Type.Optional(StringEnum(VISIBILITIES)),
  sort: Type.Optional(StringEnum(VEHICLE_SORTS)),
  cursor: Type.Optional(Type.String({ maxLength: 300 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
});
export type VehicleListQuery = Static<typeof VehicleListQuery>;

/** A member's public vehicles, for their profile page. */
export const MemberVehiclesParams = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 50 }),
});
export type MemberVehiclesParams = Static<typeof MemberVehiclesParams>;

export const MemberVehiclesQuery = PageQuery;
export type MemberVehiclesQuery = Static<typeof MemberVehiclesQuery>;
