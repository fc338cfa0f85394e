import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeApi, page, renderAt as renderPage } from '@vg/shared/test-support';
import type { FeedItem } from './api/get-community-feed';
import { expectNoAxeViolations } from '@vg/shared/test-support/axe';
import { CommunityPage } from './community-page';

const giulia = {
  id: 'v1',
  title: '1964 Alfa Romeo Giulia Sprint GT',
  year: 1964,
  make: 'Alfa Romeo',
  model: 'Giulia Sprint GT',
  coverPhotoUrl: '/api/v1/photos/p1',
  ownerUsername: 'margaret',
  publicPath: '/public/AR10512',
};
const sharedCar: FeedItem = {
  kind: 'vehicle',
  id: 'v1',
  occurredAt: '2026-11-20T09:30:00.000Z',
  vehicle: giulia,
};
const newMember: FeedItem = {
  kind: 'member',
  id: 'u2',
  occurredAt: '2026-11-19T08:00:00.000Z',
  member: { username: 'hans', displayName: 'Hans Becker', avatarUrl: null },
};
const loggedWork: FeedItem = {
  kind: 'record',
  id: 'm1',
  occurredAt: '2026-11-21T10:00:00.000Z',
  vehicle: giulia,
  record: {
    id: 'm1',
    recordKind: 'maintenance',
    title: 'Rebuilt the Weber carburettors',
    category: 'engine',
    performedOn: '2026-11-18',
  },
};
const newPhoto: FeedItem = {
  kind: 'photo',
  id: 'p2',
  occurredAt: '2026-11-22T10:00:00.000Z',
  vehicle: giulia,
  photo: {
    id: 'p2',
    caption: 'Engine bay after the rebuild',
    width: 1600,
    height: 1200,
    thumbUrl: '/api/v1/photos/p2/thumb',
    displayUrl: '/api/v1/photos/p2/display',
  },
};
const showcasePick: FeedItem = {
  kind: 'showcase',
  id: 's1',
  occurredAt: '2026-11-23T10:00:00.000Z',
  vehicle: giulia,
  note: 'A rare Bertone body in its factory colour',
};

const feedRequests = (requests: Array<{ path: string; url: string }>) =>
  requests
    .filter((request) => request.path === '/api/v1/community/feed')
    .map((request) => request.url);

const renderCommunity = (at = '/community') =>
  renderPage(<CommunityPage />, { at, route: '/community' });

describe('CommunityPage', () => {
  it("opens on Following, says 'Loading...', and links to the registry and the showcase", async () => {
    fakeApi({ 'GET /api/v1/community/feed': page([]) });
    renderCommunity();
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    // The tabs come once Radix Tabs has loaded (shared/src/ui/data/tabs.tsx).
    expect(await screen.findByRole('tab', { name: 'Following' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('link', { name: 'Browse the showcase' })).toHaveAttribute(
      'href',
      '/showcase',
    );
    expect(screen.getAllByRole('link', { name: 'Browse the registry' })[0]).toHaveAttribute(
      'href',
      '/registry',
    );
  });

  it('lists what the keepers and cars I follow did, newest first, each linking to its car', async () => {
    const requests = fakeApi({
      'GET /api/v1/community/feed': page([showcasePick, newPhoto, loggedWork]),
    });
    renderCommunity();
    const feed = await screen.findByRole('list', { name: 'Following' });
    const [pick, photo, work] = within(feed).getAllByRole('listitem');
    expect(pick).toHaveTextContent(
      'The 1964 Alfa Romeo Giulia Sprint GT of @margaret was picked for the showcase',
    );
    expect(pick).toHaveTextContent('“A rare Bertone body in its factory colour”');
    expect(photo).toHaveTextContent(
      '@margaret added a photo of their 1964 Alfa Romeo Giulia Sprint GT',
    );
    expect(
      within(photo!).getByRole('img', { name: 'Engine bay after the rebuild' }),
    ).toHaveAttribute('src', '/api/v1/photos/p2/thumb');
    expect(work).toHaveTextContent(
      '@margaret logged “Rebuilt the Weber carburettors” on their 1964 Alfa Romeo Giulia Sprint GT',
    );
    expect(work).toHaveTextContent('Maintenance · engine');
    expect(
      within(work!).getByRole('link', { name: '1964 Alfa Romeo Giulia Sprint GT' }),
    ).toHaveAttribute('href', '/public/AR10512');
    expect(within(work!).getByRole('link', { name: '@margaret' })).toHaveAttribute(
      'href',
      '/user/margaret',
    );
    expect(feedRequests(requests)).toEqual(['/api/v1/community/feed?scope=following']);
    await expectNoAxeViolations();
  });

  it('explains how to follow when Following is empty, with the registry and the showcase', async () => {
    fakeApi({ 'GET /api/v1/community/feed': page([]) });
    renderCommunity();
    expect(
      await screen.findByRole('heading', {
        name: 'Nothing from the keepers and cars you follow yet',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Follow a keeper from their page, or a car from its public page/),
    ).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Browse the registry' })).toHaveAttribute(
      'href',
      '/registry',
    );
    expect(within(panel).getByRole('link', { name: 'See the showcase' })).toHaveAttribute(
      'href',
      '/showcase',
    );
  });

  it('keeps the tab in the address: Everyone shows the whole community', async () => {
    const requests = fakeApi({
      'GET /api/v1/community/feed': ({ query }) =>
        query.get('scope') === 'everyone' ? page([sharedCar, newMember]) : page([]),
    });
    renderCommunity();
    await screen.findByRole('heading', {
      name: 'Nothing from the keepers and cars you follow yet',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Everyone' }));
    const feed = await screen.findByRole('list', { name: 'Everyone' });
    const [first, second] = within(feed).getAllByRole('listitem');
    expect(first).toHaveTextContent('@margaret shared their 1964 Alfa Romeo Giulia Sprint GT');
    expect(second).toHaveTextContent('@hans (Hans Becker) joined Vintage Garage');
    expect(feedRequests(requests)).toEqual([
      '/api/v1/community/feed?scope=following',
      '/api/v1/community/feed?scope=everyone',
    ]);
  });

  it('opens on Everyone from an address that names it', async () => {
    fakeApi({ 'GET /api/v1/community/feed': page([]) });
    renderCommunity('/community?tab=everyone');
    expect(screen.getByRole('tab', { name: 'Everyone' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: 'No public activity yet' }),
    ).toBeInTheDocument();
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
    expect(
      screen.getByRole('link', { name: '1964 Alfa Romeo Giulia Sprint GT' }),
    ).toBeInTheDocument();
  });

  it('says who and what I follow above the Following feed, each linking to its page', async () => {
    fakeApi({
      'GET /api/v1/community/feed': page([loggedWork]),
      'GET /api/v1/community/following': page([
        {
          kind: 'keeper',
          username: 'margaret',
          displayName: null,
          avatarUrl: null,
          followedAt: '2026-11-20T09:00:00.000Z',
        },
        {
          kind: 'vehicle',
          vehicleId: 'v1',
          title: '1964 Alfa Romeo Giulia Sprint GT',
          ownerUsername: 'margaret',
          publicPath: '/public/AR10512',
          followedAt: '2026-11-19T09:00:00.000Z',
        },
      ]),
    });
    renderCommunity();
    await userEvent.click(await screen.findByText('You follow 2 keepers and cars'));
    const list = screen.getByRole('list', { name: 'What you follow' });
    expect(within(list).getByRole('link', { name: '@margaret' })).toHaveAttribute(
      'href',
      '/user/margaret',
    );
    expect(
      within(list).getByRole('link', { name: '1964 Alfa Romeo Giulia Sprint GT (@margaret)' }),
    ).toHaveAttribute('href', '/public/AR10512');
  });
});
