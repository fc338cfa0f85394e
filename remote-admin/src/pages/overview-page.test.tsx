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
} from '@vg/shared/test-support';
import { OverviewPage } from './overview-page';

const counts = {
  users: 1250,
  admins: 2,
  suspended: 3,
  unverified: 40,
  feedback: 31,
  newFeedback: 4,
  pendingPhotos: 7,
  openReports: 2,
  failedJobs: 1,
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

  it('puts what needs attention first: photos waiting, open reports, new feedback, failed jobs, each linked to its queue', async () => {
    renderOverview({ 'GET /api/v1/admin/users': page([]) });
    const attention = await screen.findByRole('list', { name: 'What needs attention' });
    const items = within(attention).getAllByRole('listitem');
    expect(
      items.map((item) => [item.textContent, within(item).getByRole('link').getAttribute('href')]),
    ).toEqual([
      ['7Photos waiting for reviewReview photos', '/admin/photos'],
      ['2Open reportsOpen the reports', '/admin/reports'],
      ['4New feedbackRead feedback', '/admin/feedback'],
      ['1Failed background jobsSee failed jobs', '/admin/jobs'],
    ]);
    const glance = screen.getByRole('list', { name: 'Counts' });
    expect(within(glance).queryByText('New feedback')).not.toBeInTheDocument();
    expect(within(glance).getByText('Members').closest('[role="listitem"]')).toHaveTextContent(
      new Intl.NumberFormat().format(1250),
    );
    expect(within(glance).getByRole('link', { name: 'Find a member' })).toHaveAttribute(
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
  it('are counted and linked, not listed under the members table', async () => {
    const requests = renderOverview({ 'GET /api/v1/admin/users': page([]) });
    await screen.findByRole('list', { name: 'What needs attention' });
    expect(
      screen.queryByRole('region', { name: 'Failed background jobs' }),
    ).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/v1/admin/jobs/failed')).toBe(false);
  });
});
