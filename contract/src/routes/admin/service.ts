import { OutboxEmails } from '../../dev-outbox.js';
import { Health, Liveness, MetricsText, Readiness } from '../../health.js';
import { DataOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// The service itself: health and metrics for operators, and the development outbox (served only
// outside production).

export const serviceRouteTable = defineRoutes({
  'GET /metrics': {
    tags: ['health'],
    summary: 'Prometheus metrics, for the bearer of METRICS_TOKEN',
    response: withErrors({ 200: MetricsText }),
  },
  'GET /health': {
    tags: ['health'],
    summary: 'Service and database reachability',
    response: withErrors({ 200: DataOf(Health), 503: DataOf(Health) }),
  },
  'GET /health/live': {
    tags: ['health'],
    summary: 'Liveness: the process answers (nothing else is checked)',
    response: withErrors({ 200: DataOf(Liveness) }),
  },
  'GET /health/ready': {
    tags: ['health'],
    summary: 'Readiness: database reachable, migrations applied, not shutting down',
    response: withErrors({ 200: DataOf(Readiness), 503: DataOf(Readiness) }),
  },
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
