import { screen, within } from '@testing-library/react';
import { page, renderWithFakeApi } from '@vg/shared/test-support';
import type { Comment, FeedVehicle } from '@vg/contract';
import { ShowcasePage } from './showcase-page';

const jaguar: FeedVehicle = {
  id: 'v1',
  title: '1967 Jaguar E-Type',
  year: 1967,
  make: 'Jaguar',
  model: 'E-Type',
  coverPhotoUrl: '/api/v1/photos/p1',
  ownerUsername: 'margaret',
  publicPath: '/public/1E1001',
};
const praise: Comment = {
  id: 'c1',
  parentId: null,
  author: { username: 'hans', displayName: null, avatarUrl: null },
  body: 'A **perfect** restoration.',
  createdAt: '2026-11-20T09:00:00.000Z',
  editedAt: null,
  deleted: false,
  hidden: false,
  canEdit: false,
  canDelete: false,
  canHide: false,
  canReport: false,
  replies: [],
};

describe('ShowcasePage with comments', () => {
  it('opens an entry’s comments in a dialog, readable by a visitor', async () => {
    const { user, requests } = renderWithFakeApi(<ShowcasePage />, {
      route: '/showcase',
      api: {
        'GET /api/v1/showcase': page([jaguar]),
        'GET /api/v1/showcase/v1/comments': page([praise]),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Comments on the 1967 Jaguar E-Type' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Comments on the 1967 Jaguar E-Type',
    });
    const comment = await within(dialog).findByRole('article', { name: 'Comment by @hans' });
    expect((await within(comment).findByText('perfect')).tagName).toBe('STRONG');
    expect(within(dialog).getByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain(
      '/api/v1/showcase/v1/comments?limit=20',
    );
  });
});
