import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeApi, page, renderAt as renderPage } from '@vg/shared/test-support';
import type { PublicProfile } from './api/get-user-profile';
import type { PublicVehicleCardSource } from '@vg/contract/rules';
import { UserPage } from './user-page';

const margaret: PublicProfile = {
  username: 'margaret',
  displayName: 'Margaret Lowe',
  bio: 'Restoring British roadsters since 1982.',
  location: 'Coventry',
  avatarUrl: null,
  memberSince: '2024-03-15T10:00:00.000Z',
  community: { followerCount: 12, followingCount: 3, following: null, isSelf: false },
};

// As the garage answers GET /users/:username/vehicles (the fields the page reads).
const jaguar: PublicVehicleCardSource = {
  id: 'v1',
  title: '1967 Jaguar E-Type',
  modelYear: 1967,
  make: 'Jaguar',
  model: 'E-Type',
  identifierKey: '1E1001',
  coverPhoto: {
    id: 'p1',
    thumbUrl: '/api/v1/photos/p1/thumb',
    displayUrl: '/api/v1/photos/p1/display',
  },
  ownerUsername: 'margaret',
};

const renderUserPage = (username = 'margaret') =>
  renderPage(<UserPage />, { at: `/user/${username}`, route: '/user/:username' });

describe('UserPage', () => {
  it("says 'Loading...' while the profile loads", () => {
    fakeApi({ 'GET /api/v1/users/margaret': { body: { data: margaret } } });
    renderUserPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("shows the member's profile and their public vehicles", async () => {
    fakeApi({
      'GET /api/v1/users/margaret': { body: { data: margaret } },
      'GET /api/v1/users/margaret/vehicles': page([jaguar]),
    });
    renderUserPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Margaret Lowe' }),
    ).toBeInTheDocument();
    expect(screen.getByText('@margaret')).toBeInTheDocument();
    expect(screen.getByText('Coventry')).toBeInTheDocument();
    expect(screen.getByText('Restoring British roadsters since 1982.')).toBeInTheDocument();
    expect(screen.getByText(/^Member since .*2024$/)).toBeInTheDocument();

    const vehicles = await screen.findByRole('list', { name: 'Vehicles of @margaret' });
    expect(within(vehicles).getByRole('link', { name: '1967 Jaguar E-Type' })).toHaveAttribute(
      'href',
      '/public/1E1001',
    );
    expect(within(vehicles).getByRole('img', { name: '1967 Jaguar E-Type' })).toHaveAttribute(
      'src',
      '/api/v1/photos/p1/display',
    );
    // On the owner's own page the card does not name the owner again.
    expect(within(vehicles).queryByText(/Kept by/)).not.toBeInTheDocument();
  });

  it('says so when the member has no public vehicle', async () => {
    fakeApi({
      'GET /api/v1/users/margaret': { body: { data: { ...margaret, displayName: null } } },
      'GET /api/v1/users/margaret/vehicles': page([]),
    });
    renderUserPage();
    expect(await screen.findByRole('heading', { level: 1, name: '@margaret' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No public vehicles yet' }),
    ).toBeInTheDocument();
  });

  it('shows a not-found state, without retrying, for an unknown member', async () => {
    const requests = fakeApi({ 'GET /api/v1/users/nobody': failure(404, 'User not found') });
    renderUserPage('nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No member called @nobody' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the showcase' })).toHaveAttribute(
      'href',
      '/showcase',
    );
    expect(requests).toHaveLength(1);
  });

  it('offers a retry when the profile fails to load', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/users/margaret': () => {
        calls += 1;
        return calls === 1
          ? failure(500, 'Something went wrong on our side. Please try again.')
          : { body: { data: margaret } };
      },
      'GET /api/v1/users/margaret/vehicles': page([]),
    });
    renderUserPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this profile');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Margaret Lowe' }),
    ).toBeInTheDocument();
  });
});
