import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  AppProviders,
  createQueryClient,
  ROUTER_FUTURE,
  sharedQueryKeys,
  TOKEN_STORAGE_KEY,
  useSession,
} from '@vg/shared';
import {
  installFakeApi,
  renderWithFakeApi,
  testUser,
  type FakeAnswer,
} from '@vg/shared/test-support';
import { ConsentGate } from './consent-gate';

// The account remote's dialog, as the federation would hand it over: a dialog with one button that
// completes it, as accepting the terms does (the remote caches the POST's answer, then completes).
jest.mock('../federation/load-remote-page', () => ({
  loadRemotePage: async () => ({
    default: function MockConsentDialog({
      open,
      onComplete,
    }: {
      open: boolean;
      onComplete: () => void;
    }) {
      const queryClient = useQueryClient();
      return open ? (
        <div role="dialog" aria-label="Welcome to Vintage Garage">
          <button
            type="button"
            onClick={() => {
              queryClient.setQueryData(sharedQueryKeys.currentUser, mockConsentAnswer());
              onComplete();
            }}
          >
            Accept and continue
          </button>
        </div>
      ) : null;
    },
  }),
}));

const owing = testUser({ username: 'admin', needsConsent: true });
const consented = { ...owing, needsConsent: false };
// What POST /auth/consent answers (read by the mocked dialog above).
const mockConsentAnswer = () => consented;

/** Lets whatever the page would do next happen (a lazy dialog loads in a few ticks). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

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

  it('opens no dialog over a member kept from an earlier page while the API is asked afresh', async () => {
    // The offline garage restored the member as a page saved it before the consent: still owing.
    const queryClient = createQueryClient();
    queryClient.setQueryData(sharedQueryKeys.currentUser, owing, { updatedAt: Date.now() - 1000 });
    void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.currentUser });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    let release: (answer: FakeAnswer) => void = () => undefined;
    installFakeApi({
      'GET /api/v1/auth/user': () => new Promise<FakeAnswer>((resolve) => (release = resolve)),
    });
    render(
      <MemoryRouter future={ROUTER_FUTURE}>
        <AppProviders queryClient={queryClient}>
          <ConsentGate />
        </AppProviders>
      </MemoryRouter>,
    );

    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release({ body: { data: consented } });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed when an answer from before the consent lands after it', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    let fetches = 0;
    function LateAnswer() {
      const queryClient = useQueryClient();
      return (
        <button
          type="button"
          onClick={() => queryClient.setQueryData(sharedQueryKeys.currentUser, owing)}
        >
          Late answer
        </button>
      );
    }
    renderWithFakeApi(
      <>
        <ConsentGate />
        <LateAnswer />
      </>,
      {
        api: {
          'GET /api/v1/auth/user': () => ({ body: { data: ++fetches === 1 ? owing : consented } }),
        },
      },
    );

    await screen.findByRole('dialog', { name: 'Welcome to Vintage Garage' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    // A GET /auth/user sent before the POST, answered after it (the account as it was).
    await userEvent.click(screen.getByRole('button', { name: 'Late answer' }));

    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
