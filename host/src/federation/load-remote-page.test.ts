import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotePage, REMOTE_LOAD_TIMEOUT_MS } from './load-remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const Page = () => null;

beforeAll(() => {
  global.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify({ garage: 'http://localhost:3001/mf-manifest.json' }), {
        status: 200,
      }),
  ) as typeof fetch;
});

let warn: jest.SpyInstance;
beforeEach(() => {
  mockedLoadRemote.mockReset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('loadRemotePage', () => {
  it('registers the remotes of /remotes.json and returns a compatible page', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page, interfaceVersion: '1.4.0' });
    const module = await loadRemotePage('garage', 'dashboard-page');
    expect(module.default).toBe(Page);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'garage', entry: 'http://localhost:3001/mf-manifest.json' },
    ]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('garage/dashboard-page');
  });

  it('refuses a remote built for another remote-interface major, naming both versions', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page, interfaceVersion: '2.0.0' });
    await expect(loadRemotePage('garage', 'vehicles-page')).rejects.toMatchObject({
      reason: 'interface',
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/garage.*built for remote interface 2\.0\.0.*host speaks 1\.0\.0/),
    );
  });

  it('refuses a remote built before the rename, which says its version as contractVersion only', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page, contractVersion: '1.2.0' });
    await expect(loadRemotePage('garage', 'vehicles-page')).rejects.toMatchObject({
      reason: 'interface',
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/garage.*built for remote interface \(none\).*host speaks 1\.0\.0/),
    );
  });

  it('refuses a page module that says no version at all', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page });
    await expect(loadRemotePage('garage', 'dashboard-page')).rejects.toMatchObject({
      reason: 'interface',
    });
  });

  it('reports a remote that cannot be fetched as unreachable', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('Failed to fetch'));
    await expect(loadRemotePage('garage', 'maintenance-page')).rejects.toMatchObject({
      reason: 'unreachable',
    });
  });

  it(`gives up on a remote slower than ${REMOTE_LOAD_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const result = loadRemotePage('garage', 'modifications-page');
    const assertion = expect(result).rejects.toMatchObject({ reason: 'timeout' });
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS + 1);
    await assertion;
    jest.useRealTimers();
  });

  it('fetches a page asked for twice while it loads once, and gives both callers its module', async () => {
    let finish: (module: unknown) => void = () => undefined;
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const early = loadRemotePage('garage', 'vehicle-detail-page');
    const mounted = loadRemotePage('garage', 'vehicle-detail-page');
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish({ default: Page, interfaceVersion: '1.0.0' });
    expect((await early).default).toBe(Page);
    expect((await mounted).default).toBe(Page);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load, and at once for Retry while one is under way', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch'));
    await expect(loadRemotePage('garage', 'maintenance-page')).rejects.toMatchObject({
      reason: 'unreachable',
    });
    mockedLoadRemote.mockReturnValueOnce(new Promise(() => undefined));
    void loadRemotePage('garage', 'maintenance-page').catch(() => undefined);
    mockedLoadRemote.mockResolvedValueOnce({ default: Page, interfaceVersion: '1.0.0' });
    const retried = await loadRemotePage('garage', 'maintenance-page', { fresh: true });
    expect(retried.default).toBe(Page);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  });

  it('forces a fresh registration on retry', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Page, interfaceVersion: '1.0.0' });
    await loadRemotePage('garage', 'public-vehicle-page', { fresh: true });
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'garage', entry: 'http://localhost:3001/mf-manifest.json' }],
      { force: true },
    );
  });
});
