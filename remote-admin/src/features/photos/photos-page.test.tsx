import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  failure,
  fakeApi,
  page,
  type FakeRoutes,
  renderAt as renderPage,
} from '@vg/shared/test-support';
import type { ModerationPhoto } from './api/moderation-photo';
import { PhotosPage } from './photos-page';

const pendingPhoto: ModerationPhoto = {
  id: 'p1',
  thumbUrl: '/api/v1/photos/p1/file?size=thumb',
  displayUrl: '/api/v1/photos/p1/file?size=display',
  vehicleId: 'v1',
  caption: 'Engine bay after the rebuild',
  moderationStatus: 'pending',
  rejectionReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  vehicleTitle: '1967 Jaguar E-Type',
  ownerUsername: 'margaret',
};

function renderPhotos(routes: FakeRoutes) {
  const requests = fakeApi(routes);
  renderPage(<PhotosPage />, { at: '/admin/photos' });
  return requests;
}

describe('PhotosPage', () => {
  it("says 'Loading...' under its heading, on the Pending tab", async () => {
    renderPhotos({ 'GET /api/v1/admin/photos': page([]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Photos' })).toBeInTheDocument();
    // The tabs come once Radix Tabs has loaded (shared/src/ui/data/tabs.tsx).
    expect(await screen.findByRole('tab', { name: 'Pending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows waiting photos with their car, owner and caption', async () => {
    renderPhotos({ 'GET /api/v1/admin/photos': page([pendingPhoto]) });
    const card = await screen.findByRole('article', { name: 'Photo of the 1967 Jaguar E-Type' });
    expect(within(card).getByRole('img', { name: 'Engine bay after the rebuild' })).toHaveAttribute(
      'src',
      pendingPhoto.thumbUrl,
    );
    expect(within(card).getByRole('link', { name: '@margaret' })).toHaveAttribute(
      'href',
      '/user/margaret',
    );
    expect(within(card).getByText('Pending')).toBeInTheDocument();
  });

  it("names a private car's photo only as a private car, without a caption (docs/security.md, T38)", async () => {
    const privatePhoto = { ...pendingPhoto, caption: null, vehicleTitle: 'a private car' };
    renderPhotos({ 'GET /api/v1/admin/photos': page([privatePhoto]) });
    const card = await screen.findByRole('article', { name: 'Photo of a private car' });
    expect(within(card).getByRole('img', { name: 'a private car' })).toHaveAttribute(
      'src',
      pendingPhoto.thumbUrl,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByRole('dialog', { name: 'Reject this photo of a private car?' }),
    ).toBeInTheDocument();
  });

  it('approves a photo', async () => {
    const requests = renderPhotos({
      'GET /api/v1/admin/photos': page([pendingPhoto]),
      'POST /api/v1/admin/photos/p1/approve': {
        body: { data: { ...pendingPhoto, moderationStatus: 'approved' } },
      },
    });
    const card = await screen.findByRole('article', { name: 'Photo of the 1967 Jaguar E-Type' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Photo approved')).toBeInTheDocument();
    expect(
      requests.some((request) => request.method === 'POST' && request.path.endsWith('/p1/approve')),
    ).toBe(true);
  });

  it('rejects a photo only with a reason', async () => {
    const requests = renderPhotos({
      'GET /api/v1/admin/photos': page([pendingPhoto]),
      'POST /api/v1/admin/photos/p1/reject': {
        body: { data: { ...pendingPhoto, moderationStatus: 'rejected' } },
      },
    });
    const card = await screen.findByRole('article', { name: 'Photo of the 1967 Jaguar E-Type' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject this photo of the 1967 Jaguar E-Type?',
    });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Please say why, so the owner can fix it.'),
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(reason, 'A number plate is readable.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'A number plate is readable.',
    });
  });

  it("puts the server's reason for the reason next to its field", async () => {
    const tooLong = 'Reason must be at most 500 characters long.';
    renderPhotos({
      'GET /api/v1/admin/photos': page([pendingPhoto]),
      'POST /api/v1/admin/photos/p1/reject': apiError(422, tooLong, { reason: tooLong }),
    });
    const card = await screen.findByRole('article', { name: 'Photo of the 1967 Jaguar E-Type' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject this photo of the 1967 Jaguar E-Type?',
    });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'Blurred.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject photo' }));

    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(expect.stringContaining(tooLong)),
    );
    expect(screen.getAllByText(tooLong)).toHaveLength(1);
    expect(reason).toHaveValue('Blurred.');
  });

  it('switches status with the tabs', async () => {
    const requests = renderPhotos({
      'GET /api/v1/admin/photos': ({ query }) =>
        query.get('status') === 'rejected'
          ? page([{ ...pendingPhoto, moderationStatus: 'rejected', rejectionReason: 'Blurred' }])
          : page([]),
    });
    expect(await screen.findByRole('heading', { name: 'No photos waiting' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Every photo others can see has been reviewed. A private car’s photos come here once its keeper makes it public or unlisted.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const card = await screen.findByRole('article', { name: 'Photo of the 1967 Jaguar E-Type' });
    expect(card).toHaveTextContent('Reason: Blurred');
    expect(within(card).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/v1/admin/photos?status=pending',
      '/api/v1/admin/photos?status=rejected',
    ]);
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    renderPhotos({
      'GET /api/v1/admin/photos': () => {
        calls += 1;
        return calls === 1 ? failure(500, 'Database unavailable') : page([pendingPhoto]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load photos');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Photo of the 1967 Jaguar E-Type' }),
    ).toBeInTheDocument();
  });
});
