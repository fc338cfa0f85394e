import { Kind, Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DEFAULT_POOL_SIZE } from './db/database.js';

// The environment variables that are read as they are (numbers, switches, choices, URLs of a kind),
// in one schema: its name, its type and bounds, its default, and what it must be in words. A start
// with bad values names each variable, what it must be and what it got, all at once (api/README.md);
// the settings made of several variables, or normalised, are read in config.ts.

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

interface Says {
  /** What a value must be, after "NAME must be". */
  says: string;
  /** A secret (a password in a URL, a token) is never repeated in a problem. */
  secret?: boolean;
}

const whole = (says: string, bounds: { default: number; minimum: number; maximum?: number }) =>
  Type.Integer({ ...bounds, says });
const oneOf = <T extends string>(values: readonly T[], fallback?: T) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { says: `one of ${values.join(', ')}`, ...(fallback ? { default: fallback } : {}) },
  );
const cron = (fallback: string) =>
  Type.String({
    pattern: '^\\S+(\\s+\\S+){4}$',
    default: fallback,
    says: 'a 5-field cron expression',
  });
const switchOf = (fallback: boolean) => Type.Boolean({ default: fallback, says: 'true or false' });
const text = () => Type.Optional(Type.String());

export const ENVIRONMENT = Type.Object({
  NODE_ENV: oneOf(NODE_ENVS, 'development'),
  PORT: whole('an integer between 0 and 65535', { default: 4000, minimum: 0, maximum: 65535 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      says: 'a postgres:// or postgresql:// URL',
      secret: true,
    }),
  ),
  // Sized to the database server (its cores, and how many API processes share it), not to the
  // machine the API runs on (docs/operations.md). Half of it is the most one route may hold.
  DATABASE_POOL_SIZE: whole('a whole number of connections from 2 to 200', {
    default: DEFAULT_POOL_SIZE,
    minimum: 2,
    maximum: 200,
  }),
  PGLITE_DIR: text(),
  SMTP_URL: Type.Optional(
    Type.String({ pattern: '^smtps?://', says: 'an smtp:// or smtps:// URL', secret: true }),
  ),
  MAIL_FROM: Type.String({ default: 'Vintage Garage <no-reply@vintage-garage.local>' }),
  OIDC_CLIENT_ID: text(),
  OIDC_CLIENT_SECRET: text(),
  ALLOW_DEVELOPMENT_SIGN_IN: switchOf(false),
  SESSION_IDLE_DAYS: whole('a whole number of days, at least 1', { default: 30, minimum: 1 }),
  /** Unset: silent under test, info elsewhere (config.ts). */
  LOG_LEVEL: Type.Optional(oneOf(LOG_LEVELS)),
  RATE_LIMIT_SCALE: whole('a whole number of at least 1', { default: 1, minimum: 1 }),
  SHUTDOWN_GRACE_MS: whole('a whole number of milliseconds', { default: 10_000, minimum: 0 }),
  SHUTDOWN_DELAY_MS: whole('a whole number of milliseconds', { default: 0, minimum: 0 }),
  HOST_SHELL: text(),
  PUBLIC_CACHE_SECONDS: whole('a whole number of seconds from 0 to 3600', {
    default: 10,
    minimum: 0,
    maximum: 3600,
  }),
  METRICS_TOKEN: Type.Optional(
    Type.String({ minLength: 16, says: 'at least 16 characters long', secret: true }),
  ),
  PHOTO_QUOTA_MB: Type.Number({
    exclusiveMinimum: 0,
    default: 500,
    says: 'a positive number of megabytes',
  }),
  JOBS_IN_PROCESS: switchOf(true),
  JOBS_POLL_SECONDS: Type.Number({ minimum: 0.5, default: 2, says: 'a number of at least 0.5' }),
  JOBS_RETRY_DELAY_SECONDS: whole('a whole number of at least 1', { default: 30, minimum: 1 }),
  JOBS_RETRY_LIMIT: whole('a whole number of at least 0', { default: 8, minimum: 0 }),
  REMINDER_SCAN_CRON: cron('*/15 * * * *'),
  DIGEST_CRON: cron('0 7 * * 1'),
  REMINDER_OVERDUE_AFTER_DAYS: whole('a whole number of at least 1', { default: 7, minimum: 1 }),
  NOTIFICATION_STREAM_PING_SECONDS: whole('a whole number of at least 1', {
    default: 15,
    minimum: 1,
  }),
  NOTIFICATION_STREAMS_PER_MEMBER: whole('a whole number of at least 1', {
    default: 5,
    minimum: 1,
  }),
  NOTIFICATION_STREAMS_MAX: whole('a whole number of at least 1', { default: 5000, minimum: 1 }),
});

export type Environment = Static<typeof ENVIRONMENT>;

/** Decimal only: no hex, binary, Infinity or spaces, which Number() would also take. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const SWITCHES: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** The value a variable's text stands for under its schema; the text itself when it stands for none. */
function typed(schema: TSchema, raw: string): unknown {
  const kind = schema[Kind] as string;
  if (kind === 'Integer' || kind === 'Number') return DECIMAL.test(raw) ? Number(raw) : raw;
  if (kind === 'Boolean') return SWITCHES[raw.toLowerCase()] ?? raw;
  return raw;
}

/**
 * Each variable of the schema, typed, or its default when unset or blank; and one problem for each
 * bad one, in the schema's order.
 */
export function readEnvironment(env: Record<string, string | undefined>): {
  environment: Environment;
  problems: string[];
} {
  const problems: string[] = [];
  const environment: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(ENVIRONMENT.properties) as [
    string,
    TSchema & Partial<Says>,
  ][]) {
    const raw = env[name]?.trim() || undefined;
    const value = raw === undefined ? undefined : typed(schema, raw);
    if (value === undefined || Value.Check(schema, value)) {
      environment[name] = value ?? schema.default;
      continue;
    }
    problems.push(`${name} must be ${schema.says}${schema.secret ? '' : ` (got "${raw}")`}`);
    // Read only by the checks that follow before the start fails: a bad URL is still set.
    environment[name] = schema.default ?? raw;
  }
  return { environment: environment as Environment, problems };
}
