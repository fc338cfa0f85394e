import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import {
  accessTableGaps,
  entriesWithoutOperation,
  EXPECTED_ACCESS,
  operationsOf,
  operationsWithoutEntry,
  type Access,
  type DocumentPaths,
} from './expected-access.js';
import { fillPath, type PathValues } from './path-values.js';
import { expectHidden, expectNothingOf, inSuiteOrder, summary } from './hidden-answers.js';
import {
  createWorld,
  PRIVATE_MODEL,
  REQUESTS,
  requestFor,
  send,
  splitOperation,
} from './owner-world.js';

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
    case 'admin-public':
      if (caller === 'visitor') return 'unauthenticated';
      return caller === 'admin' ? 'hidden' : 'forbidden';
  }
}

let ctx: TestContext;
let metricsToken: string;
let owner: TestUser;
let anotherMember: TestUser;
let admin: TestUser;
/** The owner's private objects (and a revoked share token, a forged photo signature). */
let privateValues: PathValues;
/** The owner's public objects: a public car, a live share token, an approved photo's address. */
let publicValues: PathValues;
let documentPaths: DocumentPaths;

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
  ({ owner, anotherMember, admin, privateValues, publicValues } = await createWorld(ctx));
  const document = await send(undefined, 'GET', '/api/v1/openapi.json');
  documentPaths = (document.json() as { paths: DocumentPaths }).paths;
}, 60_000);
afterAll(() => ctx.close());

function expectNoPrivateData(body: string, said: string) {
  expectNothingOf(owner, body, said);
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
      await expectHidden(operation, user, res, request, said, privateValues);
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
  // Nor, to an admin, who keeps a car that is not public.
  if (access === 'admin-public') expect(res.body, said).not.toContain(owner.user.username);
  // What they moderate, but never a private car's name (docs/security.md, T38).
  else if (caller === 'admin' && access === 'admin')
    expect(res.body, said).not.toContain(PRIVATE_MODEL);
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
    // A page, an answer or a calendar feed names the public car; a file is what it is.
    // (a feed's long lines are folded, RFC 5545 3.1: read unfolded)
    if (/^(application\/json|text\/html|text\/calendar)/.test(String(res.headers['content-type'])))
      expect(res.body.replace(/\r\n[ \t]/g, ''), said).toContain(publicValues.vehicle);
    // A file: a photo as stored (WebP), or a paper as its keeper uploaded it (here a JPEG).
    else expect(res.headers['content-type'], said).toMatch(/^image\/(webp|jpeg)$/);
    expectNoPrivateData(res.body, said);
  });
});

describe('public cars, for an administrator', () => {
  it.each(operationsWithAccess('admin-public'))(
    '%s as admin, with a public car',
    async (operation) => {
      const { method, path } = splitOperation(operation);
      const request = await requestFor(operation, admin, publicValues);
      const res = await send(admin, method, fillPath(path, publicValues), request);
      const said = summary(operation, 'admin', res);
      expect(res.statusCode, said).toBe(200);
      expect(res.body, said).toContain(publicValues.vehicle);
      expectNoPrivateData(res.body, said);
    },
  );
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

describe('the owner, on their own objects', () => {
  const cases = ALL_OPERATIONS.filter(ownersOwn)
    .sort(inSuiteOrder)
    .map((operation) => [operation, 'owner' as Caller] as const);
  it.each(cases)('%s as %s', check);
});
