import {
  applyOverrides,
  isAllowedOverride,
  overridesFromAddress,
  readStoredOverrides,
  storeOverrides,
} from './remote-overrides';

const REGISTRY = {
  garage: 'https://garage.example/mf-manifest.json',
  community: 'https://community.example/mf-manifest.json',
};
const DEV_SERVER = 'http://localhost:3101/mf-manifest.json';

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

describe('remote overrides', () => {
  it('reads remote=url pairs from the address, ignoring unknown remotes', () => {
    expect(
      overridesFromAddress(
        `?remoteOverride=garage=${DEV_SERVER}&remoteOverride=shop=http://localhost:1/x&other=1`,
      ),
    ).toEqual({ garage: DEV_SERVER });
  });

  it('allows exact origins and any port of a host named with :*', () => {
    expect(isAllowedOverride(DEV_SERVER, ['http://localhost:*'])).toBe(true);
    expect(isAllowedOverride(DEV_SERVER, ['http://localhost:3101'])).toBe(true);
    expect(isAllowedOverride(DEV_SERVER, ['http://localhost:3102'])).toBe(false);
    expect(isAllowedOverride('https://localhost:3101/m.json', ['http://localhost:*'])).toBe(false);
    expect(isAllowedOverride('http://localhost.evil.test/m.json', ['http://localhost:*'])).toBe(
      false,
    );
    expect(isAllowedOverride('javascript:alert(1)', ['http://localhost:*'])).toBe(false);
    expect(isAllowedOverride(DEV_SERVER, [])).toBe(false);
  });

  it('puts an allowed override in place of the registry entry', () => {
    const result = applyOverrides(
      { ...REGISTRY, overrideOrigins: ['http://localhost:*'] },
      { garage: DEV_SERVER },
    );
    expect(result.registry.garage).toBe(DEV_SERVER);
    expect(result.registry.community).toBe(REGISTRY.community);
    expect(result.applied).toEqual([{ remote: 'garage', url: DEV_SERVER }]);
    expect(error).not.toHaveBeenCalled();
  });

  it('refuses an origin outside the allow-list, says so in the console and forgets it', () => {
    const result = applyOverrides(REGISTRY, { garage: 'https://cdn.evil.test/mf-manifest.json' });
    expect(result.registry.garage).toBe(REGISTRY.garage);
    expect(result.applied).toEqual([]);
    expect(result.kept).toEqual({});
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(
        'The garage remote was not loaded from https://cdn.evil.test/mf-manifest.json',
      ),
    );
  });

  it('remembers overrides in local storage and forgets them when emptied', () => {
    storeOverrides(window.localStorage, { garage: DEV_SERVER });
    expect(readStoredOverrides(window.localStorage)).toEqual({ garage: DEV_SERVER });
    storeOverrides(window.localStorage, {});
    expect(window.localStorage.getItem('vg_remote_overrides')).toBeNull();
    window.localStorage.setItem('vg_remote_overrides', 'not json');
    expect(readStoredOverrides(window.localStorage)).toEqual({});
  });
});
