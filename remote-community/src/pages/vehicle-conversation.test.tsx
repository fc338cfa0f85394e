import { screen, waitFor, within } from '@testing-library/react';
import {
  apiError,
  page,
  renderWithFakeApi,
  testUser,
  type FakeRoutes,
} from '@vg/shared/test-support';
import type { Comment, PublicProfile, VehicleCommunity } from '@vg/contract';
import { VehicleConversation } from './vehicle-conversation';
import { expectNoAxeViolations } from '@vg/shared/test-support/axe';

const CAR_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const car = { id: CAR_ID, title: '1964 Alfa Romeo Giulia Sprint GT', ownerUsername: 'margaret' };

const community = (overrides: Partial<VehicleCommunity> = {}): VehicleCommunity => ({
  vehicleId: CAR_ID,
  followerCount: 5,
  admireCount: 12,
  commentCount: 2,
  following: false,
  admired: false,
  isOwner: false,
  ...overrides,
});

const keeper: PublicProfile = {
  username: 'margaret',
  displayName: 'Margaret Lowe',
  bio: null,
  location: null,
  avatarUrl: null,
  memberSince: '2024-03-15T10:00:00.000Z',
  community: { followerCount: 3, followingCount: 1, following: false, isSelf: false },
};

const question: Comment = {
  id: 'c1',
  parentId: null,
  author: { username: 'bertha', displayName: null, avatarUrl: null },
  body: 'How did you *rebuild* the Webers? See [my notes](https://example.org/webers).',
  createdAt: '2026-11-20T09:00:00.000Z',
  editedAt: '2026-11-20T09:05:00.000Z',
  deleted: false,
  hidden: false,
  canEdit: false,
  canDelete: false,
  canHide: false,
  canReport: true,
  replies: [
    {
      id: 'c2',
      parentId: 'c1',
      author: null,
      body: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      editedAt: null,
      deleted: true,
      hidden: false,
      canEdit: false,
      canDelete: false,
      canHide: false,
      canReport: false,
    },
  ],
};
const mine: Comment = {
  ...question,
  id: 'c3',
  author: { username: 'keeper', displayName: null, avatarUrl: null },
  body: 'Lovely colour.',
  editedAt: null,
  canEdit: true,
  canDelete: true,
  canReport: false,
  replies: [],
};

function renderConversation(
  api: FakeRoutes,
  {
    signedIn = true,
    at = '/public/AR10512',
    role = 'user',
  }: { signedIn?: boolean; at?: string; role?: 'user' | 'admin' } = {},
) {
  return renderWithFakeApi(<VehicleConversation />, {
    ...(signedIn ? { user: testUser({ role }) } : {}),
    route: at,
    path: '/public/:vin',
    api: {
      'GET /api/v1/public/vehicles/by-identifier/AR10512': page([car]),
      [`GET /api/v1/public/vehicles/${CAR_ID}/community`]: { body: { data: community() } },
      'GET /api/v1/users/margaret': { body: { data: keeper } },
      [`GET /api/v1/public/vehicles/${CAR_ID}/comments`]: page([question]),
      ...api,
    },
  });
}

describe('VehicleConversation', () => {
  it('lets a visitor read the comments and counts, with a link to sign in to comment', async () => {
    renderConversation({}, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 2, name: 'Community' })).toBeInTheDocument();
    expect(await screen.findByText(/12 admirers · 5 followers · 2 comments/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fpublic%2FAR10512',
    );
    const comment = await screen.findByRole('article', { name: 'Comment by @bertha' });
    expect(comment).toHaveTextContent('(edited)');
    expect((await within(comment).findByText('rebuild')).tagName).toBe('EM');
    expect(within(comment).getByRole('link', { name: 'my notes' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    const replies = within(comment).getByRole('list', { name: 'Replies to @bertha' });
    expect(
      within(replies).getByRole('article', { name: 'Comment by deleted member' }),
    ).toHaveTextContent('This comment was deleted.');
    expect(screen.queryByRole('button', { name: 'Admire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('lets a member admire the car and follow it and its keeper', async () => {
    const { user, requests } = renderConversation({
      [`PUT /api/v1/public/vehicles/${CAR_ID}/admire`]: {
        body: { data: { admired: true, admireCount: 13 } },
      },
      [`PUT /api/v1/public/vehicles/${CAR_ID}/follow`]: {
        body: { data: { following: true, followerCount: 6 } },
      },
      'PUT /api/v1/users/margaret/follow': {
        body: { data: { following: true, followerCount: 4 } },
      },
    });
    const admire = await screen.findByRole('button', { name: 'Admire' });
    await expectNoAxeViolations();
    await user.click(admire);
    // Each says what is now true, and offers the way back.
    expect(await screen.findByText('Admired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take back admire' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admire' })).not.toBeInTheDocument();
    expect(screen.getByText(/13 admirers/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow this car' }));
    expect(await screen.findByText(/6 followers/)).toBeInTheDocument();
    expect(screen.getByText('Following this car')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow this car' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow @margaret' }));
    expect(await screen.findByText('Following @margaret')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow @margaret' })).toBeInTheDocument();
    await expectNoAxeViolations();
    expect(
      requests.filter((request) => request.method === 'PUT').map((request) => request.path),
    ).toEqual([
      `/api/v1/public/vehicles/${CAR_ID}/admire`,
      `/api/v1/public/vehicles/${CAR_ID}/follow`,
      '/api/v1/users/margaret/follow',
    ]);
  });

  it('shows the car’s own keeper the counts but no Follow or Admire', async () => {
    renderConversation({
      [`GET /api/v1/public/vehicles/${CAR_ID}/community`]: {
        body: { data: community({ isOwner: true, following: null, admired: null }) },
      },
    });
    expect(await screen.findByText(/12 admirers/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this car' })).not.toBeInTheDocument();
  });

  it('posts a comment; a refusal shows next to the field and keeps the text', async () => {
    let posts = 0;
    const { user, requests } = renderConversation({
      [`POST /api/v1/public/vehicles/${CAR_ID}/comments`]: () => {
        posts += 1;
        return posts === 1
          ? apiError(429, 'You are commenting too quickly. Try again in a minute.')
          : { status: 201, body: { data: { ...mine, body: 'Which jets did you use?' } } };
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(field, 'Which jets did you use?');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('You are commenting too quickly. Try again in a minute.'),
      ),
    );
    expect(field).toHaveValue('Which jets did you use?');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.body),
    ).toEqual([{ body: 'Which jets did you use?' }, { body: 'Which jets did you use?' }]);
  });

  it('answers a comment once: the reply goes under it', async () => {
    const { user, requests } = renderConversation({
      [`POST /api/v1/public/vehicles/${CAR_ID}/comments`]: {
        status: 201,
        body: { data: { ...mine, parentId: 'c1' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reply to @bertha' }));
    const field = screen.getByRole('textbox', { name: 'Your reply to @bertha' });
    expect(field).toHaveFocus();
    await user.type(field, 'Float levels first, then the jets.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('textbox', { name: 'Your reply to @bertha' }),
      ).not.toBeInTheDocument(),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      body: 'Float levels first, then the jets.',
      parentId: 'c1',
    });
  });

  it('edits and deletes one’s own comment, after a confirmation', async () => {
    const { user, requests } = renderConversation({
      [`GET /api/v1/public/vehicles/${CAR_ID}/comments`]: page([mine]),
      'PATCH /api/v1/comments/c3': { body: { data: { ...mine, body: 'Lovely Rosso Alfa.' } } },
      'DELETE /api/v1/comments/c3': { status: 204 },
    });
    const comment = await screen.findByRole('article', { name: 'Comment by @keeper' });
    await user.click(within(comment).getByRole('button', { name: 'Edit' }));
    const field = within(comment).getByRole('textbox', { name: 'Edit your comment' });
    expect(field).toHaveValue('Lovely colour.');
    await user.clear(field);
    await user.type(field, 'Lovely Rosso Alfa.');
    await user.click(within(comment).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(comment).queryByRole('textbox')).not.toBeInTheDocument());
    await user.click(within(comment).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    expect(
      requests
        .filter((request) => request.method !== 'GET')
        .map((request) => [request.method, request.path, request.body]),
    ).toEqual([
      ['PATCH', '/api/v1/comments/c3', { body: 'Lovely Rosso Alfa.' }],
      ['DELETE', '/api/v1/comments/c3', undefined],
    ]);
  });

  it('lets the car’s keeper hide a comment, and show it again', async () => {
    const { user, requests } = renderConversation({
      [`GET /api/v1/public/vehicles/${CAR_ID}/comments`]: page([
        { ...question, canHide: true, hidden: true },
      ]),
      'POST /api/v1/comments/c1/restore': {
        body: { data: { id: 'c1', hidden: false, resolvedReports: 0 } },
      },
    });
    const comment = await screen.findByRole('article', { name: 'Comment by @bertha' });
    expect(within(comment).getByText('Hidden from others')).toBeInTheDocument();
    await user.click(within(comment).getByRole('button', { name: 'Show the comment by @bertha' }));
    expect(await screen.findByText('Comment shown again')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/v1/comments/c1/restore')).toBe(true);
  });

  it('lets an administrator hide a comment in place, after a confirmation quoting it', async () => {
    const { user, requests } = renderConversation(
      { [`POST /api/v1/admin/comments/c1/hide`]: { body: { data: { id: 'c1', hidden: true } } } },
      { role: 'admin' },
    );
    const comment = await screen.findByRole('article', { name: 'Comment by @bertha' });
    await user.click(
      await within(comment).findByRole('button', {
        name: 'Hide the comment by @bertha as a moderator',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide the comment by @bertha?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('How did you *rebuild*'));
    await user.click(within(dialog).getByRole('button', { name: 'Hide comment' }));
    await waitFor(() =>
      expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
        'POST /api/v1/admin/comments/c1/hide',
      ),
    );
  });

  it('shows an administrator the comment a moderator hid, marked, with Restore', async () => {
    let hidden = true;
    const { user, requests } = renderConversation(
      {
        [`GET /api/v1/public/vehicles/${CAR_ID}/comments`]: () =>
          page([{ ...question, hidden, canHide: false }]),
        'POST /api/v1/admin/comments/c1/restore': () => {
          hidden = false;
          return { body: { data: { id: 'c1', hidden: false, resolvedReports: 0 } } };
        },
      },
      { role: 'admin' },
    );
    const comment = await screen.findByRole('article', { name: 'Comment by @bertha' });
    expect(within(comment).getByText('Hidden from others')).toBeInTheDocument();
    await user.click(
      await within(comment).findByRole('button', {
        name: 'Restore the comment by @bertha as a moderator',
      }),
    );
    expect(await screen.findByText('The comment by @bertha is shown again')).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /api/v1/admin/comments/c1/restore',
    );
    await waitFor(() => expect(within(comment).queryByText('Hidden from others')).toBeNull());
  });

  it('offers members no moderator action', async () => {
    renderConversation({});
    await screen.findByRole('article', { name: 'Comment by @bertha' });
    expect(screen.queryByRole('button', { name: /as a moderator/ })).not.toBeInTheDocument();
  });

  it('reports a comment with a reason; the server’s refusal stays in the dialog', async () => {
    let reports = 0;
    const { user, requests } = renderConversation({
      'POST /api/v1/comments/c1/report': () => {
        reports += 1;
        return reports === 1
          ? apiError(429, 'You have sent many reports today. Try again tomorrow.')
          : {
              body: { data: { id: 'r1', message: 'Thank you. An administrator will look at it.' } },
            };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report the comment by @bertha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report the comment by @bertha' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Choose why you are reporting this.',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Off-topic');
    await user.type(within(dialog).getByRole('textbox'), 'Advert for a parts shop');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('You have sent many reports today. Try again tomorrow.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Advert for a parts shop');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      reason: 'off-topic',
      note: 'Advert for a parts shop',
    });
  });

  it('puts a reason the server gives for a field next to that field', async () => {
    const tooLong = 'The note can be at most 1000 characters long.';
    const { user } = renderConversation({
      'POST /api/v1/comments/c1/report': apiError(422, tooLong, { note: tooLong }),
    });
    await user.click(await screen.findByRole('button', { name: 'Report the comment by @bertha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report the comment by @bertha' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'Spam or advertising',
    );
    await user.type(within(dialog).getByRole('textbox'), 'A long story');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(tooLong)).toBeInTheDocument();
    const note = within(dialog).getByRole('textbox');
    expect(note).toHaveAccessibleDescription(tooLong);
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getAllByText(tooLong)).toHaveLength(1);
    expect(note).toHaveValue('A long story');
    expect(screen.queryByText('Report sent')).not.toBeInTheDocument();
  });

  it('reports the car itself', async () => {
    const { user, requests } = renderConversation({
      [`POST /api/v1/public/vehicles/${CAR_ID}/report`]: {
        body: { data: { id: 'r2', message: 'Thank you.' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report this car' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Report the 1964 Alfa Romeo Giulia Sprint GT',
    });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'Misleading or false',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(
      requests.some((request) => request.path === `/api/v1/public/vehicles/${CAR_ID}/report`),
    ).toBe(true);
  });

  it('shows nothing while the address names no single public car', async () => {
    const { requests } = renderConversation({
      'GET /api/v1/public/vehicles/by-identifier/AR10512': page([car, { ...car, id: 'other' }]),
    });
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain(
        '/api/v1/public/vehicles/by-identifier/AR10512',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Community' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/comments'))).toBe(false);
  });

  it('finds the car by its id when the address carries one', async () => {
    renderConversation(
      { [`GET /api/v1/public/vehicles/${CAR_ID}`]: { body: { data: { vehicle: car } } } },
      { at: `/public/${CAR_ID}`, signedIn: false },
    );
    expect(await screen.findByRole('article', { name: 'Comment by @bertha' })).toBeInTheDocument();
  });

  it('says when the comments cannot be loaded, with a retry', async () => {
    renderConversation({
      [`GET /api/v1/public/vehicles/${CAR_ID}/comments`]: apiError(503, 'Service unavailable'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the comments');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
