import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  failure,
  fakeApi,
  page,
  type FakeRoutes,
  renderAt as renderPage,
} from '@vg/shared/test-support';
import type { AdminReport } from '@vg/contract';
import { ReportsPage } from './reports-page';
import { expectNoAxeViolations } from '@vg/shared/test-support/axe';

const commentReport: AdminReport = {
  id: 'r1',
  target: 'comment',
  reason: 'abuse',
  note: 'Rude to the keeper',
  status: 'open',
  createdAt: '2026-11-20T09:00:00.000Z',
  resolvedAt: null,
  byModerator: false,
  reporter: { id: 'u-b', username: 'bertha' },
  comment: {
    id: 'c1',
    body: 'Your <b>car</b> is junk',
    hidden: false,
    deleted: false,
    thread: 'vehicle',
    createdAt: '2026-11-19T09:00:00.000Z',
  },
  vehicle: {
    id: 'v1',
    title: '1964 Alfa Romeo Giulia Sprint GT',
    publicPath: '/public/AR123',
    visibility: 'public',
  },
  reportedMember: {
    id: 'u-t',
    username: 'troll',
    suspended: false,
    suspensionMessage: null,
    reportCount: 4,
    hiddenCommentCount: 2,
    memberSince: '2026-11-01T00:00:00.000Z',
  },
  otherOpenReports: 1,
};

const carReport: AdminReport = {
  ...commentReport,
  id: 'r2',
  target: 'vehicle',
  reason: 'misleading',
  note: null,
  comment: null,
  reportedMember: { ...commentReport.reportedMember!, username: 'keeper', id: 'u-k' },
  otherOpenReports: 0,
};

function renderReports(routes: FakeRoutes) {
  const requests = fakeApi(routes);
  renderPage(<ReportsPage />, { at: '/admin/reports' });
  return requests;
}

describe('ReportsPage', () => {
  it("says 'Loading...' under its heading, on the Open tab, with the admin navigation", async () => {
    renderReports({ 'GET /api/v1/admin/reports': page([]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    // The tabs come once Radix Tabs has loaded (shared/src/ui/data/tabs.tsx).
    expect(await screen.findByRole('tab', { name: 'Open' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(
      within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', {
        name: 'Reports',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows what was reported, why, by whom, and the reported member’s history', async () => {
    renderReports({ 'GET /api/v1/admin/reports': page([commentReport, carReport]) });
    const card = await screen.findByRole('article', { name: 'Report of a comment by @troll' });
    expect(within(card).getByText('Abusive or harassing')).toBeInTheDocument();
    // The words as written, as text: nothing of it is rendered as HTML.
    expect(within(card).getByText('Your <b>car</b> is junk')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '@bertha' })).toHaveAttribute(
      'href',
      '/user/bertha',
    );
    expect(card).toHaveTextContent('1 other open report about it');
    expect(card).toHaveTextContent('Reporter’s note: “Rude to the keeper”');
    const history = within(card).getByRole('group', { name: 'History of @troll' });
    expect(history).toHaveTextContent('4 reports about them');
    expect(history).toHaveTextContent('2 hidden comments');
    await expectNoAxeViolations();
    const car = screen.getByRole('article', { name: 'Report of a car by @keeper' });
    expect(
      within(car).getByRole('link', { name: '1964 Alfa Romeo Giulia Sprint GT' }),
    ).toHaveAttribute('href', '/public/AR123');
    expect(within(car).queryByRole('button', { name: 'Hide comment' })).not.toBeInTheDocument();
  });

  it('hides a reported comment, and dismisses a report', async () => {
    const requests = renderReports({
      'GET /api/v1/admin/reports': page([commentReport]),
      'POST /api/v1/admin/comments/c1/hide': {
        body: { data: { id: 'c1', hidden: true, resolvedReports: 2 } },
      },
      'POST /api/v1/admin/reports/r1/dismiss': {
        body: { data: { ...commentReport, status: 'dismissed' } },
      },
    });
    const card = await screen.findByRole('article', { name: 'Report of a comment by @troll' });
    await userEvent.click(within(card).getByRole('button', { name: 'Hide comment' }));
    expect(await screen.findByText('Comment hidden; 2 reports resolved')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss report' }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual(['/api/v1/admin/comments/c1/hide', '/api/v1/admin/reports/r1/dismiss']);
  });

  it('suspends the author after a confirmation with the message they will see', async () => {
    const requests = renderReports({
      'GET /api/v1/admin/reports': page([commentReport]),
      'POST /api/v1/admin/users/u-t/suspend': {
        body: { data: { id: 'u-t', username: 'troll', suspended: true } },
      },
    });
    const card = await screen.findByRole('article', { name: 'Report of a comment by @troll' });
    await userEvent.click(within(card).getByRole('button', { name: 'Suspend @troll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend @troll?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('@troll is suspended')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      message: 'Your account has been suspended.',
    });
  });

  it('shows resolved reports on their tab, and an empty queue says so', async () => {
    const requests = renderReports({
      'GET /api/v1/admin/reports': ({ query }) =>
        query.get('status') === 'dismissed'
          ? page([{ ...carReport, status: 'dismissed', resolvedAt: '2026-11-21T09:00:00.000Z' }])
          : page([]),
    });
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Dismissed' }));
    const card = await screen.findByRole('article', { name: 'Report of a car by @keeper' });
    expect(within(card).getByText('Dismissed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Dismiss report' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain(
      '/api/v1/admin/reports?status=dismissed',
    );
  });

  it('keeps under "Acted on" a comment a moderator hid that nobody reported, to restore it', async () => {
    let hidden = true;
    const requests = renderReports({
      'GET /api/v1/admin/reports': ({ query }) =>
        query.get('status') === 'actioned'
          ? page([
              {
                ...commentReport,
                status: 'actioned',
                reason: 'other',
                note: null,
                byModerator: true,
                reporter: { id: 'u-a', username: 'curator' },
                resolvedAt: '2026-11-21T09:00:00.000Z',
                comment: { ...commentReport.comment!, hidden },
              },
            ])
          : page([]),
      'POST /api/v1/admin/comments/c1/restore': () => {
        hidden = false;
        return { body: { data: { id: 'c1', hidden: false, resolvedReports: 0 } } };
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Acted on' }));
    const card = await screen.findByRole('article', {
      name: 'Comment by @troll hidden by a moderator',
    });
    expect(card).toHaveTextContent('Hidden by @curator on');
    expect(card).toHaveTextContent('nobody had reported it');
    expect(within(card).queryByText('Something else')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Restore comment' }));
    expect(await within(card).findByRole('button', { name: 'Hide comment' })).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain(
      'POST /api/v1/admin/comments/c1/restore',
    );
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    renderReports({
      'GET /api/v1/admin/reports': () => {
        calls += 1;
        return calls === 1 ? failure(500, 'Database unavailable') : page([commentReport]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the reports');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Report of a comment by @troll' }),
    ).toBeInTheDocument();
  });
});
