import { screen } from '@testing-library/react';
import { page, renderWithFakeApi, testUser } from '@vg/shared/test-support';
import type { PublicProfile } from '@vg/contract';
import { UserPage } from './user-page';

const margaret: PublicProfile = {
  username: 'margaret',
  displayName: 'Margaret Lowe',
  bio: null,
  location: null,
  avatarUrl: null,
  memberSince: '2024-03-15T10:00:00.000Z',
  community: { followerCount: 12, followingCount: 3, following: false, isSelf: false },
};

const renderKeeper = (profile: PublicProfile, signedIn: boolean) =>
  renderWithFakeApi(<UserPage />, {
    ...(signedIn ? { user: testUser() } : {}),
    route: '/user/margaret',
    path: '/user/:username',
    api: {
      'GET /api/v1/users/margaret': { body: { data: profile } },
      'GET /api/v1/users/margaret/vehicles': page([]),
      'PUT /api/v1/users/margaret/follow': {
        body: { data: { following: true, followerCount: 13 } },
      },
      'DELETE /api/v1/users/margaret/follow': {
        body: { data: { following: false, followerCount: 12 } },
      },
    },
  });

describe('UserPage (the keeper page with Follow)', () => {
  it('lets a member follow a keeper and stop again; the follower count follows', async () => {
    const { user } = renderKeeper(margaret, true);
    expect(await screen.findByText('12 followers · follows 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow @margaret' }));
    expect(await screen.findByText('Following @margaret')).toBeInTheDocument();
    expect(screen.getByText('13 followers · follows 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unfollow @margaret' }));
    expect(await screen.findByRole('button', { name: 'Follow @margaret' })).toBeInTheDocument();
    expect(screen.queryByText('Following @margaret')).not.toBeInTheDocument();
  });

  it('offers no Follow to a visitor, nor to the keeper on their own page', async () => {
    const visitor = renderKeeper(margaret, false);
    expect(await screen.findByText('12 followers · follows 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow @margaret' })).not.toBeInTheDocument();
    visitor.unmount();
    renderKeeper({ ...margaret, community: { ...margaret.community, isSelf: true } }, true);
    expect(await screen.findByText('12 followers · follows 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow @margaret' })).not.toBeInTheDocument();
  });
});
