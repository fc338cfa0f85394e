import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@vg/shared';
import {
  apiError,
  deferredAnswer,
  sentBodies,
  type FakeRoutes,
  renderWithFakeApi as renderPage,
  testUser,
} from '@vg/shared/test-support';
import { ProfilePage } from './profile-page';

const member = testUser({ username: 'keeper', displayName: 'Kay Keeper', location: 'Leeds' });

function openProfile(api: FakeRoutes = {}) {
  return renderPage(<ProfilePage />, {
    route: '/profile',
    user: member,
    api: { 'GET /api/v1/profile/': () => ({ body: { data: member } }), ...api },
  });
}

describe('ProfilePage', () => {
  it('loads the profile into its sections', async () => {
    openProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const form = await screen.findByRole('form', { name: 'Profile details' });
    expect(within(form).getByLabelText('Username')).toHaveValue('keeper');
    expect(within(form).getByLabelText('Display name')).toHaveValue('Kay Keeper');
    expect(within(form).getByLabelText('Location')).toHaveValue('Leeds');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Photo',
      'Profile details',
      'Appearance',
      'Email',
      'Password',
      "Where you're signed in",
      'Calendar',
      'Your data',
      'Your account',
    ]);
    // New-sign-in emails link to /profile#sign-ins.
    expect(document.getElementById('sign-ins')).toBe(
      screen.getByRole('region', { name: "Where you're signed in" }),
    );
  });

  it('says whether the email address is confirmed, and offers a new link when it is not', async () => {
    const { unmount } = openProfile();
    const email = await screen.findByRole('region', { name: 'Email' });
    expect(within(email).getByText('Confirmed')).toBeInTheDocument();
    unmount();

    const waiting = testUser({ ...member, emailVerified: false });
    renderPage(<ProfilePage />, {
      route: '/profile',
      user: waiting,
      api: { 'GET /api/v1/profile/': () => ({ body: { data: waiting } }) },
    });
    const unconfirmed = await screen.findByRole('region', { name: 'Email' });
    expect(within(unconfirmed).getByText('Not confirmed yet')).toBeInTheDocument();
    expect(within(unconfirmed).getByRole('button', { name: 'Resend the email' })).toBeVisible();
  });

  it('saves a new username and bio, disabled while pending', async () => {
    const answer = deferredAnswer();
    const { user, fetchMock } = openProfile({ 'PATCH /api/v1/profile/': answer.route });
    const form = await screen.findByRole('form', { name: 'Profile details' });
    await user.clear(within(form).getByLabelText('Username'));
    await user.type(within(form).getByLabelText('Username'), 'kay');
    await user.type(within(form).getByLabelText('Bio'), 'Two Land Rovers.');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(within(form).getByRole('button', { name: 'Save profile' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'PATCH', '/api/v1/profile/')).toEqual([
      { username: 'kay', displayName: 'Kay Keeper', bio: 'Two Land Rovers.', location: 'Leeds' },
    ]);
    answer.release({ body: { data: { ...member, username: 'kay', bio: 'Two Land Rovers.' } } });
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it("shows the server's field errors next to the fields and keeps everything typed", async () => {
    const { user } = openProfile({
      'PATCH /api/v1/profile/': () =>
        apiError(422, 'This username is already taken.', {
          username: 'This username is already taken.',
          location: 'Location must be at most 100 characters long.',
        }),
    });
    const form = await screen.findByRole('form', { name: 'Profile details' });
    await user.clear(within(form).getByLabelText('Username'));
    await user.type(within(form).getByLabelText('Username'), 'taken.name');
    await user.type(within(form).getByLabelText('Bio'), 'Unsaved words');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await within(form).findByText('This username is already taken.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Location')).toHaveAccessibleDescription(
      'Location must be at most 100 characters long.',
    );
    expect(within(form).getByLabelText('Username')).toHaveValue('taken.name');
    expect(within(form).getByLabelText('Bio')).toHaveValue('Unsaved words');
  });

  it('checks the username length before saving', async () => {
    const { user, fetchMock } = openProfile();
    const form = await screen.findByRole('form', { name: 'Profile details' });
    await user.clear(within(form).getByLabelText('Username'));
    await user.type(within(form).getByLabelText('Username'), 'k');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(
      await within(form).findByText('Username must be at least 3 characters long.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH', '/api/v1/profile/')).toHaveLength(0);
  });

  it('reports a wrong current password next to it on an email change', async () => {
    const { user } = openProfile({
      'POST /api/v1/profile/email': () =>
        apiError(422, 'Your current password is not correct.', {
          password: 'Your current password is not correct.',
        }),
    });
    const form = await screen.findByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText('New email'), 'kay@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'not it');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(
      await within(form).findByText('Your current password is not correct.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('New email')).toHaveValue('kay@example.com');
  });

  it('changes the password and keeps this device signed in with the new token', async () => {
    const { user, fetchMock } = openProfile({
      'POST /api/v1/profile/password': () => ({ body: { data: { token: 'rotated-token' } } }),
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old passphrase');
    await user.type(within(form).getByLabelText('New password'), 'a new passphrase');
    await user.type(within(form).getByLabelText('Repeat the new password'), 'a new passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('rotated-token');
    // Still on the page, with the form emptied for next time.
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(sentBodies(fetchMock, 'POST', '/api/v1/profile/password')).toEqual([
      { currentPassword: 'old passphrase', newPassword: 'a new passphrase' },
    ]);
  });

  it('deletes the account only after the username is typed', async () => {
    const { fetchMock } = openProfile({ 'DELETE /api/v1/profile/': () => ({ status: 204 }) });
    // The page behind a modal has pointer-events: none; Radix still sees the clicks.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('vehicles, maintenance and modification records, and photos');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('Type your username (keeper) to confirm'),
      'keepe',
    );
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type your username (keeper) to confirm'), 'r');
    await user.click(confirm);

    expect(await screen.findByRole('status', { name: 'Current address' })).toHaveTextContent(
      /^\/$/,
    );
    expect(sentBodies(fetchMock, 'DELETE', '/api/v1/profile/')).toEqual([
      { confirmUsername: 'keeper' },
    ]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('Account deleted')).toBeInTheDocument();
    // The account's tokens went with it: no sign-out call to answer 401.
    expect(sentBodies(fetchMock, 'POST', '/api/v1/auth/logout')).toHaveLength(0);
  });

  // Where "Sign in with Google again" in that dialog comes back to (docs/security.md T41).
  it('opens the deletion dialog when it arrives at /profile#delete-account', async () => {
    renderPage(<ProfilePage />, {
      route: '/profile#delete-account',
      path: '/profile',
      user: member,
      api: { 'GET /api/v1/profile/': () => ({ body: { data: member } }) },
    });
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });

  it('offers a way out when the profile cannot be loaded', async () => {
    openProfile({
      'GET /api/v1/profile/': () =>
        apiError(500, 'Something went wrong on our side. Please try again.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your garage' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('signs out and leaves for the home page', async () => {
    const { user } = openProfile({ 'POST /api/v1/auth/logout': () => ({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    expect(await screen.findByRole('status', { name: 'Current address' })).toHaveTextContent(
      /^\/$/,
    );
  });
});
