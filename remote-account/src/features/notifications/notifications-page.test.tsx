import { screen, waitFor, within } from '@testing-library/react';
import type { Reminder } from '@vg/contract';
import {
  renderWithFakeApi as renderPage,
  sentBodies,
  testUser,
  type FakeRequest,
} from '@vg/shared/test-support';
import type { AccountNotification } from './api/notification';
import { NotificationsPage } from './notifications-page';

const now = new Date();
/** Noon, `daysAgo` local days ago. */
const daysAgo = (days: number, hour = 12) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, hour).toISOString();

function notification(overrides: Partial<AccountNotification>): AccountNotification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'photo-approved',
    title: 'Your photo of the Jaguar is approved',
    body: 'It now shows on the public page.',
    link: null,
    targetKind: 'photo',
    targetId: 'p1',
    readAt: null,
    createdAt: daysAgo(0, 8),
    ...overrides,
  };
}

const featured = notification({
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'showcase-featured',
  title: 'Your Jaguar is in the showcase',
  link: '/showcase',
  targetKind: 'vehicle',
  createdAt: daysAgo(0, 9),
});
const approved = notification({});
const older = notification({
  id: '00000000-0000-4000-8000-000000000003',
  title: 'Welcome to Vintage Garage',
  readAt: daysAgo(1),
  createdAt: daysAgo(1),
});
const due = notification({
  id: '00000000-0000-4000-8000-000000000004',
  kind: 'reminder-due',
  title: 'Annual service is due tomorrow',
  body: 'Jaguar E-Type',
  link: '/vehicles/v1?tab=maintenance',
  targetKind: 'reminder',
  targetId: 'r1',
  createdAt: daysAgo(0, 7),
});

const reminder: Reminder = {
  id: 'r1',
  vehicleId: 'v1',
  vehicleTitle: '1967 Jaguar E-Type',
  title: 'Annual service',
  category: 'service',
  dueOn: '2026-11-26',
  dueOdometer: null,
  odometerUnit: 'mi',
  intervalMonths: 12,
  intervalDistance: null,
  remindDaysBefore: 14,
  remindDistanceBefore: 500,
  snoozedUntil: null,
  snoozedUntilOdometer: null,
  state: 'due',
  completedAt: null,
  completedRecordId: null,
};

type Pages = Record<string, { data: AccountNotification[]; nextCursor: string | null }>;

function openNotifications(pages: Pages, route = '/notifications') {
  let allRead = false;
  const all = Object.values(pages).flatMap((page) => page.data);
  const unread = () => (allRead ? 0 : all.filter((item) => !item.readAt).length);
  const readAnswers = Object.fromEntries(
    all.map((item) => [
      `POST /api/v1/notifications/${item.id}/read`,
      { body: { data: { ...item, readAt: now.toISOString() } } },
    ]),
  );
  return renderPage(<NotificationsPage />, {
    route,
    path: '/notifications',
    user: testUser(),
    api: {
      'GET /api/v1/notifications/': (request: FakeRequest) => {
        const key = [request.query.get('kind'), request.query.get('cursor')]
          .filter(Boolean)
          .join(' ');
        const answer = pages[key] ?? { data: [], nextCursor: null };
        return { body: { data: answer.data, page: { nextCursor: answer.nextCursor } } };
      },
      ...readAnswers,
      'POST /api/v1/notifications/read-all': () => {
        allRead = true;
        return { body: { data: { updated: 2 } } };
      },
      'GET /api/v1/notifications/unread-count': () => ({ body: { data: { count: unread() } } }),
      'GET /api/v1/vehicles/v1/reminders': {
        body: { data: [reminder], page: { nextCursor: null } },
      },
      'POST /api/v1/reminders/r1/complete': { status: 201, body: { data: { id: 'm1' } } },
      'POST /api/v1/reminders/r1/snooze': {
        body: { data: { ...reminder, snoozedUntil: '2026-12-02' } },
      },
    },
  });
}

const day = (name: string) => screen.getByRole('region', { name });
const itemsOf = (name: string) => within(day(name)).getAllByRole('listitem');

describe('NotificationsPage', () => {
  it('groups by day, newest first, unread ones marked, and pages on with the cursor', async () => {
    const { user } = openNotifications({
      '': { data: [featured, approved], nextCursor: 'cursor-2' },
      'cursor-2': { data: [older], nextCursor: null },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your notifications...');
    await screen.findByRole('region', { name: 'Today' });
    const [first, second] = itemsOf('Today');
    expect(first).toHaveTextContent('Your Jaguar is in the showcase');
    expect(second).toHaveTextContent('Your photo of the Jaguar is approved');
    expect(within(first!).getByText('Unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('region', { name: 'Yesterday' })).toHaveTextContent(
      'Welcome to Vintage Garage',
    );
    expect(within(itemsOf('Yesterday')[0]!).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by kind, and the address keeps the filter', async () => {
    const { user, requests } = openNotifications({
      '': { data: [featured, due], nextCursor: null },
      'reminder-due,reminder-overdue': { data: [due], nextCursor: null },
    });
    await screen.findByRole('region', { name: 'Today' });
    const filters = screen.getByRole('navigation', { name: 'Show notifications about' });
    expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(filters).getByRole('link', { name: 'Reminders' }));
    await waitFor(() => expect(itemsOf('Today')).toHaveLength(1));
    expect(itemsOf('Today')[0]).toHaveTextContent('Annual service is due tomorrow');
    expect(within(filters).getByRole('link', { name: 'Reminders' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(requests.map((request) => request.query.get('kind'))).toContain(
      'reminder-due,reminder-overdue',
    );
  });

  it('opens filtered from the address, and says so when the filter has nothing', async () => {
    const { user } = openNotifications(
      { '': { data: [featured], nextCursor: null } },
      '/notifications?kind=photos',
    );
    expect(
      await screen.findByRole('heading', { name: 'No notifications about your photos' }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Show all notifications' }));
    expect(await screen.findByText('Your Jaguar is in the showcase')).toBeVisible();
  });

  it('marks one read when it is opened', async () => {
    const { user, fetchMock } = openNotifications({
      '': { data: [featured, approved], nextCursor: null },
    });
    const entry = (await screen.findByText('Your photo of the Jaguar is approved')).closest('li')!;
    await user.click(within(entry).getByRole('button', { name: 'Mark as read' }));

    expect(sentBodies(fetchMock, 'POST', `/api/v1/notifications/${approved.id}/read`)).toHaveLength(
      1,
    );
    await waitFor(() => expect(within(entry).queryByText('Unread')).not.toBeInTheDocument());
  });

  it('marks one read when its link is followed, and goes there', async () => {
    const { user, fetchMock } = openNotifications({ '': { data: [featured], nextCursor: null } });
    await user.click(await screen.findByRole('link', { name: 'Your Jaguar is in the showcase' }));
    expect(await screen.findByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/showcase',
    );
    expect(sentBodies(fetchMock, 'POST', `/api/v1/notifications/${featured.id}/read`)).toHaveLength(
      1,
    );
  });

  it('marks all as read', async () => {
    const { user, fetchMock } = openNotifications({
      '': { data: [featured, approved], nextCursor: null },
    });
    expect(await screen.findByText('2 unread notifications.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(sentBodies(fetchMock, 'POST', '/api/v1/notifications/read-all')).toHaveLength(1);
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
  });

  it('says what will appear here when there is nothing yet', async () => {
    openNotifications({ '': { data: [], nextCursor: null } });
    expect(
      await screen.findByRole('heading', { name: 'No notifications yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('marks a reminder done in place: the work is logged with its date and reading', async () => {
    const { user, fetchMock } = openNotifications({ '': { data: [due], nextCursor: null } });
    await user.click(await screen.findByRole('button', { name: 'Mark done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark “Annual service” done' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Reading' }), '52140');
    await user.click(within(dialog).getByRole('button', { name: 'Log it as done' }));

    expect(await screen.findByText('Done')).toBeVisible();
    const [body] = sentBodies(fetchMock, 'POST', '/api/v1/reminders/r1/complete') as [
      Record<string, unknown>,
    ];
    expect(body).toMatchObject({ title: 'Annual service', category: 'service', odometer: 52140 });
    expect(body.performedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sentBodies(fetchMock, 'POST', `/api/v1/notifications/${due.id}/read`)).toHaveLength(1);
    expect(await screen.findByText('Annual service: done')).toBeVisible();
  });

  it('says so when the reminder was done elsewhere already', async () => {
    const { user, fetchMock } = openNotifications({ '': { data: [due], nextCursor: null } });
    const done = { ...reminder, state: 'completed', completedAt: now.toISOString() };
    const fakeApi = window.fetch;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/v1/vehicles/v1/reminders')
        ? new Response(JSON.stringify({ data: [done], page: { nextCursor: null } }))
        : fakeApi(input, init)) as typeof fetch;
    await user.click(await screen.findByRole('button', { name: 'Mark done' }));
    expect(
      await screen.findByRole('heading', { name: 'This reminder is done already' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log it as done' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST', '/api/v1/reminders/r1/complete')).toHaveLength(0);
  });

  it('snoozes a reminder for a week in place', async () => {
    const { user, fetchMock } = openNotifications({ '': { data: [due], nextCursor: null } });
    await user.click(await screen.findByRole('button', { name: 'Snooze' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Snooze for' })).getByRole('button', {
        name: '1 week',
      }),
    );
    expect(await screen.findAllByText(/Snoozed until/)).not.toHaveLength(0);
    expect(sentBodies(fetchMock, 'POST', '/api/v1/reminders/r1/snooze')).toEqual([
      { until: 'week' },
    ]);
  });
});
