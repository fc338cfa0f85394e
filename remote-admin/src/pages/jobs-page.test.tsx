import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@vg/shared';
import { signedInAsMe } from '../../test/admin-fixtures';
import { fakeApi, type FakeRoutes, renderAt as renderPage } from '@vg/shared/test-support';
import { JobsPage } from './jobs-page';

const failedJob = {
  id: '7b0c1c8e-0000-4000-8000-000000000001',
  queue: 'notification-email',
  summary: 'Email “Insurance is overdue” to member 42',
  attempts: 9,
  lastError: 'connect ECONNREFUSED 10.0.0.5:25',
  createdAt: '2026-11-24T08:00:00.000Z',
  failedAt: '2026-11-25T09:30:00.000Z',
};

function renderJobs(routes: FakeRoutes) {
  setToken(signedInAsMe.token);
  const requests = fakeApi({ ...signedInAsMe.route, ...routes });
  renderPage(<JobsPage />, { at: '/admin/jobs' });
  return requests;
}

describe('JobsPage', () => {
  it('says there are none, and what would show here', async () => {
    renderJobs({ 'GET /api/v1/admin/jobs/failed': { body: { data: { jobs: [], total: 0 } } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Failed jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Failed jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const section = await screen.findByRole('region', { name: 'Failed background jobs' });
    expect(await within(section).findByText('No failed jobs')).toBeInTheDocument();
  });

  it('lists each failed job with its queue, attempts and last error', async () => {
    const requests = renderJobs({
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

  it('retries a job: it goes back to its queue and leaves the list', async () => {
    let jobs = [failedJob];
    const requests = renderJobs({
      'GET /api/v1/admin/jobs/failed': () => ({ body: { data: { jobs, total: jobs.length } } }),
      'POST /api/v1/admin/jobs/failed/retry': () => {
        jobs = [];
        return { body: { data: { id: failedJob.id, queue: failedJob.queue } } };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Retry ${failedJob.summary}` }),
    );
    expect(await screen.findByText('The job is queued to run again')).toBeInTheDocument();
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      id: failedJob.id,
    });
  });

  it('discards a job only after a confirmation naming it', async () => {
    let jobs = [failedJob];
    const requests = renderJobs({
      'GET /api/v1/admin/jobs/failed': () => ({ body: { data: { jobs, total: jobs.length } } }),
      'POST /api/v1/admin/jobs/failed/discard': () => {
        jobs = [];
        return { status: 204 };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Discard ${failedJob.summary}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Discard this job?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('“Email “Insurance is overdue” to member 42” will not run again'),
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard job' }));
    expect(await screen.findByText('The job is discarded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.url).toBe(
      '/api/v1/admin/jobs/failed/discard',
    );
  });
});
