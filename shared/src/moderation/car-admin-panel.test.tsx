import { screen, waitFor, within } from '@testing-library/react';
import { apiError, renderWithFakeApi, sentBodies, testUser } from '../../test/support';
import { CarAdminPanel } from './car-admin-panel';
import { CommentAdminAction } from './comment-admin-action';

const admin = testUser({ role: 'admin', username: 'curator' });

function car(overrides: Record<string, unknown> = {}) {
  return {
    id: 'v1',
    title: '1962 Jaguar E-Type',
    publicPath: '/public/850123',
    identifier: '850 123',
    visibility: 'public',
    coverThumbUrl: null,
    keeper: { id: 'k1', username: 'etype_keeper', isAdmin: false, suspended: false },
    featured: false,
    shown: false,
    note: null,
    ...overrides,
  };
}

describe('CarAdminPanel', () => {
  it('features the car with its blurb after the dialog, then offers to edit or remove it', async () => {
    let featured = false;
    const { user, fetchMock } = renderWithFakeApi(<CarAdminPanel vehicleId="v1" />, {
      user: admin,
      api: {
        'GET /api/v1/admin/vehicles/v1': () => ({
          body: {
            data: car(featured ? { featured: true, shown: true, note: 'A flat-floor car.' } : {}),
          },
        }),
        'POST /api/v1/admin/showcase': () => {
          featured = true;
          return { status: 201, body: { data: { vehicleId: 'v1', shown: true } } };
        },
      },
    });
    const feature = await screen.findByRole('button', { name: 'Feature in the showcase' });
    expect(screen.getByText('Not in the showcase.')).toBeInTheDocument();
    await user.click(feature);
    const dialog = await screen.findByRole('dialog', { name: 'Feature the 1962 Jaguar E-Type?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Showcase blurb/ }),
      'A flat-floor car.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Feature in the showcase' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST', '/api/v1/admin/showcase')).toEqual([
      { vehicleId: 'v1', note: 'A flat-floor car.' },
    ]);
    expect(await screen.findByText('In the showcase')).toBeInTheDocument();
    expect(screen.getByText('Showcase blurb: “A flat-floor car.”')).toBeInTheDocument();
    const edit = screen.getByRole('button', { name: 'Edit showcase blurb' });
    // The same button, renamed: focus came back to it.
    await waitFor(() => expect(edit).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Remove from showcase' })).toBeInTheDocument();
  });

  it('says a car chosen without an approved photo appears once one is approved', async () => {
    let featured = false;
    const { user } = renderWithFakeApi(<CarAdminPanel vehicleId="v1" />, {
      user: admin,
      api: {
        'GET /api/v1/admin/vehicles/v1': () => ({ body: { data: car({ featured }) } }),
        'POST /api/v1/admin/showcase': () => {
          featured = true;
          return { status: 201, body: { data: { vehicleId: 'v1', shown: false } } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Feature in the showcase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature the 1962 Jaguar E-Type?' });
    await user.click(within(dialog).getByRole('button', { name: 'Feature in the showcase' }));

    expect(
      await screen.findByText(
        '1962 Jaguar E-Type is chosen for the showcase: it appears there once one of its photos is approved',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Chosen for the showcase: it appears there once one of its photos is approved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for an approved photo')).toBeInTheDocument();
    expect(screen.queryByText('In the showcase')).not.toBeInTheDocument();
  });

  it('removes the car from the showcase only after a confirmation naming it', async () => {
    const { user, requests } = renderWithFakeApi(<CarAdminPanel vehicleId="v1" />, {
      user: admin,
      api: {
        'GET /api/v1/admin/vehicles/v1': {
          body: { data: car({ featured: true, shown: true, note: 'x' }) },
        },
        'DELETE /api/v1/admin/showcase/v1': { status: 204 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove from showcase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the showcase?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('The 1962 Jaguar E-Type of @etype_keeper will no longer be featured'),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove from showcase' }));
    await waitFor(() =>
      expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
        'DELETE /api/v1/admin/showcase/v1',
      ),
    );
  });

  it('suspends the keeper with the message they will see', async () => {
    const { user, fetchMock } = renderWithFakeApi(<CarAdminPanel vehicleId="v1" />, {
      user: admin,
      api: {
        'GET /api/v1/admin/vehicles/v1': { body: { data: car() } },
        'POST /api/v1/admin/users/k1/suspend': { body: { data: {} } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend @etype_keeper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend @etype_keeper?' });
    const message = within(dialog).getByLabelText(/Message to the member/);
    await user.clear(message);
    await user.type(message, 'Spam listings.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST', '/api/v1/admin/users/k1/suspend')).toEqual([
        { message: 'Spam listings.' },
      ]),
    );
  });

  it("puts the server's reason for the message next to that field, not in a toast", async () => {
    const tooLong = 'Message must be at most 500 characters long.';
    const { user } = renderWithFakeApi(<CarAdminPanel vehicleId="v1" />, {
      user: admin,
      api: {
        'GET /api/v1/admin/vehicles/v1': { body: { data: car() } },
        'POST /api/v1/admin/users/k1/suspend': apiError(422, tooLong, { message: tooLong }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend @etype_keeper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend @etype_keeper?' });
    const message = within(dialog).getByLabelText(/Message to the member/);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));

    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(expect.stringContaining(tooLong)),
    );
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(tooLong)).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
  });

  it('says a refusal with no field in the dialog in a toast', async () => {
    const notAllowed = 'An administrator cannot be suspended by another.';
    const { user } = renderWithFakeApi(<CarAdminPanel vehicleId="v1" />, {
      user: admin,
      api: {
        'GET /api/v1/admin/vehicles/v1': { body: { data: car() } },
        'POST /api/v1/admin/users/k1/suspend': apiError(403, notAllowed),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend @etype_keeper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend @etype_keeper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));

    expect(await screen.findByText(notAllowed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Message to the member/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("puts the server's reason for the blurb next to it", async () => {
    const tooLong = 'Note must be at most 500 characters long.';
    const { user } = renderWithFakeApi(<CarAdminPanel vehicleId="v1" />, {
      user: admin,
      api: {
        'GET /api/v1/admin/vehicles/v1': { body: { data: car() } },
        'POST /api/v1/admin/showcase': apiError(422, tooLong, { note: tooLong }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Feature in the showcase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature the 1962 Jaguar E-Type?' });
    const blurb = within(dialog).getByRole('textbox', { name: /Showcase blurb/ });
    await user.type(blurb, 'A flat-floor car.');
    await user.click(within(dialog).getByRole('button', { name: 'Feature in the showcase' }));

    await waitFor(() =>
      expect(blurb).toHaveAccessibleDescription(expect.stringContaining(tooLong)),
    );
    expect(screen.getAllByText(tooLong)).toHaveLength(1);
    expect(blurb).toHaveValue('A flat-floor car.');
  });

  it('offers no Suspend for a keeper who is an administrator', async () => {
    renderWithFakeApi(<CarAdminPanel vehicleId="v1" />, {
      user: admin,
      api: {
        'GET /api/v1/admin/vehicles/v1': {
          body: {
            data: car({ keeper: { id: 'k2', username: 'boss', isAdmin: true, suspended: false } }),
          },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Feature in the showcase' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
  });
});

describe('CommentAdminAction', () => {
  it('hides the comment after a confirmation quoting it', async () => {
    const { user, requests } = renderWithFakeApi(
      <CommentAdminAction comment={{ id: 'c1', body: 'Rude remark.' }} author="@troll" />,
      { user: admin, api: { 'POST /api/v1/admin/comments/c1/hide': { body: { data: {} } } } },
    );
    await user.click(
      screen.getByRole('button', { name: 'Hide the comment by @troll as a moderator' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide the comment by @troll?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('“Rude remark.”'));
    await user.click(within(dialog).getByRole('button', { name: 'Hide comment' }));
    await waitFor(() =>
      expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
        'POST /api/v1/admin/comments/c1/hide',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('restores a comment a moderator hid, where it is', async () => {
    const { user, requests } = renderWithFakeApi(
      <CommentAdminAction
        comment={{ id: 'c1', body: 'Rude remark.', hidden: true }}
        author="@troll"
      />,
      { user: admin, api: { 'POST /api/v1/admin/comments/c1/restore': { body: { data: {} } } } },
    );
    await user.click(
      screen.getByRole('button', { name: 'Restore the comment by @troll as a moderator' }),
    );
    await waitFor(() =>
      expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
        'POST /api/v1/admin/comments/c1/restore',
      ),
    );
    expect(await screen.findByText('The comment by @troll is shown again')).toBeInTheDocument();
  });
});
