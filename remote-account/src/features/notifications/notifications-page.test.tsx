import { screen, waitFor, within } from '@testing-library/react';
import {
  sentBodies,
  renderWithFakeApi as renderPage,
  testUser,
} from '../../../../shared/test/support';
import type { AccountNotification } from './api/notification';
import { NotificationsPage } from './notifications-page';

function notification(overrides: Partial<AccountNotification>): AccountNotification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'feedback-reply',
    title: 'We replied to your feedback',
    body: 'Thanks for the idea.',
    link: null,
    readAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const featured = notification({
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'showcase-featured',
  title: 'Your Jaguar is in the showcase',
  link: '/showcase',
  createdAt: '2026-11-21T09:00:00.000Z',
});
const reply = notification({});
const older = notification({
  id: '00000000-0000-4000-8000-000000000003',
  title: 'Welcome to Vintage Garage',
  readAt: '2026-11-19T08:00:00.000Z',
  createdAt: '2026-11-19T07:00:00.000Z',
});

function openNotifications(
  pages: Record<string, { data: AccountNotification[]; nextCursor: string | null }>,
) {
  let allRead = false;
  const unread = () =>
    allRead
      ? 0
      : Object.values(pages)
          .flatMap((page) => page.data)
          .filter((item) => !item.readAt).length;
  const api = Object.fromEntries(
    Object.entries(pages).map(([query, { data, nextCursor }]) => [
      `GET /api/v1/notifications${query}`,
      () => ({ body: { data, page: { nextCursor } } }),
    ]),
  );
  return renderPage(<NotificationsPage />, {
    route: '/notifications',
    user: testUser(),
    api: {
      ...api,
      'POST /api/v1/notifications/read-all': () => {
        allRead = true;
        return { body: { data: { updated: 2 } } };
      },
      [`POST /api/v1/notifications/${reply.id}/read`]: () => ({
        body: { data: { ...reply, readAt: '2026-11-21T10:00:00.000Z' } },
      }),
      [`POST /api/v1/notifications/${featured.id}/read`]: () => ({
        body: { data: { ...featured, readAt: '2026-11-21T10:00:00.000Z' } },
      }),
      'GET /api/v1/notifications/unread-count': () => ({ body: { data: { count: unread() } } }),
    },
  });
}

const items = () =>
  within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('NotificationsPage', () => {
  it('lists newest first with the unread ones marked, and pages on with the cursor', async () => {
    const { user } = openNotifications({
      '': { data: [featured, reply], nextCursor: 'cursor-2' },
      '?cursor=cursor-2': { data: [older], nextCursor: null },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = items();
    expect(first).toHaveTextContent('Your Jaguar is in the showcase');
    expect(second).toHaveTextContent('We replied to your feedback');
    expect(within(first!).getByText('Unread')).toBeInTheDocument();
    expect(within(second!).getByText('Unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Welcome to Vintage Garage')).toBeInTheDocument();
    expect(within(items()[2]!).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks one read when it is opened', async () => {
    const { user, fetchMock } = openNotifications({
      '': { data: [featured, reply], nextCursor: null },
    });
    const entry = (await screen.findByText('We replied to your feedback')).closest('li')!;
    await user.click(within(entry).getByRole('button', { name: 'Mark as read' }));

    expect(sentBodies(fetchMock, 'POST', `/api/v1/notifications/${reply.id}/read`)).toHaveLength(1);
    await waitFor(() => expect(within(entry).queryByText('Unread')).not.toBeInTheDocument());
  });

  it('marks one read when its link is followed', async () => {
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
      '': { data: [featured, reply], nextCursor: null },
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
});
