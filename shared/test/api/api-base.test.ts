import { API_PREFIX, getApiBase, resolveApiBase } from '../../src/api';

const ORIGIN = 'https://garage.example';

describe('resolveApiBase (docs/product.md#api-client: base path rule)', () => {
  it('defaults to the page origin plus /api/v1', () => {
    expect(API_PREFIX).toBe('/api/v1');
    expect(resolveApiBase(undefined, ORIGIN)).toBe('https://garage.example/api/v1');
    expect(resolveApiBase('  ', ORIGIN)).toBe('https://garage.example/api/v1');
  });

  it('accepts a same-origin path', () => {
    expect(resolveApiBase('/edge/api/v1/', ORIGIN)).toBe('https://garage.example/edge/api/v1');
  });

  it('accepts an absolute URL of the same origin', () => {
    expect(resolveApiBase('https://garage.example/gateway/v1', ORIGIN)).toBe(
      'https://garage.example/gateway/v1',
    );
  });

  it.each([
    ['a cross-origin URL', 'https://api.elsewhere.example/api/v1'],
    ['the same host on another port', 'https://garage.example:8443/api/v1'],
    ['a protocol-relative URL', '//api.elsewhere.example/api/v1'],
    ['a backslash trick', '/\\api.elsewhere.example/api/v1'],
    ['a localhost URL', 'http://localhost:4000/api/v1'],
    ['a loopback address', 'http://127.0.0.1:4000/api/v1'],
    ['a relative path', 'api/v1'],
    ['a non-http URL', 'javascript:alert(1)'],
  ])('ignores %s and uses the default', (_label, override) => {
    expect(resolveApiBase(override, ORIGIN)).toBe('https://garage.example/api/v1');
  });

  it('ignores a localhost value even when the page itself runs on localhost', () => {
    expect(resolveApiBase('http://localhost:8080/other', 'http://localhost:8080')).toBe(
      'http://localhost:8080/api/v1',
    );
    expect(resolveApiBase('/other', 'http://localhost:8080')).toBe('http://localhost:8080/other');
  });
});

describe('getApiBase', () => {
  const original = process.env.VG_API_BASE;
  afterEach(() => {
    if (original === undefined) delete process.env.VG_API_BASE;
    else process.env.VG_API_BASE = original;
  });

  it('uses the page origin when no override is built in', () => {
    delete process.env.VG_API_BASE;
    expect(getApiBase()).toBe(`${window.location.origin}/api/v1`);
  });

  it('applies a same-origin build-time override', () => {
    process.env.VG_API_BASE = '/edge/api/v1';
    expect(getApiBase()).toBe(`${window.location.origin}/edge/api/v1`);
  });

  it('ignores a cross-origin build-time override', () => {
    process.env.VG_API_BASE = 'https://api.elsewhere.example/api/v1';
    expect(getApiBase()).toBe(`${window.location.origin}/api/v1`);
  });
});
