import { Type, type Static } from '@sinclair/typebox';

// Liveness, readiness and the older combined health answer (docs/operations.md), and the metrics.

export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
});
export type Health = Static<typeof Health>;

export const Liveness = Type.Object({ live: Type.Literal(true) });
export type Liveness = Static<typeof Liveness>;

export const Readiness = Type.Object({
  ready: Type.Boolean(),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  migrations: Type.Union([
    Type.Literal('applied'),
    Type.Literal('pending'),
    Type.Literal('unknown'),
  ]),
  /** True once SIGTERM was received: finishing what is in flight, taking nothing new. */
  draining: Type.Boolean(),
});
export type Readiness = Static<typeof Readiness>;

/** The Prometheus text exposition. */
export const MetricsText = Type.String();
