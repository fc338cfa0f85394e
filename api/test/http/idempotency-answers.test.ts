import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, modernCar } from '../garage/garage-fixtures.js';

// What an Idempotency-Key keeps (src/http/idempotency.ts, docs/security.md T43): a replay gets the
// first answer whatever it holds (a share link's token, a PDF), and never runs the change again;
// what is kept is sealed, so a reader of the database does not get the token.

let ctx: TestContext;
let owner: TestUser;
let vehicleId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, owner, { ...modernCar, visibility: 'unlisted' })).id;
});
afterAll(() => ctx.close());

const keyed = (method: 'POST', url: string, key: string, payload: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...owner.headers, 'idempotency-key': key },
    payload,
  });

/** Every column of the key's rows as text (bytes as Latin-1, so no byte is lost). */
async function storedText(key: string): Promise<string> {
  const rows = await ctx.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key', '=', key)
    .execute();
  expect(rows).toHaveLength(1);
  return Object.values(rows[0] ?? {})
    .map((value) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : String(value),
    )
    .join('\n');
}

describe('Idempotency-Key answers', () => {
  it('makes one share link for two posts with one key, answers the replay with the same token, and keeps no token in clear', async () => {
    const key = randomUUID();
    const url = `/api/v1/vehicles/${vehicleId}/share-links`;
    const first = await keyed('POST', url, key, { label: 'For the club' });
    const second = await keyed('POST', url, key, { label: 'For the club' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const token = first.json().data.token as string;
    expect(second.json().data.token).toBe(token);
    expect(second.json().data.id).toBe(first.json().data.id);
    const links = await ctx.db
      .selectFrom('share_links')
      .where('vehicle_id', '=', vehicleId)
      .where('label', '=', 'For the club')
      .select('id')
      .execute();
    expect(links).toHaveLength(1);
    const stored = await storedText(key);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(Buffer.from(token).toString('base64'));
  });

  it("keeps a password change's new session token sealed, never in clear", async () => {
    const changer = await createUser(ctx);
    const key = randomUUID();
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/password',
      headers: { ...changer.headers, 'idempotency-key': key },
      payload: { currentPassword: changer.password, newPassword: 'a-new-long-magneto-1954' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token = changed.json().data.token as string;
    const stored = await storedText(key);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.split('.')[1]);
  });

  it('replays a dossier made with a key byte for byte, with its type and file name, and makes it once', async () => {
    const key = randomUUID();
    const url = `/api/v1/vehicles/${vehicleId}/dossiers`;
    const first = await keyed('POST', url, key, { paper: 'Letter' });
    expect(first.statusCode, first.body.slice(0, 200)).toBe(201);
    const second = await keyed('POST', url, key, { paper: 'Letter' });
    expect(second.statusCode, second.body.slice(0, 200)).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const header of ['content-type', 'content-disposition', 'x-dossier-id', 'x-dossier-code'])
      expect(second.headers[header], header).toBe(first.headers[header]);
    expect(second.headers['content-type']).toBe('application/pdf');
    expect(Number(second.headers['content-length'])).toBe(first.rawPayload.length);
    const dossiers = await ctx.db
      .selectFrom('dossiers')
      .where('vehicle_id', '=', vehicleId)
      .select('id')
      .execute();
    expect(dossiers).toHaveLength(1);
  });

  it('answers a replay whose answer was not kept with 422 naming the header, and does not make the change again', async () => {
    const key = randomUUID();
    const url = `/api/v1/vehicles/${vehicleId}/share-links`;
    expect((await keyed('POST', url, key, { label: 'Kept before sealing' })).statusCode).toBe(201);
    // As a row answered before answers were sealed is left by the migration.
    await ctx.db
      .updateTable('idempotency_keys')
      .set({ answer: null })
      .where('key', '=', key)
      .execute();
    const replay = await keyed('POST', url, key, { label: 'Kept before sealing' });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.fields).toEqual({
      'Idempotency-Key':
        'This change was already made, and its answer can no longer be shown. Reload to see it; send a new key only to make it again.',
    });
    const links = await ctx.db
      .selectFrom('share_links')
      .where('label', '=', 'Kept before sealing')
      .select('id')
      .execute();
    expect(links).toHaveLength(1);
  });
});
