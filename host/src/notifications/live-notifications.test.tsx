import { ReadableStream } from 'node:stream/web';
import { act, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@vg/contract';
import { clearToken } from '@vg/shared';
import { testUser } from '@vg/shared/test-support';
import { renderInApp } from '../../test/render-in-app';
import { MobileNav } from '../layout/mobile-nav';
import { NotificationsLink } from '../layout/notifications-link';
import { LiveNotifications } from './live-notifications';
import { getStreamStatus } from './unread-count';

const reminder: Notification = {
  id: '00000000-0000-4000-8000-000000000009',
  kind: 'reminder-due',
  title: 'Annual service is due tomorrow',
  body: 'Jaguar E-Type · due 26 Nov 2026',
  link: '/vehicles/v1?tab=maintenance',
  targetKind: 'reminder',
  targetId: 'r1',
  readAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};

/** The API with a live stream the test writes to. */
function openApp(route = '/dashboard') {
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => {};
  const streams: AbortSignal[] = [];
  const rendered = renderInApp(
    <>
      <NotificationsLink />
      <MobileNav />
      <LiveNotifications />
    </>,
    {
      route,
      user: testUser(),
      api: {
        'GET /api/v1/notifications/unread-count': { body: { data: { count: 1 } } },
        [`POST /api/v1/notifications/${reminder.id}/read`]: { body: { data: reminder } },
      },
    },
  );
  const fakeApi = window.fetch;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith('/api/v1/notifications/stream')) return fakeApi(input, init);
    streams.push(init!.signal!);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    return new Response(body as unknown as BodyInit, {
      headers: { 'Content-Type': 'text/event-stream' },
    });
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  return { ...rendered, fetchMock, streams, push: (text: string) => act(() => push(text)) };
}

describe('live notifications', () => {
  it('raises the badge and shows a toast when a notification arrives, without polling', async () => {
    const { push, streams, fetchMock } = openApp();
    await waitFor(() => expect(streams).toHaveLength(1));
    await waitFor(() => expect(getStreamStatus()).toBe('open'));
    const headers = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/stream'))![1]!
      .headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer test-token');

    push('event: unread\ndata: {"count":1}\n\n');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

    push(`id: 5\nevent: notification\ndata: ${JSON.stringify(reminder)}\n\n`);
    push('event: unread\ndata: {"count":2}\n\n');
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    // On a phone the bell gives way to the bottom navigation's Activity tab, which counts too.
    expect(screen.getByRole('link', { name: /^Activity ?, 2 unread$/ })).toBeInTheDocument();
    expect(await screen.findByText('Annual service is due tomorrow')).toBeVisible();
    expect(screen.getByText('Jaguar E-Type · due 26 Nov 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/vehicles/v1?tab=maintenance',
    );
  });

  it('shows no toast on the notifications page itself, where the list shows it', async () => {
    const { push, streams } = openApp('/notifications');
    await waitFor(() => expect(streams).toHaveLength(1));
    push(`id: 5\nevent: notification\ndata: ${JSON.stringify(reminder)}\n\n`);
    push('event: unread\ndata: {"count":3}\n\n');
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    expect(screen.queryByText('Annual service is due tomorrow')).not.toBeInTheDocument();
  });

  it('closes the stream when the member signs out', async () => {
    const { streams } = openApp();
    await waitFor(() => expect(getStreamStatus()).toBe('open'));
    act(() => clearToken());
    await waitFor(() => expect(streams[0]!.aborted).toBe(true));
    expect(getStreamStatus()).toBe('stopped');
  });
});
