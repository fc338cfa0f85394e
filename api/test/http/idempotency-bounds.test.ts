import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle } from '../garage/garage-fixtures.js';

// What the Idempotency-Key rows may take (src/http/idempotency.ts, docs/security.md T43): a bounded
// number per member, refusals included, no path of any length, and expired rows all go.

const KEYS_PER_MEMBER = 1_000;

let ctx: TestContext;
let member: TestUser;
let stranger: TestUser;
let vehicleId: string;
let strangersVehicleId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  member = await createUser(ctx);
  stranger = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, member)).id;
  strangersVehicleId = (await createVehicle(ctx, stranger)).id;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const logWork = (key: string, url = `/api/v1/vehicles/${vehicleId}/maintenance`) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...member.headers, 'idempotency-key': key },
    payload: { performedOn: '2024-04-12', category: 'service', title: `Work ${key}` },
  });

/**
 * Copies the row of `seed` `count` times (keys `<prefix>-1` … `<prefix>-count`, the higher the
 * older), whatever the table's columns: what a member's busy months of writes would leave.
 */
async function cloneRow(seed: string, prefix: string, count: number, expired = false) {
  await sql`insert into idempotency_keys
    select (jsonb_populate_record(null::idempotency_keys, to_jsonb(seed) || jsonb_build_object(
      'key', ${prefix} || '-' || n,
      'locked_at', now() - make_interval(secs => n),
      'expires_at', case when ${expired} then now() - interval '1 hour' else seed.expires_at end
    ))).*
    from idempotency_keys seed, generate_series(1, ${count}) n
    where seed.key = ${seed}`.execute(ctx.db);
}

const rowsOf = (userId: string) =>
  ctx.db.selectFrom('idempotency_keys').where('user_id', '=', userId).select('key').execute();

describe('Idempotency-Key storage', () => {
  it('keeps at most the bound per member, refusals included: past it the oldest goes and writes go on', async () => {
    // A refusal (someone else's car: 404) is kept as an answer too, and counts.
    const seed = randomUUID();
    expect(
      (await logWork(seed, `/api/v1/vehicles/${strangersVehicleId}/maintenance`)).statusCode,
    ).toBe(404);
    await cloneRow(seed, 'busy', KEYS_PER_MEMBER);
    const key = randomUUID();
    const answer = await logWork(key);
    expect(answer.statusCode).toBe(201);
    const keys = (await rowsOf(member.user.id)).map((row) => row.key);
    expect(keys.length).toBeLessThanOrEqual(KEYS_PER_MEMBER);
    expect(keys).toContain(key);
    expect(keys).not.toContain(`busy-${KEYS_PER_MEMBER}`);
    const replay = await logWork(key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(answer.json().data.id);
  });

  it('does not store an overlong address as sent', async () => {
    const key = randomUUID();
    const url = `/api/v1/vehicles/${vehicleId}/maintenance?note=${'x'.repeat(8_000)}`;
    expect((await logWork(key, url)).statusCode).toBe(201);
    const row = await ctx.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    for (const [column, value] of Object.entries(row))
      if (typeof value === 'string') expect(value.length, column).toBeLessThanOrEqual(200);
    expect((await logWork(key, url)).headers['idempotent-replayed']).toBe('true');
  });

  it('sweeps every expired row, more than one batch, in one pass', async () => {
    const seed = randomUUID();
    expect((await logWork(seed)).statusCode).toBe(201);
    await cloneRow(seed, 'stale', 2_500, true);
    // The sweep runs with a write, at most once a minute per process.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await logWork(randomUUID())).statusCode).toBe(201);
    const { count } = await ctx.db
      .selectFrom('idempotency_keys')
      .where('expires_at', '<=', sql<Date>`now()`)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });
});
