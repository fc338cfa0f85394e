import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';

// The keeper's calendar: a private iCalendar feed of their open reminders, at a secret address
// (docs/product.md#the-keepers-calendar). Only the token's hash is kept, so the address is answered
// once, when it is made; renewing makes a new one and the old one stops at once.

/**
 * `GET /profile/calendar` and `POST /profile/calendar/renew`. `path` and `url` are present only in
 * the answer that made the address (the first GET, or a renewal); afterwards they are null and
 * `createdAt` says since when the address works. Add `?vehicle=<id>` for one car's reminders.
 */
export const CalendarFeed = Type.Object({
  path: Nullable(Type.String({ description: '/api/v1/calendar/<token>.ics' })),
  url: Nullable(Type.String({ description: 'the same on the public origin, for a calendar app' })),
  createdAt: Type.String(),
});
export type CalendarFeed = Static<typeof CalendarFeed>;

export const CalendarFeedParams = Type.Object({ token: Type.String({ maxLength: 100 }) });
export const CalendarFeedQuery = Type.Object({
  vehicle: Type.Optional(Type.String({ format: 'uuid' })),
});
