import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/users.js';
import { EXPECTED_ACCESS } from './expected-access.js';
import { ROLE_NEEDS, type RoleNeed } from './expected-roles.js';
import { expectHidden, expectNothingOf, inSuiteOrder, summary } from './hidden-answers.js';
import { createWorld, requestFor, send, splitOperation, type LetInCallers } from './owner-world.js';
import { fillPath, type PathValues } from './path-values.js';

// Every operation on the owner's objects, sent as each kind of member let in to the owner's cars,
// or once let in or asked: what each must get follows from the operation's need in
// expected-roles.ts. docs/security.md, T64.

type LetInCaller = keyof LetInCallers;
const CALLERS: readonly LetInCaller[] = [
  'invitee',
  'former keeper',
  'revoked workshop',
  'workshop',
  'co-keeper',
];

type Outcome = 'hidden' | 'forbidden' | 'allowed';

function expectedOutcome(need: RoleNeed | undefined, caller: LetInCaller): Outcome {
  // Nobody without live access learns anything, whatever they once had or were offered.
  if (!need || (caller !== 'workshop' && caller !== 'co-keeper')) return 'hidden';
  if (caller === 'co-keeper') return need === 'keep' ? 'forbidden' : 'allowed';
  return need === 'see' || need === 'contribute' ? 'allowed' : 'forbidden';
}

let ctx: TestContext;
let owner: TestUser;
let callers: LetInCallers;
let privateValues: PathValues;

beforeAll(async () => {
  ctx = await createTestApp();
  const world = await createWorld(ctx, { letIn: true });
  ({ owner, privateValues } = world);
  callers = world.letIn!;
}, 90_000);
afterAll(() => ctx.close());

async function check(operation: string, caller: LetInCaller) {
  const { method, path } = splitOperation(operation);
  const user = callers[caller];
  const request = await requestFor(operation, user, privateValues);
  const res = await send(user, method, fillPath(path, privateValues), request);
  const said = summary(operation, caller, res);
  expect(res.statusCode, said).toBeLessThan(500);
  switch (expectedOutcome(ROLE_NEEDS[operation], caller)) {
    case 'hidden':
      await expectHidden(operation, user, res, request, said, privateValues);
      expectNothingOf(owner, res.body, said);
      break;
    case 'forbidden':
      expect(res.statusCode, said).toBe(403);
      expectNothingOf(owner, res.body, said);
      break;
    case 'allowed':
      // A 400 or 422 is still past the role check; only a refusal or "not found" is wrong.
      expect([401, 403, 404], said).not.toContain(res.statusCode);
      break;
  }
}

const ownersOperations = Object.keys(EXPECTED_ACCESS)
  .filter((operation) => EXPECTED_ACCESS[operation] === 'owner')
  .sort(inSuiteOrder);

describe('the roles table', () => {
  it('names only operations on the owner’s objects', () => {
    const strays = Object.keys(ROLE_NEEDS).filter(
      (operation) => EXPECTED_ACCESS[operation] !== 'owner',
    );
    expect(strays, 'expected-roles.ts entries that are not owner operations').toEqual([]);
  });
});

// In the owner suite's order (reads, writes, deletes, the car last), each caller in turn, the
// co-keeper last: what a co-keeper may delete is gone only after the others were refused it.
describe('those let in, or once let in or asked, on every operation', () => {
  const cases = ownersOperations.flatMap((operation) =>
    CALLERS.map((caller) => [operation, caller] as const),
  );
  it.each(cases)('%s as %s', check);
});
