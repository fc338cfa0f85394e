import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../../http/schemas.js';
import { Currency, IsoDate, Money, OptionalText, StringEnum } from '../common/schemas.js';

export const MODIFICATION_SYSTEMS = [
  'engine',
  'fuel',
  'ignition',
  'electrical',
  'cooling',
  'exhaust',
  'drivetrain',
  'suspension',
  'brakes',
  'steering',
  'wheels_tyres',
  'body',
  'paint',
  'interior',
  'safety',
  'comfort',
] as const;
export const MODIFICATION_STATUSES = ['planned', 'in_progress', 'completed', 'reverted'] as const;

export const ModificationInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: OptionalText(20_000),
    system: StringEnum(MODIFICATION_SYSTEMS),
    status: Type.Optional(StringEnum(MODIFICATION_STATUSES)),
    performedOn: Type.Optional(Nullable(IsoDate)),
    /** Done as it could have been done when the car was new (a period tuning kit), or not. */
    inPeriod: Type.Optional(Type.Boolean()),
    reversible: Type.Optional(Type.Boolean()),
    originalRetained: Type.Optional(Type.Boolean()),
    originalLocation: OptionalText(200),
    reason: OptionalText(2_000),
    cost: Type.Optional(Nullable(Money)),
    currency: Type.Optional(Nullable(Currency)),
  },
  { additionalProperties: false },
);
export type ModificationInputBody = Static<typeof ModificationInput>;

export const Modification = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  system: Type.String(),
  status: Type.String(),
  performedOn: Nullable(Type.String()),
  inPeriod: Type.Boolean(),
  reversible: Type.Boolean(),
  originalRetained: Type.Boolean(),
  originalLocation: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  cost: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type ModificationDto = Static<typeof Modification>;

export const ModificationFilters = Type.Object({
  vehicleId: Type.Optional(Type.String({ format: 'uuid' })),
  system: Type.Optional(StringEnum(MODIFICATION_SYSTEMS)),
  status: Type.Optional(StringEnum(MODIFICATION_STATUSES)),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type ModificationFiltersInput = Static<typeof ModificationFilters>;
