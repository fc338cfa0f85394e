export {
  BANNER_DEFAULT_TTL_MS,
  BANNER_KIND_LABELS,
  BANNER_STORAGE_KEY,
  type Banner,
  type BannerLink,
  type BannerKind,
  type ShowBannerInput,
} from './banner-store';
export { dismissBanner, showBanner, useBanners, type BannersApi } from './use-banners';
