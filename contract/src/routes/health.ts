import { Health, Liveness, MetricsText, Readiness } from '../health.js';
import { DataOf, withErrors } from '../http.js';
import { defineRoutes } from './route-spec.js';

// The service itself, for operators: health, readiness and metrics.

export const healthRouteTable = defineRoutes({
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
});
