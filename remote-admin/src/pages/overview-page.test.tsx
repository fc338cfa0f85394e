import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@vg/shared';
import { me, member, signedInAsMe } from '../../test/admin-fixtures';
import {
  failure,
  fakeApi,
  page,
  type FakeRoutes,
  renderAt as renderPage,
} from '../../../shared/test/support';
import { OverviewPage } from './overview-page';

const counts = {
  users: 1250,
  admins: 2,
  suspended: 3,
  unverified: 40,
  feedback: 31,
  newFeedback: 4,
};

function renderOverview(routes: FakeRoutes) {
  setToken(signedInAsMe.token);
  const requests = fakeApi({
    ...signedInAsMe.route,
    'GET /api/v1/admin/overview': { body: { data: counts } },
    'GET /api/v1/admin/jobs/failed': { body: { data: { jobs: [], total: 0 } } },
    ...routes,
  });
  renderPage(<OverviewPage />, { at: '/admin' });
  return requests;
}

describe('OverviewPage: counts', () => {
  it("says 'Loading...' under its heading and the admin navigation", () => {
    renderOverview({ 'GET /api/v1/admin/users': page([]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading...');
  });

  it('shows each count with what it means and where to act on it', async () => {
    renderOverview({ 'GET /api/v1/admin/users': page([]) });
    const cards = await screen.findByRole('list', { name: 'Counts' });
    // What needs action comes first, whatever order the API sent.
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('New feedback');
    const newFeedback = within(cards)
      .getByText('New feedback')
      .closest('[role="listitem"]') as HTMLElement;
    expect(newFeedback).toHaveTextContent('4');
    expect(within(newFeedback).getByRole('link', { name: 'Read feedback' })).toHaveAttribute(
      'href',
      '/admin/feedback',
    );
    expect(within(cards).getByText('Members').closest('[role="listitem"]')).toHaveTextContent(
      new Intl.NumberFormat().format(1250),
    );
    expect(within(cards).getByRole('link', { name: 'Find a member' })).toHaveAttribute(
      'href',
      '#members',
    );
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    renderOverview({
      'GET /api/v1/admin/users': page([]),
      'GET /api/v1/admin/overview': () => {
        calls += 1;
        return calls === 1
          ? failure(403, 'Administrator access required')
          : { body: { data: counts } };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the counts');
    expect(alert).toHaveTextContent('Administrator access required');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Counts' })).toBeInTheDocument();
  });
});

describe('OverviewPage: members', () => {
  it('searches members by what the admin typed', async () => {
    const requests = renderOverview({
      'GET /api/v1/admin/users': ({ query }) =>
        query.get('query') === 'zzz' ? page([]) : page([member]),
    });
    expect(await screen.findByText('@hans')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'No member matches “zzz”' }),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain('/api/v1/admin/users?query=zzz');
  });

  it('suspends a member with the message they will see', async () => {
    const requests = renderOverview({
      'GET /api/v1/admin/users': page([member, me]),
      'POST /api/v1/admin/users/00000000-0000-4000-8000-000000000002/suspend': ({ body }) => ({
        body: {
          data: {
            ...member,
            suspended: true,
            suspensionMessage: (body as { message: string }).message,
          },
        },
      }),
    });
    // An admin cannot suspend themselves.
    expect(await screen.findByText('This is you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend @ada' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Suspend @hans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend @hans?' });
    const message = within(dialog).getByRole('textbox', { name: /Message to the member/ });
    expect(message).toHaveValue('Your account has been suspended.');
    await userEvent.clear(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining('Please write the message the person will see.'),
    );

    await userEvent.type(message, 'Spam listings.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('@hans is suspended')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      message: 'Spam listings.',
    });
  });

  it('offers no Suspend for another administrator, and says why (docs/security.md, T38)', async () => {
    const otherAdmin = {
      ...member,
      id: '00000000-0000-4000-8000-000000000003',
      username: 'grace',
      role: 'admin' as const,
    };
    renderOverview({ 'GET /api/v1/admin/users': page([otherAdmin, member]) });
    expect(await screen.findByText('Administrators cannot be suspended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend @grace' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend @hans' })).toBeInTheDocument();
  });

  it('reinstates a suspended member', async () => {
    const suspended = { ...member, suspended: true, suspensionMessage: 'Spam listings.' };
    const requests = renderOverview({
      'GET /api/v1/admin/users': page([suspended]),
      'POST /api/v1/admin/users/00000000-0000-4000-8000-000000000002/reinstate': {
        body: { data: member },
      },
    });
    expect(await screen.findByText('“Spam listings.”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reinstate @hans' }));
    expect(await screen.findByText('@hans is reinstated')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/reinstate'))).toBe(true);
  });
});

describe('OverviewPage: failed background jobs', () => {
  const failedJob = {
    id: '7b0c1c8e-0000-4000-8000-000000000001',
    queue: 'notification-email',
    summary: 'Email “Insurance is overdue” to member 42',
    attempts: 9,
    lastError: 'connect ECONNREFUSED 10.0.0.5:25',
    createdAt: '2026-11-24T08:00:00.000Z',
    failedAt: '2026-11-25T09:30:00.000Z',
  };

  it('says there are none, and what would show here', async () => {
    renderOverview({ 'GET /api/v1/admin/users': page([]) });
    const section = await screen.findByRole('region', { name: 'Failed background jobs' });
    expect(await within(section).findByText('No failed jobs')).toBeInTheDocument();
    expect(section).toHaveTextContent('shows here with its last error');
  });

  it('lists each failed job with its queue, attempts and last error', async () => {
    const requests = renderOverview({
      'GET /api/v1/admin/users': page([]),
      'GET /api/v1/admin/jobs/failed': { body: { data: { jobs: [failedJob], total: 31 } } },
    });
    const list = await screen.findByRole('list', { name: 'Failed jobs' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Email “Insurance is overdue” to member 42',
    );
    expect(item).toHaveTextContent('notification-email · 9 attempts · failed');
    expect(within(item!).getByText('Last error').closest('figure')).toHaveTextContent(
      'connect ECONNREFUSED 10.0.0.5:25',
    );
    expect(screen.getByText('The newest 1 of 31 failed jobs.')).toBeInTheDocument();
    expect(requests.some((request) => request.url === '/api/v1/admin/jobs/failed?limit=20')).toBe(
      true,
    );
  });

  it('shows a failure to load them with a retry, the rest of the page still there', async () => {
    renderOverview({
      'GET /api/v1/admin/users': page([]),
      'GET /api/v1/admin/jobs/failed': failure(500, 'Something went wrong on our side.'),
    });
    const section = await screen.findByRole('region', { name: 'Failed background jobs' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the failed jobs');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Counts' })).toBeInTheDocument();
  });
});
