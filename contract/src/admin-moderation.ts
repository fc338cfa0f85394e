import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './garage/common.js';
import { VISIBILITIES } from './garage/vehicles.js';
import { Cursor, Nullable } from './http.js';

// Moderating where the content is (docs/product.md#administration): the showcase's car search, a
// car's standing as an administrator sees it on its page, the attention counts, and acting on a
// failed background job.

/** The keeper of a car, as an administrator needs them to decide on a suspension. */
export const AdminKeeper = Type.Object({
  id: Type.String(),
  username: Type.String(),
  /** Administrators cannot suspend administrators (the screen offers no Suspend for them). */
  isAdmin: Type.Boolean(),
  suspended: Type.Boolean(),
});
export type AdminKeeper = Static<typeof AdminKeeper>;

/** A car found for the showcase, or shown on its page to an administrator. */
export const AdminVehicle = Type.Object({
  id: Type.String(),
  title: Type.String(),
  publicPath: Type.String(),
  /** As stamped (VIN, chassis or frame number), when the keeper gave one. */
  identifier: Nullable(Type.String()),
  visibility: StringEnum(VISIBILITIES),
  coverThumbUrl: Nullable(Type.String()),
  keeper: AdminKeeper,
  /** In the showcase already, with the blurb it is featured with. */
  featured: Type.Boolean(),
  /** Featured and actually on /showcase: it needs an approved photo to appear there. */
  shown: Type.Boolean(),
  note: Nullable(Type.String()),
});
export type AdminVehicle = Static<typeof AdminVehicle>;

/**
 * `GET /admin/vehicles?q=`: public cars by make, model, variant, colour, coachbuilder, year, keeper
 * or identifier, as the registry finds them ("1967 jaguar", "@keeper", "1E1001").
 */
export const AdminVehicleQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  cursor: Cursor,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type AdminVehicleQuery = Static<typeof AdminVehicleQuery>;

/** `POST /admin/jobs/failed/retry` and `/discard`: the failed job to act on. */
export const FailedJobAction = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type FailedJobAction = Static<typeof FailedJobAction>;

/** The answer to a Retry: the job, back in its queue. */
export const RetriedJob = Type.Object({ id: Type.String(), queue: Type.String() });
export type RetriedJob = Static<typeof RetriedJob>;
