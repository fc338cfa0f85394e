import { Type } from '@sinclair/typebox';
import { CalendarFeed, CalendarFeedParams, CalendarFeedQuery } from '../../garage/calendar.js';
import { DataOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// The keeper's calendar: the address of their private reminder feed, and the feed itself.

export const calendarRouteTable = defineRoutes({
  'GET /profile/calendar': {
    tags: ['calendar'],
    summary: 'My calendar feed (its address is answered when it is made)',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(CalendarFeed) }),
  },
  'POST /profile/calendar/renew': {
    tags: ['calendar'],
    summary: 'A new calendar address; the old one stops at once',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(CalendarFeed) }),
  },
  'GET /calendar/:token.ics': {
    tags: ['calendar'],
    summary: "A member's open reminders as iCalendar (the address is the secret)",
    params: CalendarFeedParams,
    querystring: CalendarFeedQuery,
    produces: ['text/calendar'],
    response: withErrors({ 200: Type.String({ description: 'text/calendar; charset=utf-8' }) }),
  },
});
