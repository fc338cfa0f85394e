import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, preWarCar, uploadPhoto } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users.js';
import {
  accessTableGaps,
  EXPECTED_ACCESS,
  operationsOf,
  type Access,
  type DocumentPaths,
} from './expected-access.js';

// Every operation of the OpenAPI document, sent as a visitor, the owner of the objects in its path,
// another member and an admin, with its path filled from the owner's private objects. What each
// caller must get follows from the operation's entry in expected-access.ts. docs/security.md, T10/T11.

type Caller = 'visitor' | 'owner' | 'another member' | 'admin';
const CALLERS: Caller[] = ['visitor', 'owner', 'another member', 'admin'];

/** What a caller must get: refused for want of a token, refused as not allowed, the object hidden, or served. */
type Outcome = 'unauthenticated' | 'forbidden' | 'hidden' | 'allowed' | 'allowed-and-found';

function expectedOutcome(access: Access, caller: Caller): Outcome {
  if (
    caller === 'visitor' &&
    access !== 'anyone' &&
    access !== 'public' &&
    access !== 'development'
  )
    return 'unauthenticated';
  switch (access) {
    case 'operator':
      return 'unauthenticated';
    case 'anyone':
    case 'development':
    case 'member':
      return 'allowed';
    case 'public':
      return caller === 'owner' ? 'allowed' : 'hidden';
    case 'owner':
      return caller === 'owner' ? 'allowed-and-found' : 'hidden';
    case 'admin':
      return caller === 'admin' ? 'allowed' : 'forbidden';
  }
}

// The path segment before a parameter names what it is: /maintenance/{id} is a maintenance record.
const OBJECT_BEFORE_PARAMETER: Record<string, keyof OwnedObjects> = {
  vehicles: 'vehicle',
  showcase: 'vehicle',
  maintenance: 'maintenance',
  modifications: 'modification',
  reminders: 'reminder',
  ownership: 'ownership',
  'share-links': 'shareLink',
  photos: 'photo',
  notifications: 'notification',
  feedback: 'feedback',
  avatars: 'avatar',
  'sign-ins': 'signIn',
  users: 'bystander',
  'by-identifier': 'identifier',
  'by-token': 'revokedShareToken',
};

interface OwnedObjects {
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
  bystander: string;
  identifier: string;
  revokedShareToken: string;
  username: string;
}

function fillPath(path: string, objects: OwnedObjects): string {
  return path.replace(/\{(\w+)\}/g, (_match, parameter: string) => {
    if (parameter === 'vehicleId') return objects.vehicle;
    if (parameter === 'username') return objects.username;
    const segments = path.split('/');
    const before = segments[segments.indexOf(`{${parameter}}`) - 1] ?? '';
    const object = OBJECT_BEFORE_PARAMETER[before];
    if (!object)
      throw new Error(
        `No object for {${parameter}} in ${path}: name it in OBJECT_BEFORE_PARAMETER and create one`,
      );
    return encodeURIComponent(objects[object]);
  });
}

/** The same kinds of parameter, naming nothing that exists: what a hidden object must look like. */
function nothing(): OwnedObjects {
  const ids = Object.fromEntries(
    Object.keys(objects).map((key) => [key, randomUUID()]),
  ) as unknown as OwnedObjects;
  return {
    ...ids,
    identifier: 'NOSUCH 0000',
    revokedShareToken: randomBytes(32).toString('base64url'),
    username: `nobody_${randomUUID().slice(0, 8)}`,
  };
}

/** What none of the owner's private data may show up in, for anyone else. */
const PRIVATE_STORY = `Private story ${randomUUID()}`;
const PRIVATE_MODEL = 'Hushmobile';

let ctx: TestContext;
let owner: TestUser;
let anotherMember: TestUser;
let admin: TestUser;
let objects: OwnedObjects;
let documentPaths: DocumentPaths;

async function send(user: TestUser | undefined, method: string, path: string, payload?: object) {
  const res = await ctx.app.inject({
    method: method as 'GET',
    url: path,
    headers: user?.headers ?? {},
    ...(payload && { payload }),
  });
  return res;
}

async function created(user: TestUser, path: string, payload: object): Promise<string> {
  const res = await send(user, 'POST', path, payload);
  if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}

async function signInAgain(user: TestUser): Promise<string> {
  await send(undefined, 'POST', '/api/v1/auth/login', {
    identifier: user.user.email,
    password: DEFAULT_PASSWORD,
  });
  const newest = await ctx.db
    .selectFrom('auth_tokens')
    .select('id')
    .where('user_id', '=', user.user.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return newest.id;
}

async function createOwnersObjects(): Promise<OwnedObjects> {
  const vehicle = await createVehicle(ctx, owner, {
    ...preWarCar,
    model: PRIVATE_MODEL,
    story: PRIVATE_STORY,
  });
  const v = `/api/v1/vehicles/${vehicle.id}`;
  const maintenance = await created(owner, `${v}/maintenance`, {
    performedOn: '2024-04-12',
    odometer: 48_213,
    category: 'service',
    title: 'Oil and filter',
  });
  const modification = await created(owner, `${v}/modifications`, {
    title: 'Electronic ignition',
    system: 'ignition',
  });
  const reminder = await created(owner, `${v}/reminders`, {
    title: 'Grease the chassis',
    dueOn: '2999-01-01',
  });
  const ownership = await created(owner, `${v}/ownership`, {
    ownerName: 'First keeper',
    fromDate: '1926-05-01',
  });
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1f4d3a' },
  })
    .jpeg()
    .toBuffer();
  const photo = await uploadPhoto(ctx, owner, vehicle.id, image);
  if (photo.statusCode !== 201) throw new Error(`photo: ${photo.statusCode} ${photo.body}`);

  // Share links exist on unlisted cars only; one stays live, another is revoked.
  const unlisted = await createVehicle(ctx, owner, { ...preWarCar, visibility: 'unlisted' });
  const links = `/api/v1/vehicles/${unlisted.id}/share-links`;
  const shareLink = await created(owner, links, {});
  const revoked = await send(owner, 'POST', links, {});
  const revokedLink = (revoked.json() as { data: { id: string; token: string } }).data;
  await send(owner, 'POST', `/api/v1/share-links/${revokedLink.id}/revoke`);

  const notification = await ctx.db
    .insertInto('notifications')
    .values({ user_id: owner.user.id, kind: 'vehicle', title: PRIVATE_STORY, link: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await send(owner, 'POST', '/api/v1/feedback/submit', {
    title: 'A private word',
    description: PRIVATE_STORY,
  });
  const feedback = await ctx.db
    .selectFrom('feedback')
    .select('id')
    .where('user_id', '=', owner.user.id)
    .executeTakeFirstOrThrow();
  const avatar = await ctx.db
    .insertInto('avatars')
    .values({ user_id: owner.user.id, content_type: 'image/webp', data: image })
    .returning('id')
    .executeTakeFirstOrThrow();

  return {
    vehicle: vehicle.id,
    maintenance,
    modification,
    reminder,
    ownership,
    shareLink,
    photo: (photo.json() as { data: { id: string }[] }).data[0]!.id,
    notification: notification.id,
    feedback: feedback.id,
    avatar: avatar.id,
    signIn: await signInAgain(owner),
    bystander: (await createUser(ctx)).user.id,
    identifier: preWarCar.identifier,
    revokedShareToken: revokedLink.token,
    username: owner.user.username,
  };
}

/** A caller of the given kind; for operations on one's own account, a fresh one, so that signing out or deleting the account spoils no other case. */
async function callerFor(caller: Caller, access: Access): Promise<TestUser | undefined> {
  if (caller === 'visitor') return undefined;
  const fresh = access === 'member' || access === 'anyone';
  if (caller === 'admin') return fresh ? createAdmin(ctx) : admin;
  if (caller === 'another member') return fresh ? createUser(ctx) : anotherMember;
  return fresh ? createUser(ctx) : owner;
}

beforeAll(async () => {
  // Metrics on, so that the operator's endpoint is there to be refused.
  ctx = await createTestApp({ env: { METRICS_TOKEN: randomUUID() } });
  owner = await createUser(ctx);
  anotherMember = await createUser(ctx);
  admin = await createAdmin(ctx);
  objects = await createOwnersObjects();
  const document = await send(undefined, 'GET', '/api/v1/openapi.json');
  documentPaths = (document.json() as { paths: DocumentPaths }).paths;
}, 60_000);
afterAll(() => ctx.close());

const splitOperation = (operation: string) => {
  const [method = '', path = ''] = operation.split(' ');
  return { method, path };
};

async function check(operation: string, caller: Caller) {
  const access = EXPECTED_ACCESS[operation];
  if (!access) throw new Error(`${operation} has no entry in expected-access.ts`);
  const { method, path } = splitOperation(operation);
  const user = await callerFor(caller, access);
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};
  const res = await send(user, method, fillPath(path, objects), body);
  const outcome = expectedOutcome(access, caller);
  const said = `${operation} as ${caller} answered ${res.statusCode}: ${res.body.slice(0, 200)}`;

  expect(res.statusCode, said).toBeLessThan(500);
  switch (outcome) {
    case 'unauthenticated':
      expect(res.statusCode, said).toBe(401);
      break;
    case 'forbidden':
      expect(res.statusCode, said).toBe(403);
      break;
    case 'hidden': {
      // Learning nothing: the answer is the one a made-up object of the same kind gets.
      const madeUp = await send(user, method, fillPath(path, nothing()), body);
      expect(res.statusCode, said).not.toBe(401);
      expect({ status: res.statusCode, body: res.body }, said).toEqual({
        status: madeUp.statusCode,
        body: madeUp.body,
      });
      break;
    }
    case 'allowed':
      expect([401, 403], said).not.toContain(res.statusCode);
      break;
    case 'allowed-and-found':
      expect([401, 403, 404], said).not.toContain(res.statusCode);
      break;
  }
  // Admins see what they moderate; the development outbox shows every email by design.
  if (
    caller !== 'owner' &&
    !(access === 'admin' && caller === 'admin') &&
    access !== 'development'
  ) {
    expect(res.body, said).not.toContain(PRIVATE_STORY);
    expect(res.body, said).not.toContain(PRIVATE_MODEL);
    expect(res.body, said).not.toContain(owner.user.email);
  }
}

describe('the expected-access table', () => {
  it('declares every operation of the OpenAPI document, and nothing else', () => {
    const { undeclared, stale } = accessTableGaps(documentPaths);
    expect(operationsOf(documentPaths).length).toBeGreaterThan(80);
    expect(undeclared, 'operations without an entry in test/security/expected-access.ts').toEqual(
      [],
    );
    expect(stale, 'entries of expected-access.ts no operation answers to').toEqual([]);
  });

  it('reports an operation added without an entry, and an entry left behind', () => {
    const paths: DocumentPaths = {
      '/api/v1/health': { get: {} },
      '/api/v1/garages/{id}': { get: {}, delete: {} },
    };
    expect(accessTableGaps(paths)).toEqual({
      undeclared: ['GET /api/v1/garages/{id}', 'DELETE /api/v1/garages/{id}'],
      stale: Object.keys(EXPECTED_ACCESS).filter((key) => key !== 'GET /api/v1/health'),
    });
  });

  it('fills every path parameter, or names the one it cannot', () => {
    expect(fillPath('/api/v1/maintenance/{id}', objects)).toBe(
      `/api/v1/maintenance/${objects.maintenance}`,
    );
    expect(() => fillPath('/api/v1/garages/{id}', objects)).toThrow(
      'No object for {id} in /api/v1/garages/{id}',
    );
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

// Reads before writes, writes before deletes, the car itself last: each case finds what it needs.
const METHOD_ORDER = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];
const rank = (operation: string) => {
  const { method, path } = splitOperation(operation);
  return (
    METHOD_ORDER.indexOf(method) * 10 +
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
