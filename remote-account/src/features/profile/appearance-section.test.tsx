import { fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithTheme } from '@vg/shared/test-support';
import { AppearanceSection } from './appearance-section';

// Appearance on the profile (docs/product.md#appearance): drawn at once, kept in the profile.

jest.mock('./api/update-profile', () => ({
  useUpdateProfile: () => ({ mutate: mockMutate }),
}));
const mockMutate = jest.fn();

it('offers the three looks, and a choice is drawn at once and sent to the profile', () => {
  document.cookie = 'vg-theme=; Max-Age=0; Path=/';
  window.localStorage.clear();
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <AppearanceSection />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
    'light',
    'dark',
    'system',
  ]);
  fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(mockMutate).toHaveBeenCalledWith({ theme: 'dark' }, expect.anything());
});
