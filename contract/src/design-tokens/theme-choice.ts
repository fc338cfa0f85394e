// The reader's choice of look (docs/product.md#appearance): light, dark or the device's own, kept
// in the browser (localStorage and the `vg-theme` cookie, which every page of the site can read
// before it paints) and, for a member, in their profile. No imports: the host's build reads this
// file on its own to put THEME_SCRIPT in index.html (host/webpack.theme.js).

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;

/** 'Same as this device' until the reader says otherwise. */
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system';

/** The cookie and the localStorage key that keep the choice in this browser. */
export const THEME_COOKIE = 'vg-theme';
export const THEME_STORAGE_KEY = 'vg-theme';

/** What the device asks for: `matchMedia(PREFERS_DARK)`. */
export const PREFERS_DARK = '(prefers-color-scheme: dark)';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

/** A stored or sent value as a choice; anything else is the default. */
export const parseThemeChoice = (value: unknown): ThemeChoice =>
  isThemeChoice(value) ? value : DEFAULT_THEME_CHOICE;

/** The look a choice gives: 'system' follows the device. */
export const resolveTheme = (choice: ThemeChoice, deviceIsDark: boolean): ResolvedTheme =>
  choice === 'system' ? (deviceIsDark ? 'dark' : 'light') : choice;

/**
 * Run in <head> before the first paint (the host's index.html, hence every page the API renders
 * into it, and the API's own standalone pages): sets `data-theme` on <html> from the cookie, else
 * localStorage, else the device, and its color-scheme (the canvas the browser paints before any
 * stylesheet: a page of the app has none until its script runs), so no frame is drawn in the
 * wrong scheme. Inline, allowed by its
 * hash (THEME_SCRIPT_HASH) in the Content-Security-Policy; not one byte of it may change without
 * the hash (deploy/nginx/content-security-policy.txt; api/test/theme-script.test.ts checks).
 */
export const THEME_SCRIPT =
  "(function(d){try{var m=/(?:^|;\\s*)vg-theme=(light|dark|system)/.exec(document.cookie),t=m?m[1]:localStorage.getItem('vg-theme');if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.setAttribute('data-theme',t);d.style.colorScheme=t}catch(e){}})(document.documentElement)";

/** `'sha256-…'` of THEME_SCRIPT, as script-src names it. */
export const THEME_SCRIPT_HASH = "'sha256-NLaqD/LVi9W+j4BH/IjGyCgMmcSHq17C7TNu+37h1lI='";
