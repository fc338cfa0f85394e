import { createExternalStore } from '../lib/create-external-store';

export type BannerKind = 'info' | 'success' | 'warning' | 'error';

/** A page the banner's text names: the banner links to it (DESIGN: a way out, never a dead end). */
export interface BannerLink {
  to: string;
  label: string;
}

export interface Banner {
  id: string;
  kind: BannerKind;
  text: string;
  /** A sticky banner stays until dismissed; the others leave after `ttlMs`. */
  sticky: boolean;
  ttlMs: number;
  link?: BannerLink;
  /** Epoch milliseconds; with `ttlMs` it tells a reloaded page how long a banner has left. */
  createdAt: number;
}

export interface ShowBannerInput {
  kind: BannerKind;
  text: string;
  sticky?: boolean;
  ttlMs?: number;
  link?: BannerLink;
}

export const BANNER_DEFAULT_TTL_MS = 6000;
export const BANNER_STORAGE_KEY = 'vg_banners';
export const BANNER_KIND_LABELS: Record<BannerKind, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

export interface BannerStore {
  getBanners(): Banner[];
  subscribe(listener: () => void): () => void;
  showBanner(input: ShowBannerInput): string;
  dismissBanner(id: string): void;
}

const BANNER_KINDS = Object.keys(BANNER_KIND_LABELS);

function isBanner(value: unknown): value is Banner {
  const banner = value as Partial<Banner> | null;
  return (
    typeof banner === 'object' &&
    banner !== null &&
    typeof banner.id === 'string' &&
    BANNER_KINDS.includes(banner.kind as string) &&
    typeof banner.text === 'string' &&
    typeof banner.sticky === 'boolean' &&
    typeof banner.ttlMs === 'number' &&
    typeof banner.createdAt === 'number' &&
    (banner.link === undefined ||
      (typeof banner.link?.to === 'string' && typeof banner.link.label === 'string'))
  );
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readStoredBanners(storage: Storage | null): Banner[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(BANNER_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isBanner) : [];
  } catch {
    // A corrupt entry is not worth an error screen; start with no banners.
    return [];
  }
}

function newBannerId(): string {
  return `banner-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Banners kept in session storage (they survive a reload, not the tab), newest first. Each
 * non-sticky banner removes itself when its ttl runs out, counted from when it was shown, so
 * a reload neither restarts its clock nor brings back one that already expired.
 */
export function createBannerStore(storage: Storage | null = sessionStorageOrNull()): BannerStore {
  const store = createExternalStore<Banner[]>([]);
  const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function commit(update: (banners: Banner[]) => Banner[]): void {
    store.setState(update);
    try {
      storage?.setItem(BANNER_STORAGE_KEY, JSON.stringify(store.getState()));
    } catch {
      // Full or blocked storage: the banners still show, they just will not survive a reload.
    }
  }

  function dismissBanner(id: string): void {
    clearTimeout(expiryTimers.get(id));
    expiryTimers.delete(id);
    commit((banners) => banners.filter((banner) => banner.id !== id));
  }

  function scheduleExpiry(banner: Banner): void {
    if (banner.sticky) return;
    const remainingMs = Math.max(0, banner.createdAt + banner.ttlMs - Date.now());
    expiryTimers.set(
      banner.id,
      setTimeout(() => dismissBanner(banner.id), remainingMs),
    );
  }

  function showBanner({
    kind,
    text,
    sticky = false,
    ttlMs = BANNER_DEFAULT_TTL_MS,
    link,
  }: ShowBannerInput) {
    const banner: Banner = {
      id: newBannerId(),
      kind,
      text,
      sticky,
      ttlMs,
      createdAt: Date.now(),
      ...(link ? { link } : {}),
    };
    commit((banners) => [banner, ...banners]);
    scheduleExpiry(banner);
    return banner.id;
  }

  const now = Date.now();
  const stillShowing = readStoredBanners(storage).filter(
    (banner) => banner.sticky || banner.createdAt + banner.ttlMs > now,
  );
  commit(() => stillShowing);
  stillShowing.forEach(scheduleExpiry);

  return { getBanners: store.getState, subscribe: store.subscribe, showBanner, dismissBanner };
}
