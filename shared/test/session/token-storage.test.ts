import { TOKEN_STORAGE_KEY, clearToken, getToken, setToken } from '../../src/session';

describe('token storage', () => {
  it("keeps the token in localStorage under a 'vg' key with 'jwt' in its name", () => {
    setToken('abc');
    expect(TOKEN_STORAGE_KEY).toBe('vg_auth_jwt');
    expect(window.localStorage.getItem('vg_auth_jwt')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('treats a storage that throws as having no token', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });

    expect(() => setToken('abc')).not.toThrow();
    expect(getToken()).toBeNull();
    expect(() => clearToken()).not.toThrow();
  });
});

describe('the page session cookie (the member pages the API renders)', () => {
  const tokenExpiringIn = (seconds: number) => {
    const payload = btoa(
      JSON.stringify({ sub: 'm', exp: Math.floor(Date.now() / 1000) + seconds }),
    );
    return `header.${payload.replace(/=+$/, '')}.signature`;
  };
  const written = () => jest.spyOn(document, 'cookie', 'set');

  afterEach(() => clearToken());

  it('is written with the token, for the rendered member pages only, until the token expires', () => {
    const cookie = written();
    const token = tokenExpiringIn(3600);
    setToken(token);
    const values = cookie.mock.calls.map(([value]) => value);
    expect(values.map((value) => /Path=([^;]+)/.exec(value)?.[1])).toEqual([
      '/dashboard',
      '/vehicles',
    ]);
    for (const value of values) {
      expect(value).toMatch(new RegExp(`^vg_page_session=${encodeURIComponent(token)}; `));
      expect(value).toContain('SameSite=Lax');
      expect(Number(/Max-Age=(\d+)/.exec(value)![1])).toBeGreaterThan(3590);
    }
  });

  it('is cleared with the token, and never written for a token already expired', () => {
    setToken(tokenExpiringIn(3600));
    const cookie = written();
    clearToken();
    expect(cookie.mock.calls.map(([value]) => value)).toEqual([
      'vg_page_session=; Max-Age=0; Path=/dashboard; SameSite=Lax',
      'vg_page_session=; Max-Age=0; Path=/vehicles; SameSite=Lax',
    ]);
    setToken(tokenExpiringIn(-5));
    expect(cookie.mock.calls.at(-1)![0]).toMatch(/^vg_page_session=; Max-Age=0/);
    setToken('not-a-jwt');
    expect(cookie.mock.calls.at(-1)![0]).toMatch(/^vg_page_session=; Max-Age=0/);
  });
});
