import { queryClient } from '../app/query-client';
import { loadRemotePage } from '../federation/load-remote-page';
import { preloadRouteModules } from './preload-route';

jest.mock('../federation/load-remote-page', () => ({
  loadRemotePage: jest.fn(() => Promise.resolve({ default: () => null })),
  peekRemotePage: jest.fn(),
}));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;
const asked = () => load.mock.calls.map(([remote, page]) => `${remote}/${page}`);

beforeEach(() => load.mockClear());

describe('preloadRouteModules', () => {
  it("starts a member's page's remote module with a session stored", () => {
    preloadRouteModules('/vehicles/9d5c0b64-3f0e-4d0b-9a39-3e4b1c2f7a10', true);
    expect(asked()).toEqual(['garage/vehicle-detail-page']);
  });

  it('fetches nothing for a signed-in page without a session: the visitor goes to /sign-in', () => {
    preloadRouteModules('/dashboard', false);
    expect(asked()).toEqual([]);
  });

  it('never fetches the admin remote before the role is known', () => {
    preloadRouteModules('/admin/photos', true);
    expect(asked()).toEqual([]);
  });

  it("starts a public page's remote and the module under it, signed in or not", () => {
    preloadRouteModules('/public/SCC123', false);
    expect(asked()).toEqual(['garage/public-vehicle-page', 'community/vehicle-conversation']);
  });

  it("fetches nothing for the host's own pages", () => {
    preloadRouteModules('/help', true);
    preloadRouteModules('/no/such/page', true);
    expect(asked()).toEqual([]);
  });

  it("hands a loaded page its route's parameters and the address's query, to start its data", async () => {
    const preload = jest.fn();
    load.mockResolvedValueOnce({ default: () => null, preload });
    preloadRouteModules('/vehicles/9d5c0b64', true, '?tab=photos');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledTimes(1);
    const [context] = preload.mock.calls[0] as [Parameters<NonNullable<typeof preload>>[0]];
    expect(context.queryClient).toBe(queryClient);
    expect(context.params).toEqual({ id: '9d5c0b64' });
    expect(context.search.get('tab')).toBe('photos');
  });

  it("a page whose preload fails still opens: the app's start goes on, nothing left unhandled", async () => {
    // The preload runs after the module's load, so its failure is a rejected promise: one left
    // unhandled would reach the browser's console and error reporting as the page opens.
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      load.mockResolvedValueOnce({
        default: () => null,
        preload: () => {
          throw new Error('preload broke');
        },
      });
      expect(() => preloadRouteModules('/dashboard', true)).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(asked()).toEqual(['garage/dashboard-page']);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('a failed early load is left for the page to show', async () => {
    load.mockRejectedValueOnce(new Error('unreachable'));
    expect(() => preloadRouteModules('/showcase', false)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked()).toEqual(['community/showcase-page']);
  });
});
