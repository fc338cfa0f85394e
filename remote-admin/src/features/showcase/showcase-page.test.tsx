import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  failure,
  fakeApi,
  page,
  type FakeRoutes,
  renderAt as renderPage,
} from '@vg/shared/test-support';
import type { ShowcaseEntry } from './api/showcase-entry';
import { ShowcasePage } from './showcase-page';

const jaguar: ShowcaseEntry = {
  id: 'v1',
  title: '',
  year: 1967,
  make: 'Jaguar',
  model: 'E-Type',
  coverPhotoUrl: '/photo/v1',
  ownerUsername: 'margaret',
  publicPath: '/public/vehicle/tok-1',
  note: 'Concours winner',
  showcasedAt: '2026-11-01T10:00:00.000Z',
};

function renderShowcase(routes: FakeRoutes) {
  const requests = fakeApi(routes);
  renderPage(<ShowcasePage />, { at: '/admin/showcase' });
  return requests;
}

describe('Admin ShowcasePage', () => {
  it("says 'Loading...' under its heading", () => {
    renderShowcase({ 'GET /api/v1/admin/showcase': page([]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Showcase' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Showcase' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('lists the featured cars with their owner, note and public page', async () => {
    renderShowcase({ 'GET /api/v1/admin/showcase': page([jaguar]) });
    const table = await screen.findByRole('table', { name: 'Cars in the showcase' });
    expect(within(table).getByRole('link', { name: '1967 Jaguar E-Type' })).toHaveAttribute(
      'href',
      '/public/vehicle/tok-1',
    );
    expect(within(table).getByRole('link', { name: '@margaret' })).toHaveAttribute(
      'href',
      '/user/margaret',
    );
    expect(within(table).getByText('Concours winner')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: '1967 Jaguar E-Type' })).toHaveAttribute(
      'src',
      '/photo/v1',
    );
  });

  it('says which featured cars wait for an approved photo to appear on the showcase', async () => {
    const waiting = { ...jaguar, id: 'v2', year: 1962, coverPhotoUrl: null };
    renderShowcase({ 'GET /api/v1/admin/showcase': page([jaguar, waiting]) });
    const table = await screen.findByRole('table', { name: 'Cars in the showcase' });
    const row = within(table).getByRole('link', { name: '1962 Jaguar E-Type' }).closest('tr');
    expect(row).toHaveTextContent('Waiting for an approved photo');
    const shown = within(table).getByRole('link', { name: '1967 Jaguar E-Type' }).closest('tr');
    expect(shown).not.toHaveTextContent('Waiting for an approved photo');
  });

  it('removes a car only after a confirmation naming it', async () => {
    let entries = [jaguar];
    const requests = renderShowcase({
      'GET /api/v1/admin/showcase': () => page(entries),
      'DELETE /api/v1/admin/showcase/v1': () => {
        entries = [];
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove 1967 Jaguar E-Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the showcase?' });
    expect(dialog).toHaveAccessibleDescription(
      'The 1967 Jaguar E-Type of @margaret will no longer be featured, and its blurb is dropped. The car and its public page stay as they are.',
    );
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from showcase' }));
    expect(
      await screen.findByRole('heading', { name: 'The showcase is empty' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('1967 Jaguar E-Type is no longer in the showcase'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds cars as the registry does, says which are featured, and features one with a blurb', async () => {
    const porsche = {
      id: 'v9',
      title: '1955 Porsche 356 Pre-A',
      publicPath: '/public/51234',
      identifier: '51234',
      visibility: 'public',
      coverThumbUrl: null,
      keeper: { id: 'k9', username: 'hans', isAdmin: false, suspended: false },
      featured: false,
      shown: false,
      note: null,
    };
    const requests = renderShowcase({
      'GET /api/v1/admin/showcase': page([]),
      'GET /api/v1/admin/vehicles': ({ query }) =>
        query.get('q') === '1955 porsche'
          ? page([
              porsche,
              { ...porsche, id: 'v8', title: '1955 Porsche 550', featured: true, shown: true },
              { ...porsche, id: 'v7', title: '1956 Porsche 356 A', featured: true, shown: false },
            ])
          : page([]),
      'POST /api/v1/admin/showcase': {
        status: 201,
        body: { data: { vehicleId: 'v9', shown: true } },
      },
    });
    // No internal id is ever asked for.
    expect(screen.queryByRole('textbox', { name: /Vehicle ID/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a car' }), '1955 porsche');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Cars matching “1955 porsche”' });
    const featured = within(results).getByText('1955 Porsche 550').closest('li') as HTMLElement;
    expect(within(featured).getByText('In the showcase')).toBeInTheDocument();
    expect(within(featured).queryByRole('button', { name: /^Feature/ })).not.toBeInTheDocument();
    const waiting = within(results).getByText('1956 Porsche 356 A').closest('li') as HTMLElement;
    expect(within(waiting).getByText('Waiting for an approved photo')).toBeInTheDocument();
    expect(within(waiting).queryByText('In the showcase')).not.toBeInTheDocument();
    const candidate = within(results)
      .getByText('1955 Porsche 356 Pre-A')
      .closest('li') as HTMLElement;
    expect(candidate).toHaveTextContent('@hans');
    expect(candidate).toHaveTextContent('51234');

    await userEvent.click(
      within(candidate).getByRole('button', { name: 'Feature 1955 Porsche 356 Pre-A' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Feature the 1955 Porsche 356 Pre-A?',
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Showcase blurb/ }),
      'Early pre-A coupé',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Feature in the showcase' }));
    expect(
      await screen.findByText('1955 Porsche 356 Pre-A is in the showcase'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      vehicleId: 'v9',
      note: 'Early pre-A coupé',
    });
  });

  it('says when no car matches, and what to try', async () => {
    renderShowcase({
      'GET /api/v1/admin/showcase': page([]),
      'GET /api/v1/admin/vehicles': page([]),
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a car' }), 'bugatti');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'No public car matches “bugatti”' }),
    ).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    renderShowcase({
      'GET /api/v1/admin/showcase': () => {
        calls += 1;
        return calls === 1 ? failure(500, 'Database unavailable') : page([jaguar]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the showcase');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Cars in the showcase' })).toBeInTheDocument();
  });
});
