import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, loadConfig, type Config } from '../../src/config.js';
import type { TrustProxy } from '../../src/http/trust-proxy.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// What a production API shows the world (docs/security.md, T27 and T29): its docs only when
// asked for, the client address from exactly the proxies configured, and no token in a log line.

const noMail = { send: async () => {}, close: () => {} } as never;

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the production surface', () => {
  let base: TestContext;
  beforeAll(async () => {
    base = await createTestApp();
  });
  afterAll(() => base.close());

  const appWith = (config: Partial<Config>, logger?: ReturnType<typeof pino>) =>
    buildApp({ config: { ...base.config, ...config }, db: base.db, mailer: noMail, logger });

  describe('the API docs', () => {
    it('are off in production unless API_DOCS=true, and on elsewhere unless API_DOCS=false', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).config.apiDocs).toBe(true);
      expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).config.apiDocs).toBe(false);
      expect(problemsOf({ API_DOCS: 'sometimes' })).toEqual([
        'API_DOCS must be true or false (got "sometimes")',
      ]);
    });

    it('answer 404 when off, and the document and its page when on', async () => {
      const off = await appWith({ nodeEnv: 'production', isProduction: true, apiDocs: false });
      const on = await appWith({ nodeEnv: 'production', isProduction: true, apiDocs: true });
      try {
        for (const url of [
          '/api/v1/openapi.json',
          '/api/v1/docs',
          '/api/v1/docs/',
          '/api/v1/docs/json',
        ])
          expect((await off.inject({ method: 'GET', url })).statusCode, url).toBe(404);
        expect((await off.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(
          200,
        );
        const document = await on.inject({ method: 'GET', url: '/api/v1/openapi.json' });
        expect(document.json()).toMatchObject({ openapi: expect.any(String) });
        expect((await on.inject({ method: 'GET', url: '/api/v1/docs/' })).statusCode).toBe(200);
      } finally {
        await off.close();
        await on.close();
      }
    });
  });

  describe('TRUST_PROXY', () => {
    it('reads addresses and ranges, and names anything else', () => {
      expect(loadConfig({}).config.trustProxy).toEqual(['loopback']);
      expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).config.trustProxy).toEqual(['uniquelocal']);
      expect(
        loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 ,fd00::/8,loopback' }).config.trustProxy,
      ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
      for (const bad of ['true', '1', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/1', ','])
        expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([
          `TRUST_PROXY must be a comma-separated list of the addresses or CIDR ranges of the proxies in front of the API, or loopback, linklocal, uniquelocal; not a number of hops (got "${bad}")`,
        ]);
    });

    it('takes the client address from the configured hops only', async () => {
      const request = (app: Awaited<ReturnType<typeof appWith>>, forwardedFor: string) =>
        app.inject({
          method: 'GET',
          url: '/api/v1/health/live',
          remoteAddress: '172.18.0.5',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      const seen: string[] = [];
      const settings: TrustProxy[] = [['uniquelocal'], ['172.18.0.0/16'], ['loopback']];
      for (const trustProxy of settings) {
        const app = await appWith({ trustProxy });
        app.addHook('onRequest', async (req) => void seen.push(req.ip));
        await request(app, '6.6.6.6, 203.0.113.9');
        await app.close();
      }
      expect(seen).toEqual(['203.0.113.9', '203.0.113.9', '172.18.0.5']);
    });
  });

  /** The log lines an app writes while it answers these addresses. */
  const requestLogOf = async (urls: string[]) => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await appWith({}, pino({ level: 'info' }, sink));
    try {
      for (const url of urls)
        await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    } finally {
      await app.close();
    }
    return { lines, urls: lines.map((line) => JSON.parse(line).req?.url).filter(Boolean) };
  };

  it('writes no share-link nor unsubscribe token in its request log lines', async () => {
    const token = 'tok3nS3cretAbcdefghijklmnopqrstuvwxyz012345';
    const { lines, urls } = await requestLogOf([
      `/api/v1/public/vehicles/by-token/${token}`,
      `/api/v1/pages/public/vehicle/${token}`,
      `/api/v1/notifications/unsubscribe?token=${token}`,
      `/api/v1/notifications/unsubscribe?Token=${token}&kind=x`,
      `/api/v1/notifications/unsubscribe?%74oken=${token}`,
    ]);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
    expect(urls).toEqual([
      '/api/v1/public/vehicles/by-token/[redacted]',
      '/api/v1/pages/public/vehicle/[redacted]',
      '/api/v1/notifications/unsubscribe?token=[redacted]',
      '/api/v1/notifications/unsubscribe?Token=[redacted]&kind=x',
      '/api/v1/notifications/unsubscribe?%74oken=[redacted]',
    ]);
  });

  it('writes no sale dossier code in its request log lines', async () => {
    const code = 'XB08TB6AXZM8';
    const { lines, urls } = await requestLogOf([
      `/api/v1/verify/${code}`,
      `/api/v1/pages/verify/${code}`,
      `/api/v1/pages/verify/xb08-tb6a-xzm8?lang=en`,
      `/api/v1/pages/%76erify/${code}`,
    ]);
    expect(lines.filter((line) => /XB08|xb08/i.test(line))).toEqual([]);
    expect(urls).toEqual([
      '/api/v1/verify/[redacted]',
      '/api/v1/pages/verify/[redacted]',
      '/api/v1/pages/verify/[redacted]?lang=en',
      '/api/v1/pages/%76erify/[redacted]',
    ]);
  });
});
