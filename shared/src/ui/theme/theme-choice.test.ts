import { THEME_SCRIPT, parseThemeChoice, resolveTheme } from '@vg/contract/design-tokens';
import { applyThemeChoice, readThemeChoice, storeThemeChoice } from './theme-choice';

// Light, dark or the device's (docs/product.md#appearance).

function deviceDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

function clearChoice() {
  document.cookie = 'vg-theme=; Max-Age=0; Path=/';
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
}

beforeEach(clearChoice);

describe('resolving a choice', () => {
  it('follows the device under "system", and nothing else', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads anything unknown as "system", the default', () => {
    expect(parseThemeChoice(undefined)).toBe('system');
    expect(parseThemeChoice('sepia')).toBe('system');
    expect(parseThemeChoice('dark')).toBe('dark');
  });

  it('draws "system" by prefers-color-scheme', () => {
    deviceDark(true);
    applyThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
    deviceDark(false);
    applyThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('keeping the choice in this browser', () => {
  it('is "system" until one is made', () => {
    expect(readThemeChoice()).toBe('system');
  });

  it('keeps it in the cookie the pages read and in localStorage, and draws it', () => {
    deviceDark(true);
    storeThemeChoice('light');
    expect(document.cookie).toContain('vg-theme=light');
    expect(window.localStorage.getItem('vg-theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(readThemeChoice()).toBe('light');
  });

  it('reads localStorage when the cookie is gone', () => {
    window.localStorage.setItem('vg-theme', 'dark');
    expect(readThemeChoice()).toBe('dark');
  });
});

describe("the head's script, before the first paint", () => {
  const run = () => new Function(THEME_SCRIPT)();

  it('sets the cookie’s choice', () => {
    deviceDark(true);
    document.cookie = 'vg-theme=light; Path=/';
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('falls back to localStorage, then to the device', () => {
    deviceDark(false);
    window.localStorage.setItem('vg-theme', 'dark');
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
    window.localStorage.clear();
    deviceDark(true);
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
    document.cookie = 'vg-theme=system; Path=/';
    deviceDark(false);
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
