import { screen, waitFor, within } from '@testing-library/react';
import {
  apiError,
  deferredAnswer,
  renderWithFakeApi,
  testUser,
  type FakeRoutes,
} from '@vg/shared/test-support';
import type { SignIn } from './api/list-sign-ins';
import { activityText } from './sign-in-texts';
import { SignInsSection } from './sign-ins-section';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
/** Dates read in the reader's locale: '3 Nov 2026' in en-GB, 'Nov 3, 2026' in en-US. */
const readerDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

const phone: SignIn = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Safari on iOS',
  method: 'password',
  ip: '198.51.100.7',
  signedInAt: '2026-11-03T09:00:00Z',
  lastSeenAt: minutesAgo(0),
  current: true,
};
const laptop: SignIn = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Firefox on Windows',
  method: 'google',
  ip: '203.0.113.5',
  signedInAt: '2026-11-01T09:00:00Z',
  lastSeenAt: minutesAgo(5),
  current: false,
};
const unknown: SignIn = {
  id: '33333333-3333-4333-8333-333333333333',
  device: null,
  method: null,
  ip: null,
  signedInAt: '2026-10-30T09:00:00Z',
  lastSeenAt: null,
  current: false,
};

const devicesList = () => screen.getByRole('list', { name: 'Signed-in devices' });

/** The list endpoint answers `lists` in turn (the last one again after that). */
function openSection(lists: SignIn[][], api: FakeRoutes = {}) {
  let call = 0;
  return renderWithFakeApi(<SignInsSection />, {
    user: testUser(),
    api: {
      'GET /api/v1/profile/sign-ins/': () => ({
        body: { data: lists[Math.min(call++, lists.length - 1)] },
      }),
      ...api,
    },
  });
}

describe('SignInsSection', () => {
  it('lists each device, marks this one and offers no sign-out for it', async () => {
    openSection([[phone, laptop, unknown]]);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Safari on iOSThis device');
    expect(first).toHaveTextContent(
      `Signed in ${readerDate(phone.signedInAt)} with password from 198.51.100.7`,
    );
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent(
      `Signed in ${readerDate(laptop.signedInAt)} with Google from 203.0.113.5`,
    );
    const signOutLaptop = within(second!).getByRole('button', {
      name: `Sign out Firefox on Windows signed in ${readerDate(laptop.signedInAt)}`,
    });
    expect(signOutLaptop).toHaveTextContent('Sign out');
    expect(third).toHaveTextContent('Unknown device');
    expect(third).not.toHaveTextContent('This device');
    // No method and no address known: the line says only when.
    expect(within(third!).getByText(`Signed in ${readerDate(unknown.signedInAt)}`)).toBeVisible();
    expect(
      within(third!).getByRole('button', {
        name: `Sign out Unknown device signed in ${readerDate(unknown.signedInAt)}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
  });

  it('signs one device out and drops it from the list', async () => {
    const { user, requests } = openSection([[phone, laptop], [phone]], {
      [`DELETE /api/v1/profile/sign-ins/${laptop.id}`]: { status: 204 },
    });
    await user.click(
      await screen.findByRole('button', { name: /^Sign out Firefox on Windows signed in/ }),
    );
    expect(await screen.findByText('Signed out Firefox on Windows.')).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `DELETE /api/v1/profile/sign-ins/${laptop.id}`,
    );
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument());
    expect(screen.getByText("You're signed in on this device only.")).toBeInTheDocument();
  });

  it('says why when a device could not be signed out, and keeps it listed', async () => {
    const { user } = openSection([[phone, laptop]], {
      [`DELETE /api/v1/profile/sign-ins/${laptop.id}`]: apiError(
        404,
        'No such sign-in: it may have ended already.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: /^Sign out Firefox on Windows/ }));
    expect(
      await screen.findByText('No such sign-in: it may have ended already.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Firefox on Windows could not be signed out')).toBeInTheDocument();
    const rows = within(devicesList()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Firefox on Windows');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Sign out Firefox on Windows signed in/ }),
      ).toBeEnabled(),
    );
  });

  it('shows each device signing out on its own button, disabled until it is done', async () => {
    const laptopAnswer = deferredAnswer();
    const { user } = openSection(
      [
        [phone, laptop, unknown],
        [phone, unknown],
      ],
      {
        [`DELETE /api/v1/profile/sign-ins/${laptop.id}`]: laptopAnswer.route,
      },
    );
    const signOutLaptop = await screen.findByRole('button', {
      name: /^Sign out Firefox on Windows signed in/,
    });
    await user.click(signOutLaptop);
    expect(signOutLaptop).toBeDisabled();
    expect(
      screen.getByRole('button', { name: /^Sign out Unknown device signed in/ }),
    ).toBeEnabled();
    laptopAnswer.release({ status: 204 });
    expect(await screen.findByText('Signed out Firefox on Windows.')).toBeInTheDocument();
    expect(within(devicesList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Firefox on Windows')).not.toBeInTheDocument();
  });

  it('signs two devices out at once and tells how each one went', async () => {
    const laptopAnswer = deferredAnswer();
    const unknownAnswer = deferredAnswer();
    const { user } = openSection(
      [
        [phone, laptop, unknown],
        [phone, laptop],
      ],
      {
        [`DELETE /api/v1/profile/sign-ins/${laptop.id}`]: laptopAnswer.route,
        [`DELETE /api/v1/profile/sign-ins/${unknown.id}`]: unknownAnswer.route,
      },
    );
    const signOutLaptop = await screen.findByRole('button', {
      name: /^Sign out Firefox on Windows signed in/,
    });
    const signOutUnknown = screen.getByRole('button', { name: /^Sign out Unknown device/ });
    await user.click(signOutLaptop);
    await user.click(signOutUnknown);
    expect(signOutLaptop).toBeDisabled();
    expect(signOutUnknown).toBeDisabled();

    unknownAnswer.release({ status: 204 });
    expect(await screen.findByText('Signed out Unknown device.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unknown device')).not.toBeInTheDocument());
    // The laptop's request, made first, still shows its own progress and its own outcome.
    expect(signOutLaptop).toBeDisabled();
    laptopAnswer.release(apiError(404, 'No such sign-in: it may have ended already.'));
    expect(
      await screen.findByText('Firefox on Windows could not be signed out'),
    ).toBeInTheDocument();
  });

  it('asks before signing out everywhere else, then counts the devices', async () => {
    const { user, requests } = openSection([[phone, laptop, unknown], [phone]], {
      'POST /api/v1/profile/sign-ins/sign-out-others': { body: { data: { signedOut: 2 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of every other device?' });
    expect(dialog).toHaveTextContent(
      'Anyone using this account elsewhere will have to sign in again.',
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out of 2 other devices.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.path)).toEqual([
      '/api/v1/profile/sign-ins/sign-out-others',
    ]);
    expect(await screen.findByText("You're signed in on this device only.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why when the other devices could not be signed out, and keeps the list', async () => {
    const { user } = openSection([[phone, laptop]], {
      'POST /api/v1/profile/sign-ins/sign-out-others': apiError(500, 'The server is resting.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of every other device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(
      await screen.findByText('Your other devices could not be signed out'),
    ).toBeInTheDocument();
    expect(screen.getByText('The server is resting.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(devicesList()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('counts one other device in the singular', async () => {
    const { user } = openSection([[phone, laptop], [phone]], {
      'POST /api/v1/profile/sign-ins/sign-out-others': { body: { data: { signedOut: 1 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of every other device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out of 1 other device.')).toBeInTheDocument();
  });

  it('says when this device is the only one, with nothing else to sign out', async () => {
    openSection([[phone]]);
    expect(await screen.findByText("You're signed in on this device only.")).toBeInTheDocument();
    expect(within(devicesList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    let fail = true;
    const { user } = renderWithFakeApi(<SignInsSection />, {
      user: testUser(),
      api: {
        'GET /api/v1/profile/sign-ins/': () =>
          fail ? apiError(500, 'The server is resting.') : { body: { data: [phone] } },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Your sign-ins could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server is resting.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You're signed in on this device only.")).toBeInTheDocument();
  });
});

describe('activityText', () => {
  it.each([
    [minutesAgo(0.5), 'Active now'],
    [minutesAgo(-2), 'Active now'],
    [minutesAgo(1), 'Active 1 minute ago'],
    [minutesAgo(5), 'Active 5 minutes ago'],
    [minutesAgo(60 * 3), 'Active 3 hours ago'],
    [minutesAgo(60 * 24), 'Active yesterday'],
    [minutesAgo(60 * 24 * 15), 'Active 2 weeks ago'],
  ])('reads a last activity at %s as "%s"', (lastSeenAt, expected) => {
    expect(activityText({ ...laptop, lastSeenAt }, NOW)).toBe(expected);
  });

  it('reads the sign-in time when no activity was recorded since', () => {
    expect(activityText({ ...laptop, lastSeenAt: null, signedInAt: minutesAgo(90) }, NOW)).toBe(
      'Active 1 hour ago',
    );
  });
});
