import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

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
      'PUBLIC_ORIGIN must be an http(s) URL (got "garage.example")',
      'OIDC_REDIRECT_URI must be an http(s) URL (got "garage.example/api/v1/auth/google/callback")',
      'JWT_SECRET is required in production',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'ADMIN_EMAILS contains "root", which is not an email address',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'RATE_LIMIT_SCALE must be a whole number of at least 1 (got "0")',
      'SHUTDOWN_GRACE_MS must be a whole number of milliseconds (got "soon")',
      'SHUTDOWN_DELAY_MS must be a whole number of milliseconds (got "-1")',
      'METRICS_TOKEN must be at least 16 characters long',
    ]);
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 characters long',
    );
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
