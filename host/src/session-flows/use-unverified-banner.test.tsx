import { act, renderHook, screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { BannerStack, useBanners, useSession } from '@vg/shared';
import { renderWithFakeApi, testUser } from '@vg/shared/test-support';
import { useUnverifiedBanner } from './use-unverified-banner';

function Page() {
  useUnverifiedBanner();
  const { refreshUser, status } = useSession();
  return (
    <>
      <p>Session: {status}</p>
      <BannerStack />
      <button type="button" onClick={() => void refreshUser()}>
        Check again
      </button>
      <Link to="/verify-email">Go to verify</Link>
      <Link to="/dashboard">Go to dashboard</Link>
    </>
  );
}

const unverified = testUser({ emailVerified: false });

afterEach(() => {
  // The page's banner store outlives a test, as it outlives a page of the app.
  const { result } = renderHook(() => useBanners());
  act(() => result.current.banners.forEach((banner) => result.current.dismissBanner(banner.id)));
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the unverified-email banner', () => {
  it('links to the Verify email page it names', async () => {
    renderWithFakeApi(<Page />, { user: unverified, route: '/dashboard' });
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Please verify your email address');
    expect(within(banner).getByRole('link', { name: 'Verify email page' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
  });

  it('leaves once the email is confirmed', async () => {
    let verified = false;
    const { user } = renderWithFakeApi(<Page />, {
      user: unverified,
      route: '/dashboard',
      api: {
        'GET /api/v1/auth/user': () => ({
          body: { data: testUser({ emailVerified: verified }) },
        }),
      },
    });
    expect(await screen.findByText(/Please verify your email address/)).toBeInTheDocument();
    verified = true;
    await act(() => user.click(screen.getByRole('button', { name: 'Check again' })));
    await screen.findByRole('button', { name: 'Check again' });
    expect(screen.queryByText(/Please verify your email address/)).not.toBeInTheDocument();
  });

  it('is not raised on the page that confirms the email', async () => {
    renderWithFakeApi(<Page />, { user: unverified, route: '/email/confirm?token=abc' });
    await screen.findByText('Session: signed-in');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/Please verify your email address/)).not.toBeInTheDocument();
  });

  it('leaves the Verify email page it names while the member is on it, and comes back after', async () => {
    // Registering shows it on the way, then lands on /verify-email.
    const { user } = renderWithFakeApi(<Page />, {
      user: unverified,
      route: '/register',
      path: '*',
    });
    expect(await screen.findByText(/Please verify your email address/)).toBeInTheDocument();
    await act(() => user.click(screen.getByRole('link', { name: 'Go to verify' })));
    expect(screen.queryByText(/Please verify your email address/)).not.toBeInTheDocument();
    await act(() => user.click(screen.getByRole('link', { name: 'Go to dashboard' })));
    expect(await screen.findByText(/Please verify your email address/)).toBeInTheDocument();
  });
});
