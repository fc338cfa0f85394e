import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  failure,
  fakeApi,
  page,
  type FakeRoutes,
  renderAt as renderPage,
} from '../../../../shared/test/support';
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
      'The 1967 Jaguar E-Type of @margaret will no longer be featured. The vehicle and its public page stay as they are.',
    );
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from showcase' }));
    expect(
      await screen.findByRole('heading', { name: 'The showcase is empty' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Removed from the showcase')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a public vehicle chosen from a member search, with a note', async () => {
    const requests = renderShowcase({
      'GET /api/v1/admin/showcase': page([]),
      'GET /api/v1/users/hans/vehicles': page([
        {
          id: 'v9',
          title: '1955 Porsche 356 Pre-A',
          modelYear: 1955,
          make: 'Porsche',
          model: '356',
          identifierKey: '51234',
          coverPhoto: null,
          ownerUsername: 'hans',
        },
      ]),
      'POST /api/v1/admin/showcase': { status: 201, body: { data: {} } },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Member's username/ }), '@hans');
    await userEvent.click(screen.getByRole('button', { name: 'Find vehicles' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Choose 1955 Porsche 356 Pre-A' }),
    );
    expect(screen.getByRole('textbox', { name: /Vehicle ID/ })).toHaveValue('v9');
    const note = screen.getByRole('textbox', { name: /Note/ });
    expect(note).toHaveFocus();
    await userEvent.type(note, 'Early pre-A coupé');
    await userEvent.click(screen.getByRole('button', { name: 'Add to showcase' }));
    expect(await screen.findByText('Added to the showcase')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      vehicleId: 'v9',
      note: 'Early pre-A coupé',
    });
    expect(screen.getByRole('textbox', { name: /Vehicle ID/ })).toHaveValue('');
  });

  it("shows the server's reason next to the vehicle id", async () => {
    renderShowcase({
      'GET /api/v1/admin/showcase': page([]),
      'POST /api/v1/admin/showcase': {
        status: 422,
        body: {
          error: {
            message: 'Only public vehicles can be featured.',
            fields: { vehicleId: 'Only public vehicles can be featured.' },
          },
        },
      },
    });
    const vehicleId = screen.getByRole('textbox', { name: /Vehicle ID/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add to showcase' }));
    expect(vehicleId).toHaveAccessibleDescription(
      expect.stringContaining('Enter the id of a public vehicle'),
    );
    await userEvent.type(vehicleId, 'v5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to showcase' }));
    await waitFor(() =>
      expect(vehicleId).toHaveAccessibleDescription(
        expect.stringContaining('Only public vehicles can be featured.'),
      ),
    );
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
