import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { connectionPoolFigures, createDatabase } from '../src/db/database.js';
import { repoDir } from '../src/paths.js';
import { productionEnv } from './helpers/production-env.js';

type Env = Record<string, string | undefined>;
/** The problems loadConfig names for this environment; none when it starts. */
function problemsOf(env: Env): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production-0123456789';

describe('configuration', () => {
  it('has working development defaults, with a warning about the JWT secret', () => {
    const { config, warnings } = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: null,
      publicOrigin: 'http://localhost:8080',
      oidc: {
        issuer: 'http://localhost:4400',
        redirectUri: 'http://localhost:8080/api/v1/auth/google/callback',
      },
      smtpUrl: null,
    });
    expect(config.pgliteDir).toMatch(/\.data\/pglite$/);
    expect(warnings).toEqual([expect.stringContaining('JWT_SECRET')]);
  });

  it('derives the redirect URI from PUBLIC_ORIGIN and parses ADMIN_EMAILS', () => {
    const { config } = loadConfig({
      PUBLIC_ORIGIN: 'https://garage.example/',
      ADMIN_EMAILS: ' A@x.test, b@x.test ,',
    });
    expect(config.publicOrigin).toBe('https://garage.example');
    expect(config.oidc.redirectUri).toBe('https://garage.example/api/v1/auth/google/callback');
    expect(config.adminEmails).toEqual(['a@x.test', 'b@x.test']);
  });

  it('names every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        PUBLIC_ORIGIN: 'garage.example',
        SMTP_URL: 'http://mail',
        ADMIN_EMAILS: 'root',
        LOG_LEVEL: 'loud',
        RATE_LIMIT_SCALE: '0',
        SHUTDOWN_GRACE_MS: 'soon',
        SHUTDOWN_DELAY_MS: '-1',
        METRICS_TOKEN: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be an integer between 0 and 65535 (got "eighty")',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'RATE_LIMIT_SCALE must be a whole number of at least 1 (got "0")',
      'SHUTDOWN_GRACE_MS must be a whole number of milliseconds (got "soon")',
      'SHUTDOWN_DELAY_MS must be a whole number of milliseconds (got "-1")',
      'METRICS_TOKEN must be at least 16 characters long',
      'PUBLIC_ORIGIN must be an http(s) URL (got "garage.example")',
      'OIDC_REDIRECT_URI must be an http(s) URL (got "garage.example/api/v1/auth/google/callback")',
      'JWT_SECRET is required in production',
      "OIDC_ISSUER is the development OpenID provider (http://localhost:4400), which signs anyone in as any address: set your provider's issuer (https://accounts.google.com), or ALLOW_DEVELOPMENT_SIGN_IN=true for a local integration run",
      "OIDC_CLIENT_SECRET is the development provider's secret, written in the repository: set your provider's client secret",
      'ADMIN_EMAILS contains "root", which is not an email address',
    ]);
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
  });

  it('ends a session unused for 30 days by default, or for SESSION_IDLE_DAYS', () => {
    expect(loadConfig({}).config.session).toEqual({
      issuer: 'http://localhost:8080',
      idleDays: 30,
    });
    expect(
      loadConfig({ SESSION_IDLE_DAYS: '3', PUBLIC_ORIGIN: 'https://garage.example' }).config
        .session,
    ).toEqual({ issuer: 'https://garage.example', idleDays: 3 });
    expect(problemsOf({ SESSION_IDLE_DAYS: '0' })).toEqual([
      'SESSION_IDLE_DAYS must be a whole number of days, at least 1 (got "0")',
    ]);
  });

  it('keeps 10 connections to the database server, or DATABASE_POOL_SIZE, and makes the pool that size', async () => {
    expect(loadConfig({}).config.databasePoolSize).toBe(10);
    const { config } = loadConfig({ DATABASE_POOL_SIZE: '4' });
    expect(config.databasePoolSize).toBe(4);
    // The pool connects on its first query: its size is readable without a server.
    const db = createDatabase({ ...config, databaseUrl: 'postgres://127.0.0.1:1/none' });
    expect(connectionPoolFigures(db)?.max).toBe(4);
    await db.destroy();
    for (const value of ['1', '201', 'ten', '2.5'])
      expect(problemsOf({ DATABASE_POOL_SIZE: value })).toEqual([
        `DATABASE_POOL_SIZE must be a whole number of connections from 2 to 200 (got "${value}")`,
      ]);
  });

  it('runs the jobs in the API by default, and names each bad job setting', () => {
    expect(loadConfig({}).config.jobs).toEqual({
      inProcess: true,
      pollSeconds: 2,
      retryDelaySeconds: 30,
      retryLimit: 8,
      reminderScanCron: '*/15 * * * *',
      digestCron: '0 7 * * 1',
      overdueAfterDays: 7,
      streamPingSeconds: 15,
      streamsPerMember: 5,
      streamsMax: 5000,
    });
    expect(() => loadConfig({ NOTIFICATION_STREAMS_MAX: '0' })).toThrow(
      'NOTIFICATION_STREAMS_MAX must be a whole number of at least 1 (got "0")',
    );
    expect(loadConfig({ JOBS_IN_PROCESS: 'false' }).config.jobs.inProcess).toBe(false);
    let error: unknown;
    try {
      loadConfig({
        JOBS_IN_PROCESS: 'sometimes',
        JOBS_POLL_SECONDS: '0.1',
        JOBS_RETRY_LIMIT: '-1',
        REMINDER_SCAN_CRON: 'hourly',
        REMINDER_OVERDUE_AFTER_DAYS: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'JOBS_IN_PROCESS must be true or false (got "sometimes")',
      'JOBS_POLL_SECONDS must be a number of at least 0.5 (got "0.1")',
      'JOBS_RETRY_LIMIT must be a whole number of at least 0 (got "-1")',
      'REMINDER_SCAN_CRON must be a 5-field cron expression (got "hourly")',
      'REMINDER_OVERDUE_AFTER_DAYS must be a whole number of at least 1 (got "0")',
    ]);
  });
});

describe('the environment, read through one schema (src/environment.ts)', () => {
  it('reads a number written in decimals only, naming the variable, what it must be and what it got', () => {
    expect(
      problemsOf({
        DATABASE_POOL_SIZE: '0x10',
        SHUTDOWN_GRACE_MS: '0b11',
        PHOTO_QUOTA_MB: 'Infinity',
        NOTIFICATION_STREAMS_MAX: '5 000',
      }),
    ).toEqual([
      'DATABASE_POOL_SIZE must be a whole number of connections from 2 to 200 (got "0x10")',
      'SHUTDOWN_GRACE_MS must be a whole number of milliseconds (got "0b11")',
      'PHOTO_QUOTA_MB must be a positive number of megabytes (got "Infinity")',
      'NOTIFICATION_STREAMS_MAX must be a whole number of at least 1 (got "5 000")',
    ]);
    expect(
      loadConfig({ NOTIFICATION_STREAMS_MAX: '5e3', PHOTO_QUOTA_MB: '0.5' }).config,
    ).toMatchObject({
      jobs: { streamsMax: 5000 },
      photoQuotaBytes: 524288,
    });
  });

  it('takes the default of a variable left blank, and a switch in any case', () => {
    const { config } = loadConfig({ PORT: ' ', RATE_LIMIT_SCALE: '', JOBS_IN_PROCESS: 'FALSE' });
    expect([config.port, config.rateLimitScale, config.jobs.inProcess]).toEqual([4000, 1, false]);
    expect(loadConfig({ ALLOW_DEVELOPMENT_SIGN_IN: 'True' }).config.allowDevelopmentSignIn).toBe(
      true,
    );
  });

  it('never repeats a secret it refuses', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://root:hunter2@db',
      SMTP_URL: 'http://mail:hunter2@smtp',
      METRICS_TOKEN: 'hunter2',
    });
    expect(problems).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'METRICS_TOKEN must be at least 16 characters long',
    ]);
  });
});

describe('production refuses development defaults (docs/security.md T25)', () => {
  it('starts with settings of its own, without a warning', () => {
    const { config, warnings } = loadConfig(productionEnv());
    expect(config.isProduction).toBe(true);
    expect(config.allowDevelopmentSignIn).toBe(false);
    expect(warnings).toEqual([]);
  });

  it.each([
    [
      'the development OpenID provider',
      { OIDC_ISSUER: undefined },
      "OIDC_ISSUER is the development OpenID provider (http://localhost:4400), which signs anyone in as any address: set your provider's issuer (https://accounts.google.com), or ALLOW_DEVELOPMENT_SIGN_IN=true for a local integration run",
    ],
    [
      'an http: issuer',
      { OIDC_ISSUER: 'http://login.example.test' },
      'OIDC_ISSUER must be an https: URL in production (got "http://login.example.test")',
    ],
    [
      "the development provider's client secret, by default",
      { OIDC_CLIENT_SECRET: undefined },
      "OIDC_CLIENT_SECRET is the development provider's secret, written in the repository: set your provider's client secret",
    ],
    [
      "the development provider's client secret, set",
      { OIDC_CLIENT_SECRET: 'dev-only-oidc-client-secret' },
      "OIDC_CLIENT_SECRET is the development provider's secret, written in the repository: set your provider's client secret",
    ],
    ['no JWT secret', { JWT_SECRET: undefined }, 'JWT_SECRET is required in production'],
    [
      'a short JWT secret',
      { JWT_SECRET: 'x'.repeat(31) },
      'JWT_SECRET must be at least 32 characters long',
    ],
    [
      'the development JWT secret',
      { JWT_SECRET: DEV_JWT_SECRET },
      'JWT_SECRET is a secret written in the repository, known to anyone: generate one (openssl rand -base64 48)',
    ],
    [
      'no mail transport',
      { SMTP_URL: undefined },
      'SMTP_URL is required in production: without a mail transport, emails and the tokens in their links would stay in memory and in the log',
    ],
  ])('refuses %s, naming the setting', (_case, change: Env, problem) => {
    expect(problemsOf({ ...productionEnv(), ...change })).toEqual([problem]);
  });

  it('refuses as JWT secret every secret written in the repository', () => {
    // Long literals on any line of the repository that speaks of a secret: what a reader can copy.
    const lines = execFileSync('git', ['grep', '--untracked', '-I', '-h', '-i', 'secret'], {
      cwd: repoDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const published = new Set(
      [...lines.matchAll(/(?:['"`]|:-|=)([A-Za-z0-9_+=!-]{32,})/g)].map((match) => match[1] ?? ''),
    );
    expect(published).toContain(DEV_JWT_SECRET);
    for (const secret of published)
      expect(problemsOf({ ...productionEnv(), JWT_SECRET: secret }), secret).toEqual([
        'JWT_SECRET is a secret written in the repository, known to anyone: generate one (openssl rand -base64 48)',
      ]);
  });

  it('accepts the development provider with ALLOW_DEVELOPMENT_SIGN_IN=true, with a warning, and nothing else', () => {
    const development = {
      ...productionEnv(),
      OIDC_ISSUER: undefined,
      OIDC_CLIENT_SECRET: undefined,
      ALLOW_DEVELOPMENT_SIGN_IN: 'true',
    };
    const { config, warnings } = loadConfig(development);
    expect(config.oidc.issuer).toBe('http://localhost:4400');
    expect(config.allowDevelopmentSignIn).toBe(true);
    expect(warnings).toEqual([expect.stringContaining('ALLOW_DEVELOPMENT_SIGN_IN is on')]);
    expect(problemsOf({ ...development, SMTP_URL: undefined, JWT_SECRET: DEV_JWT_SECRET })).toEqual(
      [
        'JWT_SECRET is a secret written in the repository, known to anyone: generate one (openssl rand -base64 48)',
        'SMTP_URL is required in production: without a mail transport, emails and the tokens in their links would stay in memory and in the log',
      ],
    );
    expect(problemsOf({ ...development, ALLOW_DEVELOPMENT_SIGN_IN: 'yes' })).toContain(
      'ALLOW_DEVELOPMENT_SIGN_IN must be true or false (got "yes")',
    );
  });

  it('reads the JWT secret from JWT_SECRET_FILE, and judges it as the variable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vg-jwt-secret-'));
    const file = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    const secret = 'a'.repeat(20) + Math.random().toString(36).slice(2) + 'z'.repeat(20);
    const env = { ...productionEnv(), JWT_SECRET: undefined };
    expect(
      loadConfig({ ...env, JWT_SECRET_FILE: file('good', `${secret}\n`) }).config.jwtSecret,
    ).toBe(secret);
    expect(problemsOf({ ...env, JWT_SECRET_FILE: file('published', DEV_JWT_SECRET) })).toEqual([
      'JWT_SECRET_FILE is a secret written in the repository, known to anyone: generate one (openssl rand -base64 48)',
    ]);
    expect(problemsOf({ ...env, JWT_SECRET_FILE: file('short', 'short') })).toEqual([
      'JWT_SECRET_FILE must be at least 32 characters long',
    ]);
    expect(problemsOf({ ...env, JWT_SECRET_FILE: path.join(dir, 'missing') })).toEqual([
      `JWT_SECRET_FILE cannot be read (${path.join(dir, 'missing')}: ENOENT)`,
    ]);
    expect(problemsOf({ ...productionEnv(), JWT_SECRET_FILE: file('both', secret) })).toEqual([
      'Set JWT_SECRET or JWT_SECRET_FILE, not both',
    ]);
  });
});
