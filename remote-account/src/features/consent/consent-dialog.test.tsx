import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  deferredAnswer,
  sentBodies,
  renderWithFakeApi as renderPage,
  testUser,
} from '@vg/shared/test-support';
import { ConsentDialog } from './consent-dialog';

const member = testUser({ username: 'jane.doe', needsConsent: true });

async function openConsent({ api = {}, onComplete = jest.fn() } = {}) {
  const rendered = renderPage(
    <ConsentDialog open defaultUsername="jane.doe" onComplete={onComplete} />,
    { user: member, api },
  );
  return { ...rendered, onComplete, dialog: await screen.findByRole('dialog') };
}

async function tickBoth(user: Awaited<ReturnType<typeof openConsent>>['user']) {
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
}

const consentAccepted = () => ({ body: { data: { ...member, needsConsent: false } } });

describe('ConsentDialog', () => {
  it('prefills the username, links both policies and says the username can change later', async () => {
    const { dialog } = await openConsent();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('jane.doe');
    expect(
      within(dialog).getByText('You can change your username later in your profile settings.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'I accept the Terms of Service' }),
    ).not.toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'I accept the Privacy Policy' }),
    ).not.toBeChecked();
  });

  it('cannot be dismissed: no close button, Escape and a click outside do nothing', async () => {
    const { onComplete } = await openConsent();
    // The page behind a modal has pointer-events: none; the click still reaches Radix's listener.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("refuses a username under 3 characters with the spec's message, without calling the API", async () => {
    const { user, fetchMock } = await openConsent();
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'jd');
    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('Username must be at least 3 characters long.'),
    ).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/consent')).toHaveLength(0);
  });

  it('takes a username of up to 50 characters and no more', async () => {
    const { user, fetchMock } = await openConsent({
      api: { 'POST /api/v1/auth/consent': consentAccepted },
    });
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'a'.repeat(51));
    expect(username).toHaveValue('a'.repeat(50));
    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/consent')).toEqual([
        { username: 'a'.repeat(50), acceptedTerms: true, acceptedPrivacy: true },
      ]),
    );
  });

  it("asks for both boxes with the spec's toast when one is left unticked", async () => {
    const { user, fetchMock } = await openConsent();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Consent Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please accept both Terms of Service and Privacy Policy to continue.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/consent')).toHaveLength(0);
  });

  it('sends the username and both acceptances, stays pending, then completes', async () => {
    const answer = deferredAnswer();
    const { user, fetchMock, onComplete } = await openConsent({
      api: { 'POST /api/v1/auth/consent': answer.route },
    });
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'jane_racer');
    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled());
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/consent')).toEqual([
      { username: 'jane_racer', acceptedTerms: true, acceptedPrivacy: true },
    ]);
    answer.release(consentAccepted());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message in an 'Error' toast, and a taken username next to the field", async () => {
    const { user, onComplete } = await openConsent({
      api: {
        'POST /api/v1/auth/consent': () =>
          apiError(422, 'This username is already taken.', {
            username: 'This username is already taken.',
          }),
      },
    });
    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const toastTitle = await screen.findByText('Error');
    expect(toastTitle.closest('li')).toHaveTextContent('This username is already taken.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      expect.stringContaining('This username is already taken.'),
    );
    expect(screen.getByLabelText('Username')).toHaveValue('jane.doe');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to save your preferences. Please try again.' without a server message", async () => {
    const { user } = await openConsent({
      api: { 'POST /api/v1/auth/consent': () => ({ status: 502 }) },
    });
    await tickBoth(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to save your preferences. Please try again.'),
    ).toBeInTheDocument();
  });
});
