import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, useSession } from '@vg/shared';
import { renderWithFakeApi, testUser, type FakeAnswer } from '../../../shared/test/support';
import { ConsentGate } from './consent-gate';

// The account remote's dialog, as the federation would hand it over: a dialog with one button that
// completes it, as accepting the terms does.
jest.mock('../federation/load-remote-page', () => ({
  loadRemotePage: async () => ({
    default: ({ open, onComplete }: { open: boolean; onComplete: () => void }) =>
      open ? (
        <div role="dialog" aria-label="Welcome to Vintage Garage">
          <button type="button" onClick={onComplete}>
            Accept and continue
          </button>
        </div>
      ) : null,
  }),
}));

const owing = testUser({ username: 'admin', needsConsent: true });
const consented = { ...owing, needsConsent: false };

afterEach(() => window.localStorage.clear());

describe('the consent gate', () => {
  it('stays closed once completed while the refreshed account is still on its way', async () => {
    // The first fetch says consent is owed; the refresh after completing answers only when released,
    // as a slow network or API would.
    let release: (answer: FakeAnswer) => void = () => undefined;
    let fetches = 0;
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    renderWithFakeApi(<ConsentGate />, {
      api: {
        'GET /api/v1/auth/user': () =>
          ++fetches === 1
            ? { body: { data: owing } }
            : new Promise<FakeAnswer>((resolve) => (release = resolve)),
      },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Vintage Garage' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));

    expect(dialog).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release({ body: { data: consented } });
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes once the account, fetched afresh, no longer owes consent (an earlier copy said it did)', async () => {
    let fetches = 0;
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    function RefreshProbe() {
      const { refreshUser } = useSession();
      return (
        <button type="button" onClick={() => void refreshUser()}>
          Refresh
        </button>
      );
    }
    renderWithFakeApi(
      <>
        <ConsentGate />
        <RefreshProbe />
      </>,
      {
        api: {
          'GET /api/v1/auth/user': () => ({ body: { data: ++fetches === 1 ? owing : consented } }),
        },
      },
    );

    await screen.findByRole('dialog', { name: 'Welcome to Vintage Garage' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh', hidden: true }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
