import { act, renderHook } from '@testing-library/react';
import {
  BANNER_DEFAULT_TTL_MS,
  BANNER_KIND_LABELS,
  BANNER_STORAGE_KEY,
  useBanners,
  type Banner,
} from '../../src/banners';
import { createBannerStore } from '../../src/banners/banner-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function storedBanners(): unknown[] {
  return JSON.parse(window.sessionStorage.getItem(BANNER_STORAGE_KEY) ?? 'null') as unknown[];
}

function texts(store: ReturnType<typeof createBannerStore>): string[] {
  return store.getBanners().map((banner) => banner.text);
}

/** What an earlier page of this tab left in session storage, `ageMs` ago. */
function leftByEarlierPage(...banners: Array<Partial<Banner> & { text: string; ageMs: number }>) {
  const stored = banners.map(({ ageMs, ...banner }, index) => ({
    id: `earlier-${index}`,
    kind: 'info',
    sticky: false,
    ttlMs: BANNER_DEFAULT_TTL_MS,
    createdAt: Date.now() - ageMs,
    ...banner,
  }));
  window.sessionStorage.setItem(BANNER_STORAGE_KEY, JSON.stringify(stored));
}

describe('banners (docs/product.md#toasts-and-banners)', () => {
  it('names each kind', () => {
    expect(BANNER_KIND_LABELS).toEqual({
      info: 'Information',
      success: 'Success',
      warning: 'Warning',
      error: 'Error',
    });
  });

  it('lists the newest banner first', () => {
    const store = createBannerStore(window.sessionStorage);

    store.showBanner({ kind: 'info', text: 'First' });
    store.showBanner({ kind: 'warning', text: 'Second' });

    expect(texts(store)).toEqual(['Second', 'First']);
    expect(store.getBanners()[0]).toMatchObject({
      kind: 'warning',
      sticky: false,
      ttlMs: BANNER_DEFAULT_TTL_MS,
    });
  });

  it('removes a banner after 6000 ms by default', () => {
    const store = createBannerStore(window.sessionStorage);
    store.showBanner({ kind: 'success', text: 'Saved' });

    jest.advanceTimersByTime(5999);
    expect(texts(store)).toEqual(['Saved']);
    jest.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });

  it('removes a banner after its own ttlMs', () => {
    const store = createBannerStore(window.sessionStorage);
    store.showBanner({ kind: 'info', text: 'Quick', ttlMs: 1000 });

    jest.advanceTimersByTime(1000);
    expect(texts(store)).toEqual([]);
  });

  it('keeps a sticky banner until it is dismissed', () => {
    const store = createBannerStore(window.sessionStorage);
    const id = store.showBanner({ kind: 'error', text: 'Offline', sticky: true });

    jest.advanceTimersByTime(60 * 60 * 1000);
    expect(texts(store)).toEqual(['Offline']);

    store.dismissBanner(id);
    expect(texts(store)).toEqual([]);
  });

  it('keeps the banners in session storage', () => {
    const store = createBannerStore(window.sessionStorage);
    const id = store.showBanner({ kind: 'info', text: 'Kept' });
    expect(storedBanners()).toEqual([expect.objectContaining({ id, kind: 'info', text: 'Kept' })]);

    store.dismissBanner(id);
    expect(storedBanners()).toEqual([]);
  });

  it('after a reload, a banner keeps only the time it had left', () => {
    leftByEarlierPage({ text: 'Hello', ageMs: 4000 });

    const reloaded = createBannerStore(window.sessionStorage);

    expect(texts(reloaded)).toEqual(['Hello']);
    jest.advanceTimersByTime(1999);
    expect(texts(reloaded)).toEqual(['Hello']);
    jest.advanceTimersByTime(1);
    expect(texts(reloaded)).toEqual([]);
  });

  it('after a reload, expired banners are gone and sticky ones stay, in order', () => {
    leftByEarlierPage(
      { text: 'Newer sticky', sticky: true, ageMs: 10_000 },
      { text: 'Expired', ageMs: BANNER_DEFAULT_TTL_MS },
      { text: 'Older sticky', sticky: true, ageMs: 20_000 },
    );

    const reloaded = createBannerStore(window.sessionStorage);

    expect(texts(reloaded)).toEqual(['Newer sticky', 'Older sticky']);
    expect(storedBanners()).toHaveLength(2);
  });

  it('starts empty when session storage holds something unreadable', () => {
    window.sessionStorage.setItem(BANNER_STORAGE_KEY, '{not json');
    expect(createBannerStore(window.sessionStorage).getBanners()).toEqual([]);

    window.sessionStorage.setItem(BANNER_STORAGE_KEY, '[{"id":1}]');
    expect(createBannerStore(window.sessionStorage).getBanners()).toEqual([]);
  });
});

describe('useBanners', () => {
  it('lets any component raise and dismiss page banners', () => {
    const { result } = renderHook(() => useBanners());

    let id = '';
    act(() => {
      id = result.current.showBanner({ kind: 'warning', text: 'Remote raised this' });
    });
    expect(result.current.banners).toEqual([
      expect.objectContaining({ id, kind: 'warning', text: 'Remote raised this' }),
    ]);

    act(() => result.current.dismissBanner(id));
    expect(result.current.banners).toEqual([]);
  });
});
