import path from 'node:path';
import { repoDir } from './paths.js';
import { DEFAULT_POOL_SIZE } from './db/database.js';
import { readApiDocs } from './http/api-docs.js';
import { readTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { productionProblems, readBoolean, readJwtSecret } from './security/production-settings.js';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** A Postgres server; when absent the embedded PGlite in `pgliteDir` is used. */
  databaseUrl: string | null;
  /** Connections of one API process's pool to that server (DATABASE_POOL_SIZE, default DEFAULT_POOL_SIZE). */
  databasePoolSize: number;
  pgliteDir: string;
  publicOrigin: string;
  /**
   * False when PUBLIC_ORIGIN is not set: outside production, public pages then build their absolute
   * addresses (canonical, og:url, og:image) from the request's own origin (docs/adr/0009).
   */
  publicOriginConfigured: boolean;
  /** Where the host's index.html (the shell public pages are rendered into) is read: a URL or a file. */
  hostShell: string;
  /** s-maxage of public answers, and the longest an in-process copy of one is served. */
  publicCacheSeconds: number;
  jwtSecret: string;
  /** Issuer and audience of session tokens, and how long an unused session lives (docs/security.md T26). */
  session: SessionConfig;
  /**
   * ALLOW_DEVELOPMENT_SIGN_IN: production accepts the development OpenID provider (compose's local
   * integration run only; docs/deploy.md).
   */
  allowDevelopmentSignIn: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string; redirectUri: string };
  /** SMTP transport URL; when absent mail goes to the development outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  adminEmails: string[];
  logLevel: string;
  /** Multiplies every rate limit's allowance; end-to-end runs sign in far more often than a person. */
  rateLimitScale: number;
  /** On SIGTERM, how long in-flight requests may take before the process ends anyway. */
  shutdownGraceMs: number;
  /** On SIGTERM, how long to keep serving while load balancers see it is not ready. */
  shutdownDelayMs: number;
  /** Bearer token for GET /api/v1/metrics; null: metrics are not served. */
  metricsToken: string | null;
  /** TRUST_PROXY: the proxies that may name the client (src/http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** API_DOCS: serve /api/v1/docs and /api/v1/openapi.json (src/http/api-docs.ts). */
  apiDocs: boolean;
  /** Bytes of stored photos each member may keep (PHOTO_QUOTA_MB, docs/security.md T31). */
  photoQuotaBytes: number;
  /** The job runner (pg-boss): reminders, notification emails, digests (docs/notifications.md). */
  jobs: JobsConfig;
}

export interface SessionConfig {
  /** The `iss` of every session token: this API's public origin. */
  issuer: string;
  /** Days a session may go unused before it ends (SESSION_IDLE_DAYS); the absolute lifetime stays. */
  idleDays: number;
}

export interface JobsConfig {
  /** Work jobs and run schedules in the API process (JOBS_IN_PROCESS); false: only enqueue, a worker process works them. */
  inProcess: boolean;
  /** How often an idle worker looks for jobs (JOBS_POLL_SECONDS, at least 0.5). */
  pollSeconds: number;
  /** First retry delay of a failed job, doubled on each attempt (JOBS_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  /** Retries before a job ends failed and shows on /admin (JOBS_RETRY_LIMIT). */
  retryLimit: number;
  /** When the reminder scan runs (REMINDER_SCAN_CRON, cron in UTC). */
  reminderScanCron: string;
  /** When the weekly digest goes out (DIGEST_CRON, cron in UTC). */
  digestCron: string;
  /** Days after a due occurrence's date or reading before its one overdue follow-up (REMINDER_OVERDUE_AFTER_DAYS). */
  overdueAfterDays: number;
  /** Seconds between pings of the live notification stream (NOTIFICATION_STREAM_PING_SECONDS). */
  streamPingSeconds: number;
  /** Open live streams per member per process (NOTIFICATION_STREAMS_PER_MEMBER; docs/security.md T39). */
  streamsPerMember: number;
  /** Open live streams per process (NOTIFICATION_STREAMS_MAX): each holds a socket, a file descriptor. */
  streamsMax: number;
}

export const DEV_OIDC_PORT = 4400;
export const DEV_OIDC_CLIENT = {
  clientId: 'vintage-garage-api',
  clientSecret: 'dev-only-oidc-client-secret',
} as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS = ['development', 'production', 'test'] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; collects every problem before failing so one start shows them all. */
export function loadConfig(env: Env = process.env): { config: Config; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const nodeEnvRaw = read('NODE_ENV') ?? 'development';
  const nodeEnv = NODE_ENVS.find((candidate) => candidate === nodeEnvRaw);
  if (!nodeEnv)
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvRaw}")`);
  const isProduction = nodeEnv === 'production';

  const port = parsePort(read('PORT') ?? '4000');
  if (port === null)
    problems.push(`PORT must be an integer between 0 and 65535 (got "${read('PORT')}")`);

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  // Sized to the database server (its cores, and how many API processes share it), not to the
  // machine the API runs on (docs/operations.md). Half of it is the most one route may hold.
  const databasePoolSize = Number(read('DATABASE_POOL_SIZE') ?? DEFAULT_POOL_SIZE);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 2 || databasePoolSize > 200)
    problems.push(
      `DATABASE_POOL_SIZE must be a whole number of connections from 2 to 200 (got "${read('DATABASE_POOL_SIZE')}")`,
    );

  const publicOrigin = readOrigin(
    'PUBLIC_ORIGIN',
    read('PUBLIC_ORIGIN') ?? 'http://localhost:8080',
    problems,
  );
  const oidcIssuer = readOrigin(
    'OIDC_ISSUER',
    read('OIDC_ISSUER') ?? `http://localhost:${DEV_OIDC_PORT}`,
    problems,
  );
  const redirectUri = read('OIDC_REDIRECT_URI') ?? `${publicOrigin}/api/v1/auth/google/callback`;
  if (!isHttpUrl(redirectUri))
    problems.push(`OIDC_REDIRECT_URI must be an http(s) URL (got "${redirectUri}")`);

  const jwtSecret = readJwtSecret(read, isProduction, problems, warnings);

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');

  const oidcClientSecret = read('OIDC_CLIENT_SECRET') ?? DEV_OIDC_CLIENT.clientSecret;
  const allowDevelopmentSignIn = readBoolean(read, 'ALLOW_DEVELOPMENT_SIGN_IN', false, problems);
  if (isProduction)
    problems.push(
      ...productionProblems(
        {
          oidc: { issuer: oidcIssuer, clientSecret: oidcClientSecret },
          developmentOidc: {
            issuer: `http://localhost:${DEV_OIDC_PORT}`,
            clientSecret: DEV_OIDC_CLIENT.clientSecret,
          },
          allowDevelopmentSignIn,
          smtpUrl,
        },
        warnings,
      ),
    );
  const sessionIdleDays = Number(read('SESSION_IDLE_DAYS') ?? '30');
  if (!Number.isInteger(sessionIdleDays) || sessionIdleDays < 1)
    problems.push(
      `SESSION_IDLE_DAYS must be a whole number of days, at least 1 (got "${read('SESSION_IDLE_DAYS')}")`,
    );

  const adminEmails = (read('ADMIN_EMAILS') ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!email.includes('@'))
      problems.push(`ADMIN_EMAILS contains "${email}", which is not an email address`);
  }

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const rateLimitScale = Number(read('RATE_LIMIT_SCALE') ?? '1');
  if (!Number.isInteger(rateLimitScale) || rateLimitScale < 1) {
    problems.push(
      `RATE_LIMIT_SCALE must be a whole number of at least 1 (got "${read('RATE_LIMIT_SCALE')}")`,
    );
  }

  const shutdownGraceMs = Number(read('SHUTDOWN_GRACE_MS') ?? '10000');
  if (!Number.isInteger(shutdownGraceMs) || shutdownGraceMs < 0)
    problems.push(
      `SHUTDOWN_GRACE_MS must be a whole number of milliseconds (got "${read('SHUTDOWN_GRACE_MS')}")`,
    );

  const shutdownDelayMs = Number(read('SHUTDOWN_DELAY_MS') ?? '0');
  if (!Number.isInteger(shutdownDelayMs) || shutdownDelayMs < 0)
    problems.push(
      `SHUTDOWN_DELAY_MS must be a whole number of milliseconds (got "${read('SHUTDOWN_DELAY_MS')}")`,
    );

  const hostShell = read('HOST_SHELL') ?? path.join(repoDir, 'host', 'dist', 'index.html');
  const publicCacheSeconds = Number(read('PUBLIC_CACHE_SECONDS') ?? '10');
  if (!Number.isInteger(publicCacheSeconds) || publicCacheSeconds < 0 || publicCacheSeconds > 3600)
    problems.push(
      `PUBLIC_CACHE_SECONDS must be a whole number of seconds from 0 to 3600 (got "${read('PUBLIC_CACHE_SECONDS')}")`,
    );

  const trustProxy = readTrustProxy(read('TRUST_PROXY'), problems);
  const apiDocs = readApiDocs(read('API_DOCS'), isProduction, problems);

  const metricsToken = read('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters long');

  const photoQuotaMb = Number(read('PHOTO_QUOTA_MB') ?? '500');
  if (!Number.isFinite(photoQuotaMb) || photoQuotaMb <= 0)
    problems.push(
      `PHOTO_QUOTA_MB must be a positive number of megabytes (got "${read('PHOTO_QUOTA_MB')}")`,
    );

  const jobs = readJobsConfig(read, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    warnings,
    config: {
      nodeEnv: nodeEnv ?? 'development',
      isProduction,
      port: port ?? 4000,
      host: read('HOST') ?? '127.0.0.1',
      databaseUrl,
      databasePoolSize,
      pgliteDir: path.resolve(read('PGLITE_DIR') ?? path.join(repoDir, '.data', 'pglite')),
      publicOrigin,
      publicOriginConfigured: read('PUBLIC_ORIGIN') !== undefined,
      hostShell,
      publicCacheSeconds,
      jwtSecret,
      session: { issuer: publicOrigin, idleDays: sessionIdleDays },
      allowDevelopmentSignIn,
      oidc: {
        issuer: oidcIssuer,
        clientId: read('OIDC_CLIENT_ID') ?? DEV_OIDC_CLIENT.clientId,
        clientSecret: oidcClientSecret,
        redirectUri,
      },
      smtpUrl,
      mailFrom: read('MAIL_FROM') ?? 'Vintage Garage <no-reply@vintage-garage.local>',
      adminEmails,
      logLevel,
      rateLimitScale,
      shutdownGraceMs,
      shutdownDelayMs,
      metricsToken,
      trustProxy,
      apiDocs,
      photoQuotaBytes: Math.round(photoQuotaMb * 1024 * 1024),
      jobs,
    },
  };
}

/**
 * loadConfig for a process's entry point (the API, the worker, the command-line tasks): a bad
 * configuration ends the process with exit code 1 and the list of problems, which is what the
 * operator needs, instead of a stack trace. Any other error is thrown on.
 */
export function loadConfigOrExit(): { config: Config; warnings: string[] } {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function readJobsConfig(
  read: (name: string) => string | undefined,
  problems: string[],
): JobsConfig {
  const number = (name: string, fallback: number, min: number, whole = true): number => {
    const raw = read(name);
    const value = Number(raw ?? fallback);
    if (!Number.isFinite(value) || value < min || (whole && !Number.isInteger(value))) {
      problems.push(
        `${name} must be a ${whole ? 'whole ' : ''}number of at least ${min} (got "${raw}")`,
      );
      return fallback;
    }
    return value;
  };
  const cron = (name: string, fallback: string): string => {
    const value = read(name) ?? fallback;
    if (value.split(/\s+/).length !== 5)
      problems.push(`${name} must be a 5-field cron expression (got "${value}")`);
    return value;
  };
  const inProcessRaw = (read('JOBS_IN_PROCESS') ?? 'true').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(inProcessRaw))
    problems.push(`JOBS_IN_PROCESS must be true or false (got "${inProcessRaw}")`);
  return {
    inProcess: inProcessRaw === 'true' || inProcessRaw === '1',
    pollSeconds: number('JOBS_POLL_SECONDS', 2, 0.5, false),
    retryDelaySeconds: number('JOBS_RETRY_DELAY_SECONDS', 30, 1),
    retryLimit: number('JOBS_RETRY_LIMIT', 8, 0),
    reminderScanCron: cron('REMINDER_SCAN_CRON', '*/15 * * * *'),
    digestCron: cron('DIGEST_CRON', '0 7 * * 1'),
    overdueAfterDays: number('REMINDER_OVERDUE_AFTER_DAYS', 7, 1),
    streamPingSeconds: number('NOTIFICATION_STREAM_PING_SECONDS', 15, 1),
    streamsPerMember: number('NOTIFICATION_STREAMS_PER_MEMBER', 5, 1),
    streamsMax: number('NOTIFICATION_STREAMS_MAX', 5000, 1),
  };
}

function parsePort(raw: string): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const port = Number(raw);
  return port <= 65535 ? port : null;
}

function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Origins are used to build links, so they are normalised without a trailing slash. */
function readOrigin(name: string, raw: string, problems: string[]): string {
  if (!isHttpUrl(raw)) {
    problems.push(`${name} must be an http(s) URL (got "${raw}")`);
    return raw;
  }
  return raw.replace(/\/+$/, '');
}
