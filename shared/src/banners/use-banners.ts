import { useMemo, useSyncExternalStore } from 'react';
import {
  createBannerStore,
  type Banner,
  type BannerStore,
  type ShowBannerInput,
} from './banner-store';

// One store per page, created on first use rather than at import so that merely importing
// @vg/shared touches no storage. @vg/shared is a federation singleton, so host and remotes
// share it.
let pageBannerStore: BannerStore | null = null;

function getPageBannerStore(): BannerStore {
  pageBannerStore ??= createBannerStore();
  return pageBannerStore;
}

/** Raises a banner at the top of the page; returns its id. */
export function showBanner(input: ShowBannerInput): string {
  return getPageBannerStore().showBanner(input);
}

export function dismissBanner(id: string): void {
  getPageBannerStore().dismissBanner(id);
}

export interface BannersApi {
  /** Newest first. */
  banners: Banner[];
  showBanner: typeof showBanner;
  dismissBanner: typeof dismissBanner;
}

export function useBanners(): BannersApi {
  const store = getPageBannerStore();
  const banners = useSyncExternalStore(store.subscribe, store.getBanners, store.getBanners);
  return useMemo(() => ({ banners, showBanner, dismissBanner }), [banners]);
}
