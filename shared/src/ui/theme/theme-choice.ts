import {
  PREFERS_DARK,
  THEME_COOKIE,
  THEME_STORAGE_KEY,
  parseThemeChoice,
  resolveTheme,
  type ResolvedTheme,
  type ThemeChoice,
} from '@vg/contract/design-tokens';

// The reader's choice of look in this browser (docs/product.md#appearance): localStorage for the
// app, and the `vg-theme` cookie so every page of the site, the ones the API renders included, can
// read it before it paints (THEME_SCRIPT in each page's head sets <html data-theme> from it).

/** Sent on window when the choice changes here, so every control showing it follows. */
export const THEME_CHANGE_EVENT = 'vg-theme-change';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const deviceIsDark = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(PREFERS_DARK).matches;

/** The choice this browser keeps: the cookie, else localStorage, else 'system'. */
export function readThemeChoice(): ThemeChoice {
  const cookie = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  if (cookie) return parseThemeChoice(cookie);
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseThemeChoice(null);
  }
}

/** The look on screen for a choice, now: 'system' asks the device. */
export const resolvedTheme = (choice: ThemeChoice): ResolvedTheme =>
  resolveTheme(choice, deviceIsDark());

/** Draws the page in the choice's look (<html data-theme>, which the theme's CSS reads). */
export function applyThemeChoice(choice: ThemeChoice): void {
  const theme = resolvedTheme(choice);
  document.documentElement.setAttribute('data-theme', theme);
  // As the head's script does: the canvas behind an unstyled frame follows too.
  document.documentElement.style.colorScheme = theme;
}

/** Keeps the choice in this browser and draws it. */
export function storeThemeChoice(choice: ThemeChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${THEME_COOKIE}=${choice}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage may be refused (a private window); the cookie still carries the choice.
  }
  applyThemeChoice(choice);
  window.dispatchEvent(new CustomEvent<ThemeChoice>(THEME_CHANGE_EVENT, { detail: choice }));
}

/**
 * Keeps <html data-theme> right while the page is open: when the device changes scheme under
 * 'system', and when another tab or control changes the choice. Returns the unsubscribe.
 */
export function followThemeChoice(onChange: (choice: ThemeChoice) => void): () => void {
  const refresh = () => {
    const choice = readThemeChoice();
    applyThemeChoice(choice);
    onChange(choice);
  };
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(PREFERS_DARK) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) refresh();
  };
  media?.addEventListener('change', refresh);
  window.addEventListener('storage', onStorage);
  window.addEventListener(THEME_CHANGE_EVENT, refresh);
  return () => {
    media?.removeEventListener('change', refresh);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(THEME_CHANGE_EVENT, refresh);
  };
}
