import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { VgThemeProvider } from '../theme/vg-theme-provider';

/** Renders inside the real theme, as every app does. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: VgThemeProvider, ...options });
}
