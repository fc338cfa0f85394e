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
