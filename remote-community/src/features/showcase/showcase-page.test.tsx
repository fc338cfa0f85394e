import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeApi, page, renderAt as renderPage } from '@vg/shared/test-support';
import type { ShowcaseEntry } from './api/get-showcase';
import { ShowcasePage } from './showcase-page';

const jaguar: ShowcaseEntry = {
  id: 'v1',
  title: '1967 Jaguar E-Type',
  year: 1967,
  make: 'Jaguar',
  model: 'E-Type',
  coverPhotoUrl: '/api/v1/photos/p1',
  ownerUsername: 'margaret',
  publicPath: '/public/vehicle/tok-1',
  note: 'Concours winner at Hampton Court & still driven to every meet.',
};
const beetle: ShowcaseEntry = {
  ...jaguar,
  id: 'v2',
  title: '',
  year: 1958,
  make: 'Volkswagen',
  model: 'Beetle',
  coverPhotoUrl: null,
  ownerUsername: 'hans',
  publicPath: '/public/WVW123',
  note: null,
};

const renderShowcase = () => renderPage(<ShowcasePage />, { at: '/showcase' });

describe('ShowcasePage', () => {
  it("says 'Loading...' under its heading while the showcase loads", () => {
    fakeApi({ 'GET /api/v1/showcase': page([jaguar]) });
    renderShowcase();
    expect(screen.getByRole('heading', { level: 1, name: 'Showcase' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows each curated car with its photo, name, owner and public page', async () => {
    fakeApi({ 'GET /api/v1/showcase': page([jaguar, beetle]) });
    renderShowcase();
    const gallery = await screen.findByRole('list', { name: 'Showcase cars' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(2);

    expect(screen.getByRole('img', { name: '1967 Jaguar E-Type' })).toHaveAttribute(
      'src',
      '/api/v1/photos/p1',
    );
    expect(screen.getByRole('link', { name: '1967 Jaguar E-Type' })).toHaveAttribute(
      'href',
      '/public/vehicle/tok-1',
    );
    expect(screen.getByRole('link', { name: '@margaret' })).toHaveAttribute(
      'href',
      '/user/margaret',
    );
    // A car without a photograph still says what it is.
    expect(
      screen.getByRole('img', { name: 'No photo of the 1958 Volkswagen Beetle yet' }),
    ).toBeInTheDocument();
  });

  it("shows the curator's blurb on its car's card, and none on a car without one", async () => {
    fakeApi({ 'GET /api/v1/showcase': page([jaguar, beetle]) });
    renderShowcase();
    const [jaguarCard, beetleCard] = within(
      await screen.findByRole('list', { name: 'Showcase cars' }),
    ).getAllByRole('article');
    expect(
      within(jaguarCard!).getByText(
        'Concours winner at Hampton Court & still driven to every meet.',
      ),
    ).toBeInTheDocument();
    expect(beetleCard).toHaveTextContent(/^1958 Volkswagen BeetleKept by @hans$/);
  });

  it('heads each car one level under the page: h1 then h2, no level skipped', async () => {
    fakeApi({ 'GET /api/v1/showcase': page([jaguar, beetle]) });
    renderShowcase();
    await screen.findByRole('list', { name: 'Showcase cars' });
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 2]);
    expect(
      screen.getByRole('heading', { level: 2, name: '1967 Jaguar E-Type' }),
    ).toBeInTheDocument();
  });

  it('loads the next page after the last cursor and appends it', async () => {
    const requests = fakeApi({
      'GET /api/v1/showcase': ({ query }) =>
        query.get('cursor') === 'c2' ? page([beetle]) : page([jaguar], 'c2'),
    });
    renderShowcase();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: '1958 Volkswagen Beetle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1967 Jaguar E-Type' })).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/v1/showcase?limit=12',
      '/api/v1/showcase?limit=12&cursor=c2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('explains how a car gets into an empty showcase', async () => {
    fakeApi({ 'GET /api/v1/showcase': page([]) });
    renderShowcase();
    expect(
      await screen.findByRole('heading', { name: 'The showcase is being curated' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/make yours public from its page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my vehicles' })).toHaveAttribute(
      'href',
      '/vehicles',
    );
  });

  it('shows the failure with a retry that loads the showcase again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/showcase': () => {
        calls += 1;
        return calls === 1 ? failure(503, 'Service unavailable') : page([jaguar]);
      },
    });
    renderShowcase();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the showcase');
    expect(alert).toHaveTextContent('Service unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '1967 Jaguar E-Type' })).toBeInTheDocument();
  });
});
