import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showBanner } from '../../banners';
import { renderWithTheme } from '../testing/render-with-theme';
import { BannerStack } from './banner-stack';

describe('BannerStack', () => {
  it('shows each banner with its kind label, text and a Dismiss button', async () => {
    renderWithTheme(<BannerStack />);
    act(() => {
      showBanner({
        kind: 'warning',
        text: 'Scheduled maintenance tonight at 22:00.',
        sticky: true,
      });
    });
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Warning');
    expect(banner).toHaveTextContent('Scheduled maintenance tonight at 22:00.');
    expect(banner.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveAccessibleDescription(
      'Warning Scheduled maintenance tonight at 22:00.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Scheduled maintenance tonight at 22:00.')).not.toBeInTheDocument();
  });

  it('announces an error banner as an alert', async () => {
    renderWithTheme(<BannerStack />);
    act(() => {
      showBanner({ kind: 'error', text: 'Photos cannot be uploaded right now.', sticky: true });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error Photos cannot be uploaded right now.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  });
});
