import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { googleOnlyMember } from '../helpers/google-session.js';
import { createUser, DEFAULT_PASSWORD } from '../helpers/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload });

function multipart(field: string, filename: string, content: Buffer, type: string) {
  const boundary = '----vg-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/profile/avatar',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

describe('GET/PATCH /profile', () => {
  it('answers my profile and needs a token', async () => {
    const { user, headers } = await createUser(ctx);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).json().data.id,
    ).toBe(user.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
  });

  it('changes only the fields sent, and clears blank ones', async () => {
    const { headers } = await createUser(ctx);
    const first = await patch(headers, {
      displayName: 'Jo Mechanic',
      bio: 'Restores Citroëns.',
      location: 'Lyon',
    });
    expect(first.json().data).toMatchObject({
      displayName: 'Jo Mechanic',
      bio: 'Restores Citroëns.',
      location: 'Lyon',
    });
    const second = await patch(headers, { username: 'jo_renamed', bio: '  ' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({
      username: 'jo_renamed',
      displayName: 'Jo Mechanic',
      bio: null,
      location: 'Lyon',
    });
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters long.'],
    [
      { displayName: 'd'.repeat(101) },
      'displayName',
      'Display name must be at most 100 characters long.',
    ],
    [{ bio: 'b'.repeat(1001) }, 'bio', 'Bio must be at most 1000 characters long.'],
    [{ location: 'l'.repeat(101) }, 'location', 'Location must be at most 100 characters long.'],
  ])('answers 400 naming the field for %#', async (payload, field, message) => {
    const { headers } = await createUser(ctx);
    const res = await patch(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('keeps usernames unique', async () => {
    const other = await createUser(ctx);
    const { headers } = await createUser(ctx);
    const res = await patch(headers, { username: other.user.username.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ username: 'This username is already taken.' });
  });
});

describe('POST /profile/avatar', () => {
  it('re-encodes the upload as a 512 px WebP without metadata and serves it publicly', async () => {
    const { headers } = await createUser(ctx);
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#a33' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
      .jpeg()
      .toBuffer();
    const res = await upload(headers, multipart('avatar', 'me.jpg', jpeg, 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const avatarUrl: string = res.json().data.avatarUrl;
    expect(avatarUrl).toMatch(/^\/api\/v1\/avatars\/[0-9a-f-]{36}$/);

    const image = await ctx.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);
  });

  it('replaces the previous avatar', async () => {
    const { headers } = await createUser(ctx);
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const first = (await upload(headers, multipart('avatar', 'a.png', png, 'image/png'))).json()
      .data.avatarUrl;
    const second = (await upload(headers, multipart('avatar', 'b.png', png, 'image/png'))).json()
      .data.avatarUrl;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('refuses files that are not images, whatever they claim', async () => {
    const { headers } = await createUser(ctx);
    const res = await upload(
      headers,
      multipart('avatar', 'evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png'),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      avatar: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.',
    });
  });

  it('refuses images over 5 MB with 413', async () => {
    const { headers } = await createUser(ctx);
    const res = await upload(
      headers,
      multipart('avatar', 'big.png', Buffer.alloc(5 * 1024 * 1024 + 10), 'image/png'),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields).toEqual({ avatar: 'Image must be at most 5 MB.' });
  });

  it('answers 400 when no file is sent', async () => {
    const { headers } = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/avatar',
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ avatar: 'Choose an image file.' });
  });

  it('answers 404 for unknown avatars and 400 for malformed ids', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/avatars/${crypto.randomUUID()}` }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/avatars/1' })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /profile/password', () => {
  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/profile/password', headers, payload });

  it('changes the password, revokes every existing token and answers a new one', async () => {
    const { user, headers } = await createUser(ctx);
    const otherSession = await ctx.app.tokens.issue(user.id);
    const res = await change(headers, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'a different passphrase',
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json().data;
    const me = (authorization: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/auth/user', headers: { authorization } });
    expect((await me(headers.authorization)).statusCode).toBe(401);
    expect((await me(`Bearer ${otherSession}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: user.email, password: 'a different passphrase' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('needs the current password', async () => {
    const { headers } = await createUser(ctx);
    const res = await change(headers, {
      currentPassword: 'wrong',
      newPassword: 'a different passphrase',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      currentPassword: 'Your current password is not correct.',
    });
  });

  it('applies the password rules to the new password', async () => {
    const { headers } = await createUser(ctx);
    const res = await change(headers, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: 'iloveyou1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.newPassword).toMatch(/too common/);
  });

  it('lets an account created through Google set its first password', async () => {
    const { headers } = await googleOnlyMember(ctx, 0);
    expect((await change(headers, { newPassword: 'my first passphrase' })).statusCode).toBe(200);
  });
});

describe('DELETE /profile', () => {
  it('deletes the account and its data after the username is typed', async () => {
    const { user, headers } = await createUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/submit',
      headers,
      payload: { title: 'Hi', description: 'Bye' },
    });
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers,
      payload: { confirmUsername: 'someone-else' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({
      confirmUsername: 'Type your username exactly to confirm.',
    });

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers,
      payload: { confirmUsername: user.username, password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect(
      await ctx.db.selectFrom('users').where('id', '=', user.id).select('id').executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await ctx.db.selectFrom('feedback').where('user_id', '=', user.id).select('id').execute(),
    ).toEqual([]);
    expect(
      await ctx.db.selectFrom('auth_tokens').where('user_id', '=', user.id).select('id').execute(),
    ).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/user', headers })).statusCode,
    ).toBe(401);
  });
});
