import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeApi, page, renderAt as renderPage } from '../../../../shared/test/support';
import type { FeedItem } from './api/get-community-feed';
import { CommunityPage } from './community-page';

const sharedCar: FeedItem = {
  kind: 'vehicle',
  id: 'v1',
  occurredAt: '2026-11-20T09:30:00.000Z',
  vehicle: {
    id: 'v1',
    title: '1967 Jaguar E-Type',
    year: 1967,
    make: 'Jaguar',
    model: 'E-Type',
    coverPhotoUrl: '/api/v1/photos/p1',
    ownerUsername: 'margaret',
    publicPath: '/public/vehicle/tok-1',
  },
};
const newMember: FeedItem = {
  kind: 'member',
  id: 'u2',
  occurredAt: '2026-11-19T08:00:00.000Z',
  member: { username: 'hans', displayName: 'Hans Becker', avatarUrl: null },
};

const renderCommunity = () => renderPage(<CommunityPage />, { at: '/community' });

describe('CommunityPage', () => {
  it("says 'Loading...' under its heading and links to the showcase", () => {
    fakeApi({ 'GET /api/v1/community/feed': page([]) });
    renderCommunity();
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('link', { name: 'Browse the showcase' })).toHaveAttribute(
      'href',
      '/showcase',
    );
  });

  it('lists cars made public and members who joined, newest first', async () => {
    fakeApi({ 'GET /api/v1/community/feed': page([sharedCar, newMember]) });
    renderCommunity();
    const feed = await screen.findByRole('list', { name: 'All activity' });
    const [first, second] = within(feed).getAllByRole('listitem');
    expect(first).toHaveTextContent('@margaret shared their 1967 Jaguar E-Type');
    expect(within(first!).getByRole('link', { name: '1967 Jaguar E-Type' })).toHaveAttribute(
      'href',
      '/public/vehicle/tok-1',
    );
    expect(within(first!).getByRole('img', { name: '1967 Jaguar E-Type' })).toBeInTheDocument();
    expect(second).toHaveTextContent('@hans (Hans Becker) joined Vintage Garage');
    expect(within(second!).getByRole('link', { name: '@hans' })).toHaveAttribute(
      'href',
      '/user/hans',
    );
  });

  it('shows only members, or only cars, on their tabs', async () => {
    const requests = fakeApi({
      'GET /api/v1/community/feed': ({ query }) =>
        query.get('kind') === 'member'
          ? page([newMember])
          : query.get('kind') === 'vehicle'
            ? page([])
            : page([sharedCar, newMember]),
    });
    renderCommunity();
    await screen.findByRole('list', { name: 'All activity' });
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(1);
    expect(members).toHaveTextContent('@hans (Hans Becker) joined Vintage Garage');
    await userEvent.click(screen.getByRole('tab', { name: 'Vehicles' }));
    expect(
      await screen.findByRole('heading', { name: 'No public vehicles yet' }),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/v1/community/feed',
      '/api/v1/community/feed?kind=member',
      '/api/v1/community/feed?kind=vehicle',
    ]);
  });

  it('guides towards making a vehicle public when nothing has happened yet', async () => {
    fakeApi({ 'GET /api/v1/community/feed': page([]) });
    renderCommunity();
    expect(
      await screen.findByRole('heading', { name: 'No public activity yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Make one of yours public from its page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my vehicles' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
  });

  it('shows the failure with a retry', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/community/feed': () => {
        calls += 1;
        return calls === 1 ? failure(502, 'Bad gateway') : page([newMember]);
      },
    });
    renderCommunity();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the community feed');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '@hans' })).toBeInTheDocument();
  });

  it('keeps what is shown when a further page fails, and says why', async () => {
    fakeApi({
      'GET /api/v1/community/feed': ({ query }) =>
        query.get('cursor') ? failure(500, 'Database unavailable') : page([sharedCar], 'next'),
    });
    renderCommunity();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load more: Database unavailable',
    );
    expect(screen.getByRole('link', { name: '1967 Jaguar E-Type' })).toBeInTheDocument();
  });
});
