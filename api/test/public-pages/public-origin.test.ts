import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createVehicle, preWarCar } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

// Where public pages' absolute addresses come from, and the settings of docs/adr/0009.

describe('the public pages settings', () => {
  it('have defaults: 10 s of caching, the host build as the shell, the origin from the request', () => {
    const { config } = loadConfig({});
    expect(config.publicCacheSeconds).toBe(10);
    expect(config.hostShell).toMatch(/host\/dist\/index\.html$/);
    expect(config.publicOriginConfigured).toBe(false);
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'https://garage.example' }).config.publicOriginConfigured,
    ).toBe(true);
  });

  it('name a bad PUBLIC_CACHE_SECONDS', () => {
    expect(() => loadConfig({ PUBLIC_CACHE_SECONDS: 'ten' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_CACHE_SECONDS: '-1' })).toThrow(/PUBLIC_CACHE_SECONDS/);
  });
});

describe('without PUBLIC_ORIGIN, outside production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 180_000);
  afterAll(() => ctx.close());

  it("writes absolute addresses with the origin the page was asked on (the host's forwarded one)", async () => {
    const keeper = await createUser(ctx);
    await createVehicle(ctx, keeper, {
      ...preWarCar,
      identifier: 'ORIGIN 1',
      visibility: 'public',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/pages/public/ORIGIN1',
      headers: { host: 'garage.test:5180' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<link rel="canonical" href="http:\/\/garage\.test:5180\/public\/ORIGIN1"/,
    );
    const robots = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/pages/robots.txt',
      headers: { host: 'garage.test:5180' },
    });
    expect(robots.body).toContain('Sitemap: http://garage.test:5180/sitemap.xml');
  });
});
