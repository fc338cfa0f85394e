import { OutboxEmails } from '../dev-outbox.js';
import { DataOf, withErrors } from '../http.js';
import { defineRoutes } from './route-spec.js';

// The development outbox: the emails the development mailer kept (served only outside production).

export const devOutboxRouteTable = defineRoutes({
  'GET /dev/outbox': {
    tags: ['development'],
    summary: 'Emails kept by the development mailer',
    response: withErrors({ 200: DataOf(OutboxEmails) }),
  },
  // A page for a browser: no JSON answer to declare.
  'GET /dev/outbox/view': {
    tags: ['development'],
    summary: 'The development outbox as a page',
    response: {},
  },
});
