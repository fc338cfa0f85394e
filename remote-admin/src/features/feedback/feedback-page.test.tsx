import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  failure,
  fakeApi,
  page,
  type FakeRoutes,
  renderAt as renderPage,
} from '@vg/shared/test-support';
import type { FeedbackItem } from './api/feedback-item';
import { FeedbackPage } from './feedback-page';

const fromMember: FeedbackItem = {
  id: 'f1',
  title: 'Odometer units',
  description: 'Could the dashboard show kilometres?',
  contactEmail: null,
  status: 'new',
  createdAt: '2026-11-20T09:00:00.000Z',
  sender: { id: 'u1', username: 'hans', email: 'hans@example.com' },
};
const fromGuest: FeedbackItem = {
  ...fromMember,
  id: 'f2',
  title: 'Club membership',
  description: 'Do you partner with marque clubs?',
  contactEmail: 'guest@example.com',
  status: 'read',
  sender: null,
};

function renderFeedback(routes: FakeRoutes) {
  const requests = fakeApi(routes);
  renderPage(<FeedbackPage />, { at: '/admin/feedback' });
  return requests;
}

describe('FeedbackPage', () => {
  it("says 'Loading...' under its heading", () => {
    renderFeedback({ 'GET /api/v1/admin/feedback': page([]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows each message with its sender and where to reply', async () => {
    renderFeedback({ 'GET /api/v1/admin/feedback': page([fromMember, fromGuest]) });
    const member = await screen.findByRole('article', { name: 'Odometer units' });
    expect(member).toHaveTextContent('From @hans');
    expect(member).toHaveTextContent('Could the dashboard show kilometres?');
    // No address typed in the form: replies go to the account email.
    expect(within(member).getByRole('link', { name: 'hans@example.com' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:hans@example\.com\?subject=Re%3A%20Odometer%20units$/),
    );
    const guest = screen.getByRole('article', { name: 'Club membership' });
    expect(guest).toHaveTextContent('From a guest');
    expect(within(guest).getByRole('link', { name: 'guest@example.com' })).toBeInTheDocument();
    expect(within(guest).getByText('Read')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const requests = renderFeedback({
      'GET /api/v1/admin/feedback': ({ query }) =>
        query.get('status') === 'archived' ? page([]) : page([fromMember]),
    });
    await screen.findByRole('article', { name: 'Odometer units' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    expect(
      await screen.findByRole('heading', { name: 'No archived messages' }),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/v1/admin/feedback',
      '/api/v1/admin/feedback?status=archived',
    ]);
  });

  it('marks a message read, then shows the refreshed list', async () => {
    let current = fromMember;
    const requests = renderFeedback({
      'GET /api/v1/admin/feedback': () => page([current]),
      'PATCH /api/v1/admin/feedback/f1': ({ body }) => {
        current = { ...current, ...(body as Partial<FeedbackItem>) };
        return { body: { data: current } };
      },
    });
    const message = await screen.findByRole('article', { name: 'Odometer units' });
    await userEvent.click(within(message).getByRole('button', { name: 'Mark as read' }));
    expect(await within(message).findByRole('button', { name: 'Mark as new' })).toBeInTheDocument();
    expect(within(message).getByText('Read')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      status: 'read',
    });
  });

  it('says why an action failed', async () => {
    renderFeedback({
      'GET /api/v1/admin/feedback': page([fromMember]),
      'PATCH /api/v1/admin/feedback/f1': failure(404, 'Feedback not found'),
    });
    const message = await screen.findByRole('article', { name: 'Odometer units' });
    await userEvent.click(within(message).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Feedback not found')).toBeInTheDocument();
  });

  it('explains an empty inbox', async () => {
    renderFeedback({ 'GET /api/v1/admin/feedback': page([]) });
    expect(await screen.findByRole('heading', { name: 'No feedback yet' })).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    renderFeedback({
      'GET /api/v1/admin/feedback': () => {
        calls += 1;
        return calls === 1 ? failure(500, 'Database unavailable') : page([fromMember]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load feedback');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Odometer units' })).toBeInTheDocument();
  });
});
