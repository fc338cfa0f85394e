import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, multipart } from '../garage/garage-fixtures.js';

// The Idempotency-Key header (src/http/idempotency.ts, docs/adr/0015): a change sent twice, by a
// phone that lost its answer in a barn, is stored once.

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let vehicleId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  other = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
  vehicleId = (await createVehicle(ctx, owner)).id;
});
afterAll(() => ctx.close());

const oilChange = {
  performedOn: '2024-04-12',
  odometer: 48_213,
  category: 'service',
  title: 'Oil and filter',
  parts: [{ description: 'Oil filter' }, { description: 'Engine oil', quantity: 5 }],
};

const logWork = (key: string, body: Record<string, unknown> = oilChange, who = owner) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/maintenance`,
    headers: { ...who.headers, 'idempotency-key': key },
    payload: body,
  });

const recordsTitled = async (title: string) =>
  (await ctx.db.selectFrom('maintenance_records').where('title', '=', title).select('id').execute())
    .length;

describe('Idempotency-Key', () => {
  it('stores a create sent twice once, and answers the replay with the first answer', async () => {
    const key = randomUUID();
    const body = { ...oilChange, title: 'Sent twice' };
    const first = await logWork(key, body);
    const second = await logWork(key, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await recordsTitled('Sent twice')).toBe(1);
  });

  it('stores two replays sent at once once', async () => {
    const key = randomUUID();
    const body = { ...oilChange, title: 'Sent at once' };
    const answers = await Promise.all([logWork(key, body), logWork(key, body), logWork(key, body)]);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await recordsTitled('Sent at once')).toBe(1);
    // Once the first is done, a late replay gets its answer.
    const late = await logWork(key, body);
    expect(late.statusCode).toBe(201);
    expect(late.json().data.id).toBe(created[0]?.json().data.id);
  });

  it('refuses the same key with another body (422 naming the header)', async () => {
    const key = randomUUID();
    expect((await logWork(key, { ...oilChange, title: 'First body' })).statusCode).toBe(201);
    const reused = await logWork(key, { ...oilChange, title: 'Second body' });
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().error.fields)).toEqual(['Idempotency-Key']);
    expect(await recordsTitled('Second body')).toBe(0);
  });

  it('refuses a malformed key (400 naming the header), for members and visitors', async () => {
    for (const key of ['short', 'x'.repeat(300), 'has spaces in it ok', '"unterminated']) {
      const answer = await logWork(key, { ...oilChange, title: 'Malformed key' });
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.json().error.fields)).toEqual(['Idempotency-Key']);
    }
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/submit',
      headers: { 'idempotency-key': 'bad key' },
      payload: { title: 'Hello', description: 'A visitor writes', contactEmail: 'v@example.test' },
    });
    expect(visitor.statusCode).toBe(400);
    expect(await recordsTitled('Malformed key')).toBe(0);
  });

  it('accepts the key quoted as a structured-field string, as the IETF draft writes it', async () => {
    const key = randomUUID();
    const body = { ...oilChange, title: 'Quoted key' };
    await logWork(`"${key}"`, body);
    const bare = await logWork(key, body);
    expect(bare.headers['idempotent-replayed']).toBe('true');
    expect(await recordsTitled('Quoted key')).toBe(1);
  });

  it("keeps each member's keys apart: another member's or an admin's same key is their own", async () => {
    const key = randomUUID();
    const body = { ...oilChange, title: 'Same key, two callers' };
    expect((await logWork(key, body)).statusCode).toBe(201);
    // The other member and the admin name the owner's car: not theirs, so 404, never the owner's answer.
    for (const caller of [other, admin]) {
      const answer = await logWork(key, body, caller);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await recordsTitled('Same key, two callers')).toBe(1);
  });

  it('a visitor may send a key; nothing is kept for a request without a member', async () => {
    const key = randomUUID();
    const payload = {
      title: 'Hello',
      description: 'A visitor writes twice',
      contactEmail: 'v@example.test',
    };
    for (let i = 0; i < 2; i++) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/feedback/submit',
        headers: { 'idempotency-key': key },
        payload,
      });
      expect(answer.statusCode).toBeLessThan(300);
    }
    expect(await ctx.db.selectFrom('idempotency_keys').where('key', '=', key).execute()).toEqual(
      [],
    );
  });

  it('replays an update once (PUT)', async () => {
    const created = await logWork(randomUUID(), { ...oilChange, title: 'To correct' });
    const id = created.json().data.id as string;
    const key = randomUUID();
    const put = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/maintenance/${id}`,
        headers: { ...owner.headers, 'idempotency-key': key },
        payload: { ...oilChange, title: 'Corrected' },
      });
    expect((await put()).statusCode).toBe(200);
    const before = await ctx.db
      .selectFrom('maintenance_records')
      .where('id', '=', id)
      .select('updated_at')
      .executeTakeFirstOrThrow();
    const replay = await put();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const after = await ctx.db
      .selectFrom('maintenance_records')
      .where('id', '=', id)
      .select('updated_at')
      .executeTakeFirstOrThrow();
    expect(after.updated_at).toEqual(before.updated_at);
  });

  it('stores a photo upload sent twice once', async () => {
    const key = randomUUID();
    const jpeg = await sharp({
      create: { width: 16, height: 12, channels: 3, background: '#2f4f3a' },
    })
      .jpeg()
      .toBuffer();
    const upload = () => {
      const form = multipart([
        { field: 'file', filename: 'barn.jpg', contentType: 'image/jpeg', content: jpeg },
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/vehicles/${vehicleId}/photos`,
        headers: { ...owner.headers, ...form.headers, 'idempotency-key': key },
        payload: form.payload,
      });
    };
    const first = await upload();
    const second = await upload();
    expect(first.statusCode).toBeLessThan(300);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const photos = await ctx.db
      .selectFrom('vehicle_photos')
      .where('vehicle_id', '=', vehicleId)
      .select('id')
      .execute();
    expect(photos).toHaveLength(1);
  });

  it('forgets a key after 24 hours: the same key then makes a new request', async () => {
    const key = randomUUID();
    const body = { ...oilChange, title: 'Long ago' };
    await logWork(key, body);
    await ctx.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', key)
      .execute();
    const again = await logWork(key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await recordsTitled('Long ago')).toBe(2);
  });
});
