import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { ACQUISITIONS } from '../rules/provenance.js';
import { IsoDate, OptionalText, StringEnum } from './common.js';
import { DATE_PRECISIONS } from './vehicles.js';

export const OwnershipInput = Type.Object(
  {
    /** A keeper who is not a member: "Major A. Smith", "Works demonstrator". */
    ownerName: OptionalText(120),
    /** A keeper who is a member, by username. */
    memberUsername: OptionalText(50),
    place: OptionalText(120),
    fromDate: Type.Optional(Nullable(IsoDate)),
    fromPrecision: Type.Optional(Nullable(StringEnum(DATE_PRECISIONS))),
    toDate: Type.Optional(Nullable(IsoDate)),
    toPrecision: Type.Optional(Nullable(StringEnum(DATE_PRECISIONS))),
    acquisition: Type.Optional(Nullable(StringEnum(ACQUISITIONS))),
    notes: OptionalText(5_000),
  },
  { additionalProperties: false },
);
export type OwnershipInput = Static<typeof OwnershipInput>;

export const OwnershipPeriod = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  ownerName: Nullable(Type.String()),
  memberUsername: Nullable(Type.String()),
  place: Nullable(Type.String()),
  fromDate: Nullable(Type.String()),
  fromPrecision: Nullable(StringEnum(DATE_PRECISIONS)),
  toDate: Nullable(Type.String()),
  toPrecision: Nullable(StringEnum(DATE_PRECISIONS)),
  acquisition: Nullable(StringEnum(ACQUISITIONS)),
  notes: Nullable(Type.String()),
});
export type OwnershipPeriod = Static<typeof OwnershipPeriod>;
