import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOOGLE_SIGN_IN_STORAGE_KEY } from '@vg/shared';
import {
  apiError,
  renderWithFakeApi,
  sentBodies,
  testUser,
  type FakeRoute,
} from '@vg/shared/test-support';
import { DeleteAccountDialog } from './delete-account-dialog';

// docs/security.md T41: deleting asks for the password again, or a fresh Google sign-in.

const member = testUser({ username: 'keeper' });
const WRONG = 'Your current password is not correct.';
const GOOGLE_AGAIN =
  'To delete your account, sign in with Google again, then delete it within 5 minutes.';

async function openDialog(answer: FakeRoute) {
  const onDeleted = jest.fn();
  const rendered = renderWithFakeApi(
    <DeleteAccountDialog open onOpenChange={() => {}} username="keeper" onDeleted={onDeleted} />,
    { route: '/profile', user: member, api: { 'DELETE /api/v1/profile/': answer } },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { ...rendered, onDeleted, dialog, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

async function confirmWith(
  { dialog, user }: Awaited<ReturnType<typeof openDialog>>,
  password: string | null,
) {
  await user.type(
    within(dialog).getByLabelText('Type your username (keeper) to confirm'),
    'keeper',
  );
  if (password) await user.type(within(dialog).getByLabelText('Your password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

describe('DeleteAccountDialog', () => {
  it('sends the password with the username, and deletes', async () => {
    const opened = await openDialog({ status: 204 });
    expect(within(opened.dialog).getByLabelText('Your password')).toHaveAttribute(
      'type',
      'password',
    );
    await confirmWith(opened, 'my old passphrase');

    await waitFor(() => expect(opened.onDeleted).toHaveBeenCalledTimes(1));
    expect(sentBodies(opened.fetchMock, 'DELETE', '/api/v1/profile/')).toEqual([
      { confirmUsername: 'keeper', password: 'my old passphrase' },
    ]);
  });

  it('shows a wrong password on the password field, and keeps the dialog open', async () => {
    const opened = await openDialog(() => apiError(403, WRONG, { password: WRONG }));
    await confirmWith(opened, 'a wrong guess');

    const password = within(opened.dialog).getByLabelText('Your password');
    expect(await within(opened.dialog).findByText(WRONG)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining(WRONG));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(opened.onDeleted).not.toHaveBeenCalled();
    expect(
      within(opened.dialog).getByLabelText('Type your username (keeper) to confirm'),
    ).toHaveValue('keeper');
  });

  it('shows a missing password on the password field', async () => {
    const needed = 'Enter your password to delete your account.';
    const opened = await openDialog(() => apiError(422, needed, { password: needed }));
    await confirmWith(opened, null);

    expect(sentBodies(opened.fetchMock, 'DELETE', '/api/v1/profile/')).toEqual([
      { confirmUsername: 'keeper' },
    ]);
    expect(within(opened.dialog).getByLabelText('Your password')).toHaveAccessibleDescription(
      expect.stringContaining(needed),
    );
  });

  it('offers an account without a password to sign in with Google again, coming back here', async () => {
    const opened = await openDialog(() =>
      apiError(403, GOOGLE_AGAIN, { recentGoogleSignIn: GOOGLE_AGAIN }),
    );
    await confirmWith(opened, null);

    expect(await within(opened.dialog).findByText(GOOGLE_AGAIN)).toBeInTheDocument();
    const again = within(opened.dialog).getByRole('link', { name: 'Sign in with Google again' });
    const stayHere = (event: Event) => event.preventDefault();
    window.addEventListener('click', stayHere);
    try {
      await opened.user.click(again);
    } finally {
      window.removeEventListener('click', stayHere);
    }
    const kept = JSON.parse(window.sessionStorage.getItem(GOOGLE_SIGN_IN_STORAGE_KEY) ?? '{}');
    expect(kept.returnTo).toBe('/profile#delete-account');
    expect(again).toHaveAttribute('href', `/api/v1/auth/google?login=${kept.login}`);
    expect(opened.onDeleted).not.toHaveBeenCalled();
  });
});
