import { screen, waitFor, within } from '@testing-library/react';
import {
  apiError,
  renderWithFakeApi,
  testUser,
  type FakeRoutes,
} from '../../../../../shared/test/support';
import type { SignIn } from './api/list-sign-ins';
import { activityText } from './sign-in-texts';
import { SignInsSection } from './sign-ins-section';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

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

/** The list endpoint answers `lists` in turn (the last one again after that). */
function openSection(lists: SignIn[][], api: FakeRoutes = {}) {
  let call = 0;
  return renderWithFakeApi(<SignInsSection />, {
    user: testUser(),
    api: {
      'GET /api/v1/profile/sign-ins': () => ({
        body: { data: lists[Math.min(call++, lists.length - 1)] },
      }),
      ...api,
    },
  });
}

describe('SignInsSection', () => {
  it('lists each device, marks this one and offers no sign-out for it', async () => {
    openSection([[phone, laptop, unknown]]);
    const list = await screen.findByRole('list');
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Safari on iOSThis device');
    expect(first).toHaveTextContent('Signed in 3 Nov 2026 with password from 198.51.100.7');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Signed in 1 Nov 2026 with Google from 203.0.113.5');
    expect(
      within(second!).getByRole('button', {
        name: 'Sign out Firefox on Windows signed in 1 Nov 2026',
      }),
    ).toBeInTheDocument();
    expect(third).toHaveTextContent('Unknown device');
    expect(third).toHaveTextContent('Signed in 30 Oct 2026');
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
    expect(await screen.findByText("You're signed in on this device only.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    let fail = true;
    const { user } = renderWithFakeApi(<SignInsSection />, {
      user: testUser(),
      api: {
        'GET /api/v1/profile/sign-ins': () =>
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
    [minutesAgo(5), 'Active 5 minutes ago'],
    [minutesAgo(60 * 3), 'Active 3 hours ago'],
    [minutesAgo(60 * 24), 'Active yesterday'],
    [minutesAgo(60 * 24 * 15), 'Active 2 weeks ago'],
  ])('reads a last activity at %s as "%s"', (lastSeenAt, expected) => {
    expect(activityText({ ...laptop, lastSeenAt }, NOW)).toBe(expected);
  });
});
