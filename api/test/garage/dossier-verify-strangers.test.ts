import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, preWarCar } from './garage-fixtures.js';

// What a stranger holding (or guessing) a dossier's code can make of /verify (docs/security.md,
// T42): one code has one address and one kept answer however it is written, a client is limited,
// and a buyer reads each keeper's period and how they came to the car, never who they were.

const LIMIT = 30;

let ctx: TestContext;
let owner: TestUser;
let formerKeeper: TestUser;
let carId: string;
let code: string;
let lastAddress = 0;
/** A client of its own, so that each test counts its own requests. */
const newClient = () => `203.0.113.${(lastAddress += 1)}`;

const get = (url: string, client: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: client, headers });
const verifyJson = (typed: string, client: string) => get(`/api/v1/verify/${typed}`, client);
const verifyPage = (typed: string, client: string) =>
  get(`/api/v1/pages/verify/${typed}`, client, { 'accept-language': 'en-US' });

beforeAll(async () => {
  ctx = await createTestApp({
    rateLimits: { verifyPerAddress: { max: LIMIT, windowMs: 10 * 60 * 1000 } },
  });
  owner = await createUser(ctx);
  formerKeeper = await createUser(ctx, { username: 'brooklands_bertie' });
  carId = (await createVehicle(ctx, owner, preWarCar)).id;
  const periods = [
    {
      ownerName: 'Captain Woolf Barnato',
      fromDate: '1926-06-01',
      toDate: '1931-03-12',
      acquisition: 'new',
    },
    {
      memberUsername: formerKeeper.user.username,
      fromDate: '1990-05-01',
      toDate: '2004-09-30',
      acquisition: 'auction',
    },
    { memberUsername: owner.user.username, fromDate: '2004-10-01' },
  ];
  for (const period of periods) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${carId}/ownership`,
      headers: owner.headers,
      payload: period,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const made = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${carId}/dossiers`,
    headers: owner.headers,
    payload: {},
  });
  expect(made.statusCode).toBe(201);
  code = String(made.headers['x-dossier-code']);
}, 60_000);
afterAll(() => ctx.close());

/** The ways one code can be typed: lower case, grouped, a hyphen or a space anywhere. */
const spellingsOf = (canonical: string) => [
  canonical.toLowerCase(),
  canonical.match(/.{4}/g)!.join('-'),
  canonical.match(/.{4}/g)!.join('%20'),
  ...Array.from(
    { length: canonical.length - 1 },
    (_, at) => `${canonical.slice(0, at + 1)}-${canonical.slice(at + 1)}`,
  ),
];

describe('one code, one address', () => {
  it('sends every other spelling of a code to its canonical page, keeping one copy', async () => {
    const client = newClient();
    const canonical = await verifyPage(code, client);
    expect(canonical.statusCode).toBe(200);
    for (const typed of spellingsOf(code)) {
      const res = await verifyPage(typed, client);
      expect({ typed, status: res.statusCode, location: res.headers.location }).toEqual({
        typed,
        status: 301,
        location: `/verify/${code}`,
      });
      expect(res.body).toBe('');
    }
  });

  it('answers every spelling of a code with the one kept answer, not one of its own', async () => {
    const client = newClient();
    const canonical = await verifyJson(code, client);
    expect(canonical.statusCode).toBe(200);
    expect(canonical.json().data).toMatchObject({ code, state: 'valid' });
    // Changed behind the API's back (no write through it clears the kept answers): an answer built
    // again would say so, the kept one does not yet.
    await ctx.db
      .updateTable('vehicles')
      .set({ current_colour: 'Racing green' })
      .where('id', '=', carId)
      .execute();
    expect((await verifyJson(code, client)).body).toBe(canonical.body);
    for (const typed of spellingsOf(code)) {
      const res = await verifyJson(typed, client);
      expect({ typed, status: res.statusCode, body: res.body }).toEqual({
        typed,
        status: 200,
        body: canonical.body,
      });
    }
  });
});

describe('a client verifying too often', () => {
  it('is answered 429 with Retry-After past its limit, page and JSON counted together', async () => {
    const client = newClient();
    const answers: LightMyRequestResponse[] = [];
    for (let index = 0; index < LIMIT; index += 1)
      answers.push(await (index % 2 ? verifyPage : verifyJson)(code, client));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(LIMIT).fill(200));

    const json = await verifyJson(code, client);
    expect(json.statusCode).toBe(429);
    expect(Number(json.headers['retry-after'])).toBeGreaterThan(0);
    expect(json.json().error.message).toBe('Too many attempts. Please try again later.');

    const page = await verifyPage(code, client);
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Too many verifications from your connection');

    // Another client is not held up by this one.
    expect((await verifyJson(code, newClient())).statusCode).toBe(200);
  });
});

describe('the keepers', () => {
  const NAMES = ['brooklands_bertie', 'Captain Woolf Barnato'];

  it('shows each keeper’s period and how they came to the car, never who', async () => {
    const client = newClient();
    const json = await verifyJson(code, client);
    expect(json.statusCode).toBe(200);
    const names = [...NAMES, owner.user.username];
    for (const name of names) expect(json.body).not.toContain(name);
    const keepers = json
      .json()
      .data.entries.filter((entry: { kind: string }) => entry.kind === 'ownership')
      .map(({ title, date, until }: { title: string; date: string; until: string | null }) => ({
        title,
        date,
        until,
      }));
    expect(keepers).toEqual([
      { title: 'Bought new', date: '1926-06-01', until: '1931-03-12' },
      { title: 'At auction', date: '1990-05-01', until: '2004-09-30' },
      { title: 'Acquisition not recorded', date: '2004-10-01', until: null },
    ]);

    const page = await verifyPage(code, client);
    expect(page.statusCode).toBe(200);
    for (const name of names) expect(page.body).not.toContain(name);
    expect(page.body).toMatch(
      /Keeper: Bought new<\/td>\s*<td><span class="vg-verify-label">Date<\/span>Jun 1, 1926 – Mar 12, 1931<\/td>/,
    );
    expect(page.body).toMatch(
      /Keeper: At auction<\/td>\s*<td><span class="vg-verify-label">Date<\/span>May 1, 1990 – Sep 30, 2004<\/td>/,
    );
  });

  it('names no keeper for a dossier that stored their names when it was made', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${carId}/dossiers`,
      headers: owner.headers,
      payload: {},
    });
    const older = String(made.headers['x-dossier-code']);
    // As dossiers were stored before: each period titled by its keeper, no acquisition.
    const row = await ctx.db
      .selectFrom('dossiers')
      .select(['id', 'entries'])
      .where('code', '=', older)
      .executeTakeFirstOrThrow();
    const entries = row.entries.map(({ kind, id, title, date, hash, enteredAt, updatedAt }) => ({
      kind,
      id,
      title: kind === 'ownership' ? `@${formerKeeper.user.username}` : title,
      date,
      hash,
      enteredAt,
      updatedAt,
    }));
    await ctx.db
      .updateTable('dossiers')
      .set({ entries: JSON.stringify(entries) })
      .where('id', '=', row.id)
      .execute();

    const client = newClient();
    const json = await verifyJson(older, client);
    expect(json.statusCode).toBe(200);
    expect(json.body).not.toContain(formerKeeper.user.username);
    const titles = json
      .json()
      .data.entries.filter((entry: { kind: string }) => entry.kind === 'ownership')
      .map((entry: { title: string }) => entry.title);
    expect(titles).toEqual(Array(3).fill('Acquisition not recorded'));
    const page = await verifyPage(older, client);
    expect(page.body).not.toContain(formerKeeper.user.username);
  });
});
