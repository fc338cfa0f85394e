import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, modernCar, preWarCar } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// A member's own pages as HTML (docs/adr/0020), the dashboard and the garage: rendered from the
// session in the page session cookie for that member only; anyone else gets the app's plain shell,
// and no cache keeps either.

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Vintage Garage</title>' +
  '<script defer="defer" src="/main.0123456789.js"></script></head>' +
  '<body><div id="root"><div><h1>Prerendered landing</h1></div></div></body></html>';

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let admin: TestUser;
let mazda: { id: string };

/** The page as a browser gets it for `address` with `cookie`, the source's spacing taken out. */
async function memberPage(address: string, cookie?: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/pages${address}`,
    headers: { ...(cookie === undefined ? {} : { cookie }), ...headers },
  });
  return Object.assign(res, {
    body: res.body.replace(/>\s+/g, '>').replace(/\s+</g, '<'),
  });
}

const dashboard = (cookie?: string, headers: Record<string, string> = {}) =>
  memberPage('/dashboard', cookie, headers);

const session = (user: TestUser) => `theme=dark; vg_page_session=${user.token}`;

/** The tabs of a member's bottom navigation in `body`, each with whether it is marked current. */
function bottomTabs(body: string) {
  const nav = /<nav class="vg-ssr-bottom-nav" aria-label="Mobile navigation">(.*?)<\/nav>/s.exec(
    body,
  );
  expect(nav, 'the bottom navigation').not.toBeNull();
  return [
    ...nav![1]!.matchAll(
      /<a href="([^"]+)"\s*(aria-current="page")?\s*>.*?<span>([^<]+)<\/span>/gs,
    ),
  ].map(([, to, current, label]) => `${label} ${to}${current ? ' (current)' : ''}`);
}

/** The app's plain shell: the script, no rendered content, no member's anything. */
function expectPlainShell(res: Awaited<ReturnType<typeof memberPage>>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('<script defer="defer" src="/main.0123456789.js"></script>');
  expect(res.body).toContain('<div id="root"></div>');
  expect(res.body).not.toContain('data-vg-ssr');
  expect(res.body).not.toContain('Prerendered landing');
  for (const user of [owner, member, admin]) expect(res.body).not.toContain(user.user.username);
}

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vg-shell-'));
  await writeFile(path.join(dir, 'index.html'), SHELL);
  ctx = await createTestApp({ env: { HOST_SHELL: path.join(dir, 'index.html') } });
  owner = await createUser(ctx);
  // A keeper of some standing: joined a month ago.
  await ctx.db
    .updateTable('users')
    .set({ created_at: sql`now() - interval '30 days'` })
    .where('id', '=', owner.user.id)
    .execute();
  member = await createUser(ctx);
  admin = await createAdmin(ctx);
  const car = await createVehicle(ctx, owner, {
    ...modernCar,
    visibility: 'public',
    registration: 'MX 89 LTD',
    story: 'Bought new in Hiroshima.',
  });
  mazda = car;
  await createVehicle(ctx, owner, preWarCar);
  const record = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${car.id}/maintenance`,
    headers: owner.headers,
    payload: {
      title: 'Gearbox oil changed',
      category: 'service',
      performedOn: `${new Date().getUTCFullYear()}-01-15`,
      labourCost: 240,
      currency: 'GBP',
    },
  });
  expect(record.statusCode).toBe(201);
});

afterAll(() => ctx.close());

describe('GET /pages/dashboard', () => {
  it("a visitor (no cookie) gets the app's plain shell, which no cache keeps", async () => {
    const res = await dashboard();
    expectPlainShell(res);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('the owner gets their dashboard rendered: greeting, cars, latest records and spending', async () => {
    const res = await dashboard(session(owner));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Marked as this member's: the app shows it only while they are the one signed in.
    expect(res.body).toContain(
      `<div data-vg-ssr="garage/dashboard-page" data-vg-member="${owner.user.id}">`,
    );
    expect(res.body).toContain('<h1>Dashboard</h1>');
    expect(res.body).toContain(`Welcome back, ${owner.user.username}`);
    expect(res.body).toContain('aria-label="Your vehicles"');
    expect(res.body).toContain('>1989 Mazda MX-5</a>');
    expect(res.body).toContain('>1926 Bentley 3 Litre</a>');
    expect(res.body).toContain('Gearbox oil changed');
    expect(res.body).toMatch(/Spending in \d{4}/);
    expect(res.body).toContain('£240.00');
    // The member's top bar, not a visitor's.
    expect(res.body).toContain('<a href="/vehicles">Vehicles</a>');
    expect(res.body).not.toContain('href="/sign-in"');
    expect(res.body).not.toContain('Prerendered landing');
    // And the bottom navigation a phone shows (docs/product.md#navigation), Home marked.
    expect(bottomTabs(res.body)).toEqual([
      'Home /dashboard (current)',
      'Vehicles /vehicles',
      'Community /community',
      'Activity /notifications',
      'Profile /profile',
    ]);
  });

  it("a member with an empty garage gets the first steps, and never another member's cars", async () => {
    const res = await dashboard(session(member));
    expect(res.body).toContain(`Welcome, ${member.user.username}`);
    expect(res.body).toContain('Start your garage');
    expect(res.body).not.toContain('Mazda');
    expect(res.body).not.toContain('Gearbox oil changed');
    expect(res.body).not.toContain(owner.user.username);
  });

  it('a member who joined today is welcomed, not welcomed back, once they have added a car', async () => {
    const newcomer = await createUser(ctx);
    await createVehicle(ctx, newcomer, preWarCar);
    const res = await dashboard(session(newcomer));
    expect(res.body).toContain(`Welcome, ${newcomer.user.username}`);
    expect(res.body).not.toContain('Welcome back');
    expect(res.body).toContain('>1926 Bentley 3 Litre</a>');
  });

  it('an admin gets their own dashboard, not the garage of anyone else', async () => {
    const res = await dashboard(session(admin));
    expect(res.body).toContain(`Welcome, ${admin.user.username}`);
    expect(res.body).not.toContain('Mazda');
  });

  it('a bearer header alone renders nothing: the page reads the cookie only', async () => {
    expectPlainShell(await dashboard(undefined, owner.headers));
  });

  it('a token not accepted (made up, signed out, suspended member) gets the plain shell', async () => {
    expectPlainShell(await dashboard('vg_page_session=not.a.token'));
    const signedOut = await createUser(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: signedOut.headers,
    });
    expectPlainShell(await dashboard(session(signedOut)));
    const suspended = await createUser(ctx, { suspended: 'Paused.' });
    const res = await dashboard(session(suspended));
    expectPlainShell(res);
    expect(res.body).not.toContain(suspended.user.username);
  });

  it('writes its dates and sums in the reader’s language', async () => {
    const res = await dashboard(session(owner), { 'accept-language': 'de-DE' });
    expect(res.body).toMatch(/240,00\s£/);
  });
});

describe('GET /pages/vehicles', () => {
  it("a visitor gets the app's plain shell, which no cache keeps", async () => {
    const res = await memberPage('/vehicles');
    expectPlainShell(res);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('the owner gets their garage: the header, the filter bar and a card per car', async () => {
    const res = await memberPage('/vehicles', session(owner));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(
      `<div data-vg-ssr="garage/vehicles-page" data-vg-member="${owner.user.id}">`,
    );
    expect(res.body).toContain('<h1>Vehicles</h1>');
    expect(res.body).toContain('Every vehicle in your garage, with its whole life.');
    expect(res.body).toContain('role="search" aria-label="Filter vehicles"');
    for (const name of ['q', 'status', 'condition', 'visibility', 'sort'])
      expect(res.body).toContain(`name="${name}"`);
    expect(res.body).toContain('aria-label="Vehicles"');
    // Newest first, as the screen opens.
    expect(res.body.indexOf('>1926 Bentley 3 Litre</a>')).toBeLessThan(
      res.body.indexOf('>1989 Mazda MX-5</a>'),
    );
  });

  it("a member with no car gets the empty garage, and never another member's cars", async () => {
    const res = await memberPage('/vehicles', session(member));
    expect(res.body).toContain('Your garage is empty');
    expect(res.body).not.toContain('Mazda');
    const mine = await memberPage('/vehicles', session(admin));
    expect(mine.body).toContain(`data-vg-member="${admin.user.id}"`);
    expect(mine.body).not.toContain('Mazda');
  });

  it("an address with a question (the add form's ?add=1) is the app's: the plain shell", async () => {
    expectPlainShell(await memberPage('/vehicles?add=1', session(owner)));
  });

  it('a bearer header alone, or a token not accepted, renders nothing', async () => {
    expectPlainShell(await memberPage('/vehicles', undefined, owner.headers));
    expectPlainShell(await memberPage('/vehicles', 'vg_page_session=forged.token.value'));
  });
});

describe('GET /pages/vehicles/:id', () => {
  it('the owner gets their car: name, badges, Edit, the tabs and the particulars, private ones too', async () => {
    const res = await memberPage(`/vehicles/${mazda.id}`, session(owner));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(
      `<div data-vg-ssr="garage/vehicle-detail-page" data-vg-member="${owner.user.id}">`,
    );
    expect(res.body).toContain('<h1>1989 Mazda MX-5</h1>');
    expect(res.body).toContain(`href="/vehicles/${mazda.id}?edit=1">Edit</a>`);
    expect(res.body).toContain('role="tablist" aria-label="1989 Mazda MX-5 logbook"');
    expect(res.body).toContain(`href="/vehicles/${mazda.id}?tab=maintenance"`);
    expect(res.body).toContain('<dt>Registration</dt><dd>MX 89 LTD</dd>');
    expect(res.body).toContain('<dt>Purchase price (private)</dt><dd>£12,500.00</dd>');
    expect(res.body).toContain('Bought new in Hiroshima.');
    expect(bottomTabs(res.body)).toContain('Vehicles /vehicles (current)');
    expect(bottomTabs(res.body).filter((tab) => tab.endsWith('(current)'))).toHaveLength(1);
  });

  it('another member, an admin and a visitor get the plain shell: nothing of the car', async () => {
    for (const cookie of [session(member), session(admin), undefined]) {
      const res = await memberPage(`/vehicles/${mazda.id}`, cookie);
      expectPlainShell(res);
      for (const secret of ['Mazda', 'MX 89 LTD', 'Hiroshima', '12,500'])
        expect(res.body).not.toContain(secret);
    }
  });

  it('an id of no car, text that is no id, and an address with a question get the plain shell', async () => {
    for (const address of [
      `/vehicles/${randomUUID()}`,
      '/vehicles/not-an-id',
      `/vehicles/${mazda.id}?tab=photos`,
      `/vehicles/${mazda.id}?edit=1`,
    ])
      expectPlainShell(await memberPage(address, session(owner)));
  });
});
