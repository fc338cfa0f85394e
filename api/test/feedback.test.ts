import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { createUser } from './helpers/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const submit = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/feedback/submit', payload, headers });

describe('POST /feedback/submit', () => {
  it('stores a guest message with its contact email', async () => {
    const res = await submit({
      title: ' Broken link ',
      description: 'The help page 404s.',
      contactEmail: 'Guest@Example.test',
    });
    expect(res.statusCode).toBe(201);
    const row = await ctx.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: null,
      title: 'Broken link',
      contact_email: 'guest@example.test',
      status: 'new',
    });
  });

  it('needs a contact email from guests', async () => {
    const res = await submit({ title: 'Hello', description: 'Anyone there?' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      contactEmail: 'Please enter your email so we can reply.',
    });
  });

  it('stores a signed-in sender, with or without another contact email', async () => {
    const { user, headers } = await createUser(ctx);
    const plain = await submit(
      { title: 'Idea', description: 'Dark mode please.', contactEmail: '' },
      headers,
    );
    expect(plain.statusCode).toBe(201);
    const other = await submit(
      { title: 'Idea 2', description: 'Export to PDF.', contactEmail: 'work@example.test' },
      headers,
    );
    const rows = await ctx.db
      .selectFrom('feedback')
      .select(['id', 'user_id', 'contact_email'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: plain.json().data.id, user_id: user.id, contact_email: null },
        { id: other.json().data.id, user_id: user.id, contact_email: 'work@example.test' },
      ]),
    );
  });

  it('names blank subject and message with the spec wording', async () => {
    const res = await submit({ title: '  ', description: '', contactEmail: 'a@example.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        message: 'Please provide a subject and message',
        fields: { title: 'Please provide a subject.', description: 'Please provide a message.' },
      },
    });
  });

  it('validates the contact email and the lengths', async () => {
    expect(
      (await submit({ title: 'T', description: 'D', contactEmail: 'nope' })).json().error.fields,
    ).toEqual({
      contactEmail: 'Please enter a valid email address.',
    });
    const long = await submit({
      title: 't'.repeat(201),
      description: 'D',
      contactEmail: 'a@example.test',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({
      title: 'Subject must be at most 200 characters long.',
    });
    expect((await submit({ description: 'D' })).json().error.fields).toEqual({
      title: 'This field is required.',
    });
  });

  it('refuses a bad token instead of silently treating the sender as a guest', async () => {
    const res = await submit(
      { title: 'T', description: 'D', contactEmail: 'a@example.test' },
      { authorization: 'Bearer nope' },
    );
    expect(res.statusCode).toBe(401);
  });
});
