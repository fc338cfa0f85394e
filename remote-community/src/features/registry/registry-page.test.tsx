import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeApi, page, renderAt as renderPage } from '@vg/shared/test-support';
import type { RegistryGroup, RegistryPage as RegistryAnswer, RegistryVehicle } from '@vg/contract';
import { RegistryPage } from './registry-page';
import { expectNoAxeViolations } from '@vg/shared/test-support/axe';

const giulia: RegistryVehicle = {
  id: 'v1',
  title: '1964 Alfa Romeo Giulia Sprint GT',
  year: 1964,
  make: 'Alfa Romeo',
  model: 'Giulia Sprint GT',
  coverPhotoUrl: null,
  ownerUsername: 'margaret',
  publicPath: '/public/AR10512',
  variant: 'Veloce',
  coachbuilder: 'Bertone',
  colour: 'Rosso Alfa',
  ownerDisplayName: 'Margaret Lowe',
};

const makeGroup: RegistryGroup = {
  level: 'make',
  make: 'Alfa Romeo',
  makeKey: 'alfa romeo',
  model: null,
  modelKey: null,
  year: null,
  count: 47,
  yearFrom: 1954,
  yearTo: 1977,
};
const modelGroup: RegistryGroup = {
  ...makeGroup,
  level: 'model',
  model: 'Giulia Sprint GT',
  modelKey: 'giulia sprint gt',
  count: 47,
  yearFrom: 1963,
  yearTo: 1966,
};

const cars = (
  data: RegistryVehicle[],
  summary: Partial<RegistryAnswer['summary']> = {},
  nextCursor: string | null = null,
) => ({
  body: {
    data,
    page: { nextCursor },
    summary: {
      count: data.length,
      yearFrom: 1964,
      yearTo: 1964,
      make: null,
      model: null,
      ...summary,
    },
  },
});

const renderRegistry = (at = '/registry') =>
  renderPage(<RegistryPage />, { at, route: '/registry' });

describe('RegistryPage', () => {
  it("says 'Loading...' under its heading", () => {
    fakeApi({ 'GET /api/v1/registry/groups': page([]), 'GET /api/v1/registry': cars([]) });
    renderRegistry();
    expect(screen.getByRole('heading', { level: 1, name: 'Registry' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading...');
  });

  it('browses make → model → year with counts, the address keeping each step', async () => {
    const requests = fakeApi({
      'GET /api/v1/registry/groups': ({ query }) =>
        query.get('model') ? page([]) : query.get('make') ? page([modelGroup]) : page([makeGroup]),
      'GET /api/v1/registry': ({ query }) =>
        query.get('model')
          ? cars([giulia], {
              count: 47,
              yearFrom: 1963,
              yearTo: 1966,
              make: 'Alfa Romeo',
              model: 'Giulia Sprint GT',
            })
          : cars([giulia], { count: 1204, yearFrom: 1908, yearTo: 1989 }),
    });
    const allMakes = renderRegistry();
    expect(await screen.findByText('1,204 cars on the registry, 1908–1989')).toBeInTheDocument();
    const makes = await screen.findByRole('list', { name: 'Makes' });
    expect(within(makes).getByRole('link', { name: /Alfa Romeo/ })).toHaveTextContent(
      'Alfa Romeo47 cars, 1954–1977',
    );
    expect(within(makes).getByRole('link', { name: /Alfa Romeo/ })).toHaveAttribute(
      'href',
      '/registry?make=alfa+romeo',
    );
    const card = screen.getByRole('article');
    expect(
      within(card).getByRole('link', { name: '1964 Alfa Romeo Giulia Sprint GT' }),
    ).toHaveAttribute('href', '/public/AR10512');
    expect(card).toHaveTextContent('Veloce · body by Bertone · Rosso Alfa');
    expect(card).toHaveTextContent('Kept by @margaret (Margaret Lowe)');
    await expectNoAxeViolations();

    allMakes.unmount();
    requests.length = 0;
    renderRegistry('/registry?make=alfa+romeo&model=giulia+sprint+gt');
    expect(
      await screen.findByText('47 Giulia Sprint GT on the registry, 1963–1966'),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Registry levels' });
    expect(within(trail).getByRole('link', { name: 'All makes' })).toHaveAttribute(
      'href',
      '/registry',
    );
    expect(within(trail).getByRole('link', { name: 'Alfa Romeo' })).toHaveAttribute(
      'href',
      '/registry?make=alfa+romeo',
    );
    expect(within(trail).getByText('Giulia Sprint GT')).toHaveAttribute('aria-current', 'page');
    expect(requests.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        '/api/v1/registry/groups?make=alfa+romeo&model=giulia+sprint+gt&sort=count',
        '/api/v1/registry?make=alfa+romeo&model=giulia+sprint+gt&sort=recent&limit=24',
      ]),
    );
  });

  it('searches make, model, variant, coachbuilder, colour and keeper, with the query in the address', async () => {
    const requests = fakeApi({
      'GET /api/v1/registry/groups': page([makeGroup]),
      'GET /api/v1/registry': ({ query }) =>
        query.get('q') === 'giulia' ? cars([giulia], { count: 1 }) : cars([giulia], { count: 9 }),
    });
    renderRegistry();
    const box = await screen.findByRole('searchbox', { name: 'Search the registry' });
    expect(box).toHaveAccessibleDescription('Make, model, variant, coachbuilder, colour or keeper');
    await userEvent.type(box, 'giulia{Enter}');
    expect(
      await screen.findByText('1 car matches “giulia” on the registry, 1964'),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain(
      '/api/v1/registry?q=giulia&sort=recent&limit=24',
    );
  });

  it('says when a search matches nothing, and clears it', async () => {
    fakeApi({
      'GET /api/v1/registry/groups': ({ query }) => (query.get('q') ? page([]) : page([makeGroup])),
      'GET /api/v1/registry': ({ query }) =>
        query.get('q') ? cars([], { count: 0, yearFrom: null, yearTo: null }) : cars([giulia]),
    });
    renderRegistry('/registry?q=bugatti');
    expect(
      await screen.findByRole('heading', { name: 'No car matches “bugatti”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the registry' })).toHaveValue('bugatti');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[0]!);
    expect(
      await screen.findByRole('link', { name: '1964 Alfa Romeo Giulia Sprint GT' }),
    ).toBeInTheDocument();
  });

  it('sorts the cars, and pages through them', async () => {
    const requests = fakeApi({
      'GET /api/v1/registry/groups': page([makeGroup]),
      'GET /api/v1/registry': ({ query }) =>
        query.get('cursor')
          ? cars([{ ...giulia, id: 'v2', title: '1965 Alfa Romeo Giulia Sprint GT' }])
          : cars([giulia], {}, 'next'),
    });
    renderRegistry();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort cars' }),
      'Oldest first',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('link', { name: '1965 Alfa Romeo Giulia Sprint GT' }),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        '/api/v1/registry?sort=year&limit=24',
        '/api/v1/registry?sort=year&limit=24&cursor=next',
      ]),
    );
  });

  it('invites the first car onto an empty registry', async () => {
    fakeApi({
      'GET /api/v1/registry/groups': page([]),
      'GET /api/v1/registry': cars([], { count: 0, yearFrom: null, yearTo: null }),
    });
    renderRegistry();
    expect(
      await screen.findByRole('heading', { name: 'The registry is waiting for its first car' }),
    ).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/registry/groups': page([]),
      'GET /api/v1/registry': () => {
        calls += 1;
        return calls === 1 ? failure(500, 'Database unavailable') : cars([giulia]);
      },
    });
    renderRegistry();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the registry');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: '1964 Alfa Romeo Giulia Sprint GT' }),
      ).toBeInTheDocument(),
    );
  });
});
