import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { VgThemeProvider } from '../theme/vg-theme-provider';

function ThemeAndWords({ children }: { children: ReactNode }) {
  return (
    <VgThemeProvider>
      <IntlProvider locale="en-GB" defaultLocale="en-GB">
        {children}
      </IntlProvider>
    </VgThemeProvider>
  );
}

/** Renders inside the real theme and the English words, as every app does. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ThemeAndWords, ...options });
}
