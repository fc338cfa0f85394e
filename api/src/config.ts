import path from 'node:path';
import { repoDir } from './paths.js';
import { readEnvironment, type NodeEnv } from './environment.js';
import { readApiDocs } from './http/api-docs.js';
import { readTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import { productionProblems, readJwtSecret } from './security/production-settings.js';

export interface Config {
  nodeEnv: NodeEnv;
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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment (its schema: environment.ts); collects every problem before
 * failing so one start shows them all.
 */
export function loadConfig(env: Env = process.env): { config: Config; warnings: string[] } {
  const { environment: vars, problems } = readEnvironment(env);
  const warnings: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const isProduction = vars.NODE_ENV === 'production';

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

  const smtpUrl = vars.SMTP_URL ?? null;
  const oidcClientSecret = vars.OIDC_CLIENT_SECRET ?? DEV_OIDC_CLIENT.clientSecret;
  const allowDevelopmentSignIn = vars.ALLOW_DEVELOPMENT_SIGN_IN;
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

  const adminEmails = (read('ADMIN_EMAILS') ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!email.includes('@'))
      problems.push(`ADMIN_EMAILS contains "${email}", which is not an email address`);
  }

  const trustProxy = readTrustProxy(read('TRUST_PROXY'), problems);
  const apiDocs = readApiDocs(read('API_DOCS'), isProduction, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    warnings,
    config: {
      nodeEnv: vars.NODE_ENV as NodeEnv,
      isProduction,
      port: vars.PORT,
      host: vars.HOST,
      databaseUrl: vars.DATABASE_URL ?? null,
      databasePoolSize: vars.DATABASE_POOL_SIZE,
      pgliteDir: path.resolve(vars.PGLITE_DIR ?? path.join(repoDir, '.data', 'pglite')),
      publicOrigin,
      publicOriginConfigured: read('PUBLIC_ORIGIN') !== undefined,
      hostShell: vars.HOST_SHELL ?? path.join(repoDir, 'host', 'dist', 'index.html'),
      publicCacheSeconds: vars.PUBLIC_CACHE_SECONDS,
      jwtSecret,
      session: { issuer: publicOrigin, idleDays: vars.SESSION_IDLE_DAYS },
      allowDevelopmentSignIn,
      oidc: {
        issuer: oidcIssuer,
        clientId: vars.OIDC_CLIENT_ID ?? DEV_OIDC_CLIENT.clientId,
        clientSecret: oidcClientSecret,
        redirectUri,
      },
      smtpUrl,
      mailFrom: vars.MAIL_FROM,
      adminEmails,
      logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
      rateLimitScale: vars.RATE_LIMIT_SCALE,
      shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
      shutdownDelayMs: vars.SHUTDOWN_DELAY_MS,
      metricsToken: vars.METRICS_TOKEN ?? null,
      trustProxy,
      apiDocs,
      photoQuotaBytes: Math.round(vars.PHOTO_QUOTA_MB * 1024 * 1024),
      jobs: {
        inProcess: vars.JOBS_IN_PROCESS,
        pollSeconds: vars.JOBS_POLL_SECONDS,
        retryDelaySeconds: vars.JOBS_RETRY_DELAY_SECONDS,
        retryLimit: vars.JOBS_RETRY_LIMIT,
        reminderScanCron: vars.REMINDER_SCAN_CRON,
        digestCron: vars.DIGEST_CRON,
        overdueAfterDays: vars.REMINDER_OVERDUE_AFTER_DAYS,
        streamPingSeconds: vars.NOTIFICATION_STREAM_PING_SECONDS,
        streamsPerMember: vars.NOTIFICATION_STREAMS_PER_MEMBER,
        streamsMax: vars.NOTIFICATION_STREAMS_MAX,
      },
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
