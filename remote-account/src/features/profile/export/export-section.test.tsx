import { screen } from '@testing-library/react';
import { renderWithFakeApi as renderPage, sentBodies, testUser } from '@vg/shared/test-support';
import { ExportSection } from './export-section';

const started = {
  id: 'e1',
  status: 'queued',
  progress: 0,
  createdAt: '2026-11-26T10:00:00Z',
  finishedAt: null,
  expiresAt: null,
  sizeBytes: null,
};

describe('ExportSection (Export everything)', () => {
  it('starts the archive, shows its progress, then offers the download and says the link was emailed', async () => {
    const { user, fetchMock } = renderPage(<ExportSection />, {
      user: testUser({ email: 'keeper@example.com' }),
      api: {
        'GET /api/v1/profile/export': () => ({ body: { data: null } }),
        'POST /api/v1/profile/export': () => ({ status: 202, body: { data: started } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Export everything' }));
    expect(sentBodies(fetchMock, 'POST', '/api/v1/profile/export')).toHaveLength(1);
    const progress = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(progress).toHaveAttribute('value', '0');
    expect(screen.getByText(/We are putting your archive together/)).toBeInTheDocument();
  });

  it('says the photographs are the stored versions, not the files uploaded, and why', async () => {
    renderPage(<ExportSection />, {
      user: testUser(),
      api: { 'GET /api/v1/profile/export': () => ({ body: { data: null } }) },
    });
    expect(
      await screen.findByText(
        /Photographs come as Vintage Garage keeps them \(WebP\): the files you uploaded are not kept, so that a photo's camera details and location never leave with it\./,
      ),
    ).toBeInTheDocument();
  });

  it('offers the ready archive with its size and when its link stops working', async () => {
    renderPage(<ExportSection />, {
      user: testUser({ email: 'keeper@example.com' }),
      api: {
        'GET /api/v1/profile/export': () => ({
          body: {
            data: {
              ...started,
              status: 'ready',
              progress: 100,
              finishedAt: '2026-11-26T10:01:00Z',
              expiresAt: '2026-12-03T10:01:00Z',
              sizeBytes: 2_400_000,
            },
          },
        }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Download archive' })).toBeInTheDocument();
    expect(screen.getByText(/2\.4 MB/)).toBeInTheDocument();
    expect(
      screen.getByText(/We also emailed a download link to keeper@example.com/),
    ).toBeInTheDocument();
    // The link ends with a change of password or address (docs/product.md#your-data).
    expect(screen.getByRole('status')).toHaveTextContent(
      /, or until your password or email address changes\.$/,
    );
    expect(screen.getByRole('button', { name: 'Make a new export' })).toBeInTheDocument();
  });

  it('writes a small archive in KB, not as 0 MB', async () => {
    renderPage(<ExportSection />, {
      api: {
        'GET /api/v1/profile/export': () => ({
          body: {
            data: {
              ...started,
              status: 'ready',
              progress: 100,
              expiresAt: '2026-12-03T10:01:00Z',
              sizeBytes: 86_000,
            },
          },
        }),
      },
    });
    expect(await screen.findByText(/\(86 KB\)/)).toBeInTheDocument();
  });

  it('says so when a new export is asked for too often', async () => {
    const message =
      'You have asked for as many exports as one day allows. Please try again in 5 hours.';
    const { user } = renderPage(<ExportSection />, {
      user: testUser(),
      api: {
        'GET /api/v1/profile/export': () => ({ body: { data: null } }),
        'POST /api/v1/profile/export': () => ({
          status: 429,
          headers: { 'retry-after': '18000' },
          body: { error: { message } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Export everything' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
