import { randomBytes, randomUUID } from 'node:crypto';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailTokenPurpose } from '../../src/db/schema.js';
import { createEmailToken } from '../../src/security/email-tokens.js';
import { createVehicle, modernCar, multipart, preWarCar } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users.js';
import {
  accessTableGaps,
  entriesWithoutOperation,
  EXPECTED_ACCESS,
  operationsOf,
  operationsWithoutEntry,
  type Access,
  type DocumentPaths,
} from './expected-access.js';

// Every operation of the OpenAPI document, sent as a visitor, the owner of the objects in its path,
// another member and an admin, with its path filled from the owner's private objects and a body it
// accepts. What each caller must get follows from the operation's entry in expected-access.ts.
// docs/security.md, T10/T11.

type Caller = 'visitor' | 'owner' | 'another member' | 'admin';
const CALLERS: readonly Caller[] = ['visitor', 'owner', 'another member', 'admin'];

/** What a caller must get: refused for want of a token, refused as not allowed, the object hidden, or served. */
type Outcome = 'unauthenticated' | 'forbidden' | 'hidden' | 'allowed';

function expectedOutcome(access: Access, caller: Caller): Outcome {
  switch (access) {
    case 'anyone':
    case 'development':
      return 'allowed';
    case 'public':
      // Filled with private or revoked objects, a public page shows them to nobody, their owner included.
      return 'hidden';
    case 'public-member':
      return caller === 'visitor' ? 'unauthenticated' : 'hidden';
    case 'operator':
      // The metrics token is not a member's: no caller of the four holds it.
      return 'unauthenticated';
    case 'member':
      return caller === 'visitor' ? 'unauthenticated' : 'allowed';
    case 'owner':
      if (caller === 'visitor') return 'unauthenticated';
      return caller === 'owner' ? 'allowed' : 'hidden';
    case 'admin':
      if (caller === 'visitor') return 'unauthenticated';
      return caller === 'admin' ? 'allowed' : 'forbidden';
  }
}

/** What fills the path of a request (and, for a photo's file, its query). */
interface PathValues {
  vehicle: string;
  maintenance: string;
  modification: string;
  reminder: string;
  ownership: string;
  shareLink: string;
  photo: string;
  notification: string;
  feedback: string;
  avatar: string;
  /** Another of the owner's sessions, not the one the owner's requests use. */
  signIn: string;
  /** A member an admin may suspend without spoiling the owner's cases. */
  member: string;
  /** A public vehicle of the owner's, in the showcase. */
  showcased: string;
  /** Another showcased public car of the owner's, whose entry no case removes: its comment thread. */
  showcaseThread: string;
  /** The owner's comment on their public car. */
  comment: string;
  /** Another member's report of that comment. */
  report: string;
  identifier: string;
  shareToken: string;
  username: string;
  /** size, expires and sig of a photo's file address. */
  photoQuery: string;
}

// A parameter's name alone is ambiguous ({id} is a dozen kinds of object), so each is named with the
// path segment before it: /maintenance/{id} is a maintenance record, /admin/users/{id} a member.
const PARAMETER_VALUES: Record<string, Exclude<keyof PathValues, 'photoQuery'>> = {
  'vehicles/{id}': 'vehicle',
  'vehicles/{vehicleId}': 'vehicle',
  'maintenance/{id}': 'maintenance',
  'modifications/{id}': 'modification',
  'reminders/{id}': 'reminder',
  'ownership/{id}': 'ownership',
  'share-links/{id}': 'shareLink',
  'photos/{id}': 'photo',
  'notifications/{id}': 'notification',
  'feedback/{id}': 'feedback',
  'avatars/{id}': 'avatar',
  'sign-ins/{id}': 'signIn',
  'users/{id}': 'member',
  'users/{username}': 'username',
  'showcase/{vehicleId}': 'showcased',
  'showcase/{id}': 'showcaseThread',
  'comments/{id}': 'comment',
  'reports/{id}': 'report',
  'by-identifier/{key}': 'identifier',
  'by-token/{token}': 'shareToken',
  'public/{vin}': 'identifier',
  'vehicle/{token}': 'shareToken',
  'user/{username}': 'username',
};

function fillPath(path: string, values: PathValues): string {
  return path.replace(/([^/]*)\/\{(\w+)\}/g, (_match, segment: string, parameter: string) => {
    const key = PARAMETER_VALUES[`${segment}/{${parameter}}`];
    if (!key)
      throw new Error(
        `Cannot fill {${parameter}} in ${path}: add '${segment}/{${parameter}}' to PARAMETER_VALUES and create such an object for the owner`,
      );
    return `${segment}/${encodeURIComponent(values[key])}`;
  });
}

const HOUR = 60 * 60 * 1000;
const randomToken = () => randomBytes(32).toString('base64url');
/** A well-formed photo address whose signature the API never made. */
const forgedPhotoQuery = () => `size=display&expires=${Date.now() + HOUR}&sig=${randomToken()}`;

/** The same kinds of value, naming nothing that exists: what a hidden object must look like. */
function madeUp(real: PathValues): PathValues {
  const ids = Object.fromEntries(Object.keys(real).map((key) => [key, randomUUID()]));
  return {
    ...(ids as unknown as PathValues),
    identifier: 'NOSUCH 0000',
    shareToken: randomToken(),
    username: `nobody_${randomUUID().slice(0, 8)}`,
    photoQuery: forgedPhotoQuery(),
  };
}

/** What none of the owner's private data may show up in, for anyone else. */
const PRIVATE_STORY = `Private story ${randomUUID()}`;
const PRIVATE_MODEL = 'Hushmobile';
const NEW_PASSWORD = 'another-vintage-magneto-1931';
const MAINTENANCE = { performedOn: '2024-05-01', category: 'service', title: 'Valve clearances' };
const MODIFICATION = { title: 'Electronic ignition', system: 'ignition' };

let ctx: TestContext;
let metricsToken: string;
let owner: TestUser;
let anotherMember: TestUser;
let admin: TestUser;
let image: Buffer;
/** The owner's private objects (and a revoked share token, a forged photo signature). */
let privateValues: PathValues;
/** The owner's public objects: a public car, a live share token, an approved photo's address. */
let publicValues: PathValues;
let documentPaths: DocumentPaths;

interface RequestParts {
  payload?: object | Buffer;
  headers?: Record<string, string>;
  query?: string;
}

interface RequestContext {
  /** The caller, or for a visitor a fresh member: whose account a body names. */
  account: () => Promise<TestUser>;
  values: PathValues;
}

const json = (payload: object): RequestParts => ({ payload });
const unique = () => randomUUID().slice(0, 8);
const upload = (field: string): RequestParts =>
  multipart([{ field, filename: 'car.jpg', contentType: 'image/jpeg', content: image }]);

async function emailToken(account: TestUser, purpose: EmailTokenPurpose): Promise<string> {
  const { id, email } = account.user;
  return createEmailToken(ctx.db, { userId: id, purpose, email });
}

/**
 * A body (and query) each operation accepts, so that a refusal comes from the authorization check and
 * not from validation. Operations not named here get an empty JSON object (POST, PUT, PATCH) or nothing.
 */
const REQUESTS: Record<string, (context: RequestContext) => RequestParts | Promise<RequestParts>> =
  {
    'POST /api/v1/auth/register': () =>
      json({
        email: `new_${unique()}@example.test`,
        username: `new_${unique()}`,
        password: NEW_PASSWORD,
      }),
    'POST /api/v1/auth/login': async ({ account }) =>
      json({ identifier: (await account()).user.email, password: DEFAULT_PASSWORD }),
    'POST /api/v1/auth/email/confirm': async ({ account }) =>
      json({ token: await emailToken(await account(), 'verify_email') }),
    'POST /api/v1/auth/reset/request': async ({ account }) =>
      json({ email: (await account()).user.email }),
    'POST /api/v1/auth/reset/confirm': async ({ account }) =>
      json({ token: await emailToken(await account(), 'reset_password'), password: NEW_PASSWORD }),
    'POST /api/v1/auth/consent': async ({ account }) =>
      json({
        username: (await account()).user.username,
        acceptedTerms: true,
        acceptedPrivacy: true,
      }),
    'PATCH /api/v1/profile/': () => json({ displayName: 'A keeper' }),
    'DELETE /api/v1/profile/': async ({ account }) =>
      json({ confirmUsername: (await account()).user.username }),
    'POST /api/v1/profile/avatar': () => upload('avatar'),
    'POST /api/v1/profile/email': () =>
      json({ email: `moved_${unique()}@example.test`, password: DEFAULT_PASSWORD }),
    'POST /api/v1/profile/password': () =>
      json({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }),
    'POST /api/v1/feedback/submit': () =>
      // A visitor must leave an address to be answered at.
      json({
        title: 'A word',
        description: 'The garage pages are lovely.',
        contactEmail: 'reader@example.test',
      }),
    'POST /api/v1/admin/users/{id}/suspend': () => json({ message: 'Spam.' }),
    'PATCH /api/v1/admin/feedback/{id}': () => json({ status: 'read' }),
    'POST /api/v1/admin/showcase': ({ values }) => json({ vehicleId: values.showcased }),
    'POST /api/v1/admin/photos/{id}/reject': () => json({ reason: 'Out of focus' }),
    'POST /api/v1/vehicles': () => json({ ...preWarCar, model: 'Speed Six' }),
    'PATCH /api/v1/vehicles/{id}': () => json({ currentColour: 'Racing green' }),
    'POST /api/v1/vehicles/{vehicleId}/maintenance': () => json(MAINTENANCE),
    'PUT /api/v1/maintenance/{id}': () => json(MAINTENANCE),
    'POST /api/v1/reminders/{id}/complete': () => json(MAINTENANCE),
    'POST /api/v1/vehicles/{vehicleId}/modifications': () => json(MODIFICATION),
    'PUT /api/v1/modifications/{id}': () => json(MODIFICATION),
    'POST /api/v1/vehicles/{vehicleId}/reminders': () =>
      json({ title: 'Grease the chassis', dueOn: '2999-01-01' }),
    'POST /api/v1/vehicles/{vehicleId}/ownership': () => json({ ownerName: 'Second keeper' }),
    'PUT /api/v1/ownership/{id}': () => json({ ownerName: 'Second keeper' }),
    'POST /api/v1/vehicles/{vehicleId}/photos': () => upload('file'),
    'PATCH /api/v1/photos/{id}': () => json({ caption: 'Nearside' }),
    'GET /api/v1/photos/{id}/file': ({ values }) => ({ query: values.photoQuery }),
    'POST /api/v1/public/vehicles/{id}/comments': () => json({ body: 'A fine car.' }),
    'POST /api/v1/showcase/{id}/comments': () => json({ body: 'A fine car.' }),
    'PATCH /api/v1/comments/{id}': () => json({ body: 'A fine car, edited.' }),
    'POST /api/v1/comments/{id}/report': () => json({ reason: 'spam' }),
    'POST /api/v1/public/vehicles/{id}/report': () => json({ reason: 'misleading' }),
  };

const splitOperation = (operation: string) => {
  const [method = '', path = ''] = operation.split(' ');
  return { method, path };
};

async function requestFor(
  operation: string,
  user: TestUser | undefined,
  values: PathValues,
): Promise<RequestParts> {
  const build = REQUESTS[operation];
  if (build) return build({ account: async () => user ?? (await createUser(ctx)), values });
  return ['POST', 'PUT', 'PATCH'].includes(splitOperation(operation).method) ? json({}) : {};
}

async function send(
  user: TestUser | undefined,
  method: string,
  path: string,
  parts: RequestParts = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: method as HTTPMethods,
    url: parts.query ? `${path}?${parts.query}` : path,
    headers: { ...user?.headers, ...parts.headers },
    ...(parts.payload !== undefined && { payload: parts.payload }),
  });
}

/** The id of what a POST created, failing the setup loudly otherwise. */
async function created(user: TestUser, path: string, parts: RequestParts): Promise<string> {
  const res = await send(user, 'POST', path, parts);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  const { data } = res.json() as { data: { id: string } | { id: string }[] };
  return Array.isArray(data) ? data[0]!.id : data.id;
}

async function signInAgain(user: TestUser): Promise<string> {
  await send(undefined, 'POST', '/api/v1/auth/login', {
    payload: { identifier: user.user.email, password: DEFAULT_PASSWORD },
  });
  const newest = await ctx.db
    .selectFrom('auth_tokens')
    .select('id')
    .where('user_id', '=', user.user.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return newest.id;
}

/** An approved photo's file address, as the public page hands it out. */
async function approvedPhotoQuery(vehicleId: string, photoId: string): Promise<string> {
  const approved = await send(admin, 'POST', `/api/v1/admin/photos/${photoId}/approve`);
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  const page = await send(undefined, 'GET', `/api/v1/public/vehicles/${vehicleId}`);
  const { photos } = (page.json() as { data: { photos: { displayUrl: string }[] } }).data;
  const query = photos[0]?.displayUrl.split('?')[1];
  if (!query) throw new Error(`no approved photo on the public page: ${page.body}`);
  return query;
}

/** A share link of the public car; the answer carries its token, once. */
async function shareLinkOf(vehicleId: string): Promise<{ id: string; token: string }> {
  const res = await send(owner, 'POST', `/api/v1/vehicles/${vehicleId}/share-links`, json({}));
  return (res.json() as { data: { id: string; token: string } }).data;
}

async function createOwnersObjects(): Promise<{
  privateValues: PathValues;
  publicValues: PathValues;
}> {
  const privateCar = await createVehicle(ctx, owner, {
    ...preWarCar,
    model: PRIVATE_MODEL,
    story: PRIVATE_STORY,
  });
  const publicCar = await createVehicle(ctx, owner, { ...modernCar, visibility: 'public' });
  const car = `/api/v1/vehicles/${privateCar.id}`;
  const maintenance = await created(owner, `${car}/maintenance`, json(MAINTENANCE));
  const modification = await created(owner, `${car}/modifications`, json(MODIFICATION));
  const reminder = await created(
    owner,
    `${car}/reminders`,
    json({ title: 'Grease the chassis', dueOn: '2999-01-01' }),
  );
  const ownership = await created(owner, `${car}/ownership`, json({ ownerName: 'First keeper' }));
  const photo = await created(owner, `${car}/photos`, upload('file'));
  const publicPhoto = await created(
    owner,
    `/api/v1/vehicles/${publicCar.id}/photos`,
    upload('file'),
  );
  await created(admin, '/api/v1/admin/showcase', json({ vehicleId: publicCar.id }));
  const threadCar = await createVehicle(ctx, owner, {
    ...preWarCar,
    identifier: 'THREAD 1',
    visibility: 'public',
  });
  await created(admin, '/api/v1/admin/showcase', json({ vehicleId: threadCar.id }));
  const comment = await created(
    owner,
    `/api/v1/public/vehicles/${publicCar.id}/comments`,
    json({ body: 'Bought new by my grandfather.' }),
  );
  const report = await send(anotherMember, 'POST', `/api/v1/comments/${comment}/report`, {
    payload: { reason: 'other' },
  });
  if (report.statusCode !== 200) throw new Error(`report: ${report.statusCode} ${report.body}`);

  const shareLink = await shareLinkOf(publicCar.id);
  const liveLink = await shareLinkOf(publicCar.id);
  const revokedLink = await shareLinkOf(publicCar.id);
  await send(owner, 'POST', `/api/v1/share-links/${revokedLink.id}/revoke`);

  // Notifications are written by the server's own events; one inserted here carries private text.
  const notification = await ctx.db
    .insertInto('notifications')
    .values({ user_id: owner.user.id, kind: 'photo-approved', title: PRIVATE_STORY, link: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await send(owner, 'POST', '/api/v1/feedback/submit', {
    payload: { title: 'A private word', description: PRIVATE_STORY },
  });
  const feedback = await ctx.db
    .selectFrom('feedback')
    .select('id')
    .where('user_id', '=', owner.user.id)
    .executeTakeFirstOrThrow();
  const avatar = await send(owner, 'POST', '/api/v1/profile/avatar', upload('avatar'));
  const avatarUrl = (avatar.json() as { data: { avatarUrl: string | null } }).data.avatarUrl;
  if (!avatarUrl) throw new Error(`avatar: ${avatar.statusCode} ${avatar.body}`);

  const privateValues: PathValues = {
    vehicle: privateCar.id,
    maintenance,
    modification,
    reminder,
    ownership,
    shareLink: shareLink.id,
    photo,
    notification: notification.id,
    feedback: feedback.id,
    avatar: avatarUrl.split('/').at(-1)!,
    signIn: await signInAgain(owner),
    member: (await createUser(ctx)).user.id,
    showcased: publicCar.id,
    showcaseThread: threadCar.id,
    comment,
    report: (report.json() as { data: { id: string } }).data.id,
    identifier: preWarCar.identifier,
    shareToken: revokedLink.token,
    username: owner.user.username,
    photoQuery: forgedPhotoQuery(),
  };
  const publicValues: PathValues = {
    ...privateValues,
    vehicle: publicCar.id,
    identifier: modernCar.identifier,
    shareToken: liveLink.token,
    photo: publicPhoto,
    photoQuery: await approvedPhotoQuery(publicCar.id, publicPhoto),
  };
  return { privateValues, publicValues };
}

/**
 * The user behind a caller. Operations on one's own account get a fresh one of the kind, so that
 * signing out, a new password or deleting the account spoils no other case; for those operations
 * every member is "another member" of the owner's objects anyway.
 */
async function callerFor(caller: Caller, access: Access): Promise<TestUser | undefined> {
  if (caller === 'visitor') return undefined;
  const fresh = access === 'member' || access === 'anyone' || access === 'development';
  if (caller === 'admin') return fresh ? createAdmin(ctx) : admin;
  if (caller === 'another member') return fresh ? createUser(ctx) : anotherMember;
  return fresh ? createUser(ctx) : owner;
}

beforeAll(async () => {
  // Metrics on, so that the operator's endpoint is there to be refused.
  metricsToken = randomUUID();
  ctx = await createTestApp({ env: { METRICS_TOKEN: metricsToken } });
  image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f4d3a' } })
    .jpeg()
    .toBuffer();
  owner = await createUser(ctx);
  anotherMember = await createUser(ctx);
  admin = await createAdmin(ctx);
  ({ privateValues, publicValues } = await createOwnersObjects());
  const document = await send(undefined, 'GET', '/api/v1/openapi.json');
  documentPaths = (document.json() as { paths: DocumentPaths }).paths;
}, 60_000);
afterAll(() => ctx.close());

const summary = (operation: string, caller: string, res: LightMyRequestResponse) =>
  `${operation} as ${caller} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;

function expectNoPrivateData(body: string, said: string) {
  expect(body, said).not.toContain(PRIVATE_STORY);
  expect(body, said).not.toContain(PRIVATE_MODEL);
  expect(body, said).not.toContain(owner.user.email);
}

/** Learning nothing: the answer is exactly the one a made-up object of the same kind gets. */
async function expectHidden(
  operation: string,
  user: TestUser | undefined,
  res: LightMyRequestResponse,
  request: RequestParts,
  said: string,
) {
  const { method, path } = splitOperation(operation);
  const madeUpAnswer = await send(user, method, fillPath(path, madeUp(privateValues)), request);
  // A public search answers an empty list; everywhere else the object is not there.
  if (EXPECTED_ACCESS[operation] === 'owner') expect([403, 404], said).toContain(res.statusCode);
  expect({ status: res.statusCode, body: res.body }, said).toEqual({
    status: madeUpAnswer.statusCode,
    body: madeUpAnswer.body,
  });
}

async function check(operation: string, caller: Caller) {
  const access = EXPECTED_ACCESS[operation];
  if (!access) throw new Error(`${operation} has no entry in expected-access.ts`);
  const { method, path } = splitOperation(operation);
  const user = await callerFor(caller, access);
  const request = await requestFor(operation, user, privateValues);
  const res = await send(user, method, fillPath(path, privateValues), request);
  const said = summary(operation, caller, res);

  expect(res.statusCode, said).toBeLessThan(500);
  switch (expectedOutcome(access, caller)) {
    case 'unauthenticated':
      expect(res.statusCode, said).toBe(401);
      break;
    case 'forbidden':
      expect(res.statusCode, said).toBe(403);
      break;
    case 'hidden':
      await expectHidden(operation, user, res, request, said);
      break;
    case 'allowed':
      // A 400 or 422 is still past the authorization check; only a refusal or "not found" is wrong.
      expect([401, 403, 404], said).not.toContain(res.statusCode);
      break;
  }
  // Admins see what they moderate; the development outbox shows every email by design.
  const seesPrivateData =
    user?.user.id === owner.user.id ||
    (access === 'admin' && caller === 'admin') ||
    access === 'development';
  if (!seesPrivateData) expectNoPrivateData(res.body, said);
}

/** A document holding exactly these operations, to test the coverage check against. */
function documentOf(operations: string[]): DocumentPaths {
  const paths: DocumentPaths = {};
  for (const operation of operations) {
    const { method, path } = splitOperation(operation);
    paths[path] = { ...paths[path], [method.toLowerCase()]: {} };
  }
  return paths;
}

const operationsWithAccess = (access: Access) =>
  Object.keys(EXPECTED_ACCESS).filter((operation) => EXPECTED_ACCESS[operation] === access);

describe('the expected-access table', () => {
  it('declares every operation of the OpenAPI document, and nothing else', () => {
    expect(operationsOf(documentPaths).length).toBeGreaterThan(80);
    // Both lists in one assertion, so that a rename shows its two halves together.
    expect(
      accessTableGaps(documentPaths),
      'undeclared: operations of the OpenAPI document without an entry in test/security/expected-access.ts ' +
        '(say who may call them); stale: entries no operation answers to any more (remove or rename them)',
    ).toEqual({ undeclared: [], stale: [] });
  });

  it('reports an operation added without an entry, and an entry left behind', () => {
    const declared = Object.keys(EXPECTED_ACCESS);
    expect(operationsWithoutEntry(documentOf(declared))).toEqual([]);
    expect(entriesWithoutOperation(documentOf(declared))).toEqual([]);

    const added = documentOf([
      ...declared,
      'GET /api/v1/garages/{id}',
      'DELETE /api/v1/garages/{id}',
    ]);
    expect(operationsWithoutEntry(added)).toEqual([
      'GET /api/v1/garages/{id}',
      'DELETE /api/v1/garages/{id}',
    ]);
    expect(entriesWithoutOperation(added)).toEqual([]);

    const removed = documentOf(declared.filter((operation) => operation !== 'GET /api/v1/health'));
    expect(operationsWithoutEntry(removed)).toEqual([]);
    expect(entriesWithoutOperation(removed)).toEqual(['GET /api/v1/health']);
  });

  it('fills every path parameter of the document, and names the one it cannot', () => {
    const unfillable = operationsOf(documentPaths).flatMap((operation) => {
      try {
        fillPath(splitOperation(operation).path, privateValues);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(unfillable).toEqual([]);
    expect(fillPath('/api/v1/maintenance/{id}', privateValues)).toBe(
      `/api/v1/maintenance/${privateValues.maintenance}`,
    );
    expect(() => fillPath('/api/v1/garages/{garageId}', privateValues)).toThrow(
      "Cannot fill {garageId} in /api/v1/garages/{garageId}: add 'garages/{garageId}'",
    );
  });

  it('has request bodies for declared operations only', () => {
    const strays = Object.keys(REQUESTS).filter((operation) => !(operation in EXPECTED_ACCESS));
    expect(strays, 'REQUESTS entries naming no operation of expected-access.ts').toEqual([]);
  });
});

// The table's operations, so that vitest can name each case; the test above holds them to the document.
const ALL_OPERATIONS = Object.keys(EXPECTED_ACCESS);
const ownersOwn = (operation: string) => EXPECTED_ACCESS[operation] === 'owner';

describe('everyone but the owner, on every operation', () => {
  const cases = ALL_OPERATIONS.flatMap((operation) =>
    CALLERS.filter((caller) => caller !== 'owner' || !ownersOwn(operation)).map(
      (caller) => [operation, caller] as const,
    ),
  );
  it.each(cases)('%s as %s', check);
});

describe('acting on public objects: every member may, a visitor must sign in', () => {
  const cases = operationsWithAccess('public-member').flatMap((operation) =>
    CALLERS.map((caller) => [operation, caller] as const),
  );
  it.each(cases)('%s as %s, with a public object', async (operation, caller) => {
    const user = await callerFor(caller, 'public-member');
    const { method, path } = splitOperation(operation);
    const request = await requestFor(operation, user, publicValues);
    const res = await send(user, method, fillPath(path, publicValues), request);
    const said = summary(operation, caller, res);
    if (caller === 'visitor') expect(res.statusCode, said).toBe(401);
    // The keeper may be told no (422: one's own car), never "not found".
    else expect([401, 403, 404], said).not.toContain(res.statusCode);
    expect(res.statusCode, said).toBeLessThan(500);
    expectNoPrivateData(res.body, said);
  });
});

describe('public pages of public objects, for everyone', () => {
  const cases = operationsWithAccess('public').flatMap((operation) =>
    CALLERS.map((caller) => [operation, caller] as const),
  );
  it.each(cases)('%s as %s, with a public object', async (operation, caller) => {
    const user = await callerFor(caller, 'public');
    const { method, path } = splitOperation(operation);
    const request = await requestFor(operation, user, publicValues);
    const res = await send(user, method, fillPath(path, publicValues), request);
    const said = summary(operation, caller, res);
    expect(res.statusCode, said).toBe(200);
    if (/^(application\/json|text\/html)/.test(String(res.headers['content-type'])))
      expect(res.body, said).toContain(publicValues.vehicle);
    else expect(res.headers['content-type'], said).toBe('image/webp');
    expectNoPrivateData(res.body, said);
  });
});

describe('the operator, with the metrics token', () => {
  it.each(operationsWithAccess('operator'))('%s as the operator', async (operation) => {
    const { method, path } = splitOperation(operation);
    const res = await send(undefined, method, path, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(res.statusCode, summary(operation, 'the operator', res)).toBe(200);
  });
});

// Reads before writes, writes before deletes, the car itself last: each case finds what it needs.
const METHOD_ORDER = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];
const rank = (operation: string) => {
  const { method, path } = splitOperation(operation);
  return (
    METHOD_ORDER.indexOf(method) * 10 +
    // Rotating needs the link still live.
    (path.endsWith('/revoke') ? 1 : 0) +
    (operation === 'DELETE /api/v1/vehicles/{id}' ? 5 : 0)
  );
};

describe('the owner, on their own objects', () => {
  const cases = ALL_OPERATIONS.filter(ownersOwn)
    .sort((a, b) => rank(a) - rank(b))
    .map((operation) => [operation, 'owner' as Caller] as const);
  it.each(cases)('%s as %s', check);
});
