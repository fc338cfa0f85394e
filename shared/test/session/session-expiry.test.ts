// Each test gets the session modules fresh: which router is registered is state of the module.
type Expiry = typeof import('../../src/session/session-expiry');
type TokenStorage = typeof import('../../src/session/token-storage');

function freshSession(): { expiry: Expiry; storage: TokenStorage } {
  let modules: { expiry: Expiry; storage: TokenStorage } | undefined;
  jest.isolateModules(() => {
    modules = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expiry: require('../../src/session/session-expiry') as Expiry,
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      storage: require('../../src/session/token-storage') as TokenStorage,
    };
  });
  return modules!;
}

afterEach(() => localStorage.clear());

describe('a session that expires (docs/product.md#session)', () => {
  it('before the app has registered its router: waits for the router, then goes to /sign-in through it', () => {
    const { expiry, storage } = freshSession();
    storage.setToken('expired-jwt');
    expiry.awaitNavigator();

    expiry.expireSession();
    expect(storage.getToken()).toBeNull();

    const navigate = jest.fn();
    expiry.registerNavigator(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('with the router registered: goes to /sign-in through it at once, and only once', () => {
    const { expiry, storage } = freshSession();
    const navigate = jest.fn();
    expiry.registerNavigator(navigate);
    storage.setToken('expired-jwt');

    expiry.expireSession();
    expiry.expireSession();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
    expiry.registerNavigator(jest.fn());
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
