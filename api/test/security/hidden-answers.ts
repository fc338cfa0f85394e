import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from '../helpers/users.js';
import { EXPECTED_ACCESS } from './expected-access.js';
import { fillPath, type PathValues } from './path-values.js';
import {
  PRIVATE_MODEL,
  PRIVATE_STORY,
  forgedDocumentQuery,
  forgedPhotoQuery,
  randomToken,
  send,
  splitOperation,
  type RequestParts,
} from './owner-world.js';

// What "hidden" means to the security suites: the caller learns nothing, so the answer is exactly
// the one a made-up object of the same kind gets.

/** The same kinds of value, naming nothing that exists: what a hidden object must look like. */
export function madeUp(real: PathValues): PathValues {
  const ids = Object.fromEntries(Object.keys(real).map((key) => [key, randomUUID()]));
  return {
    ...(ids as unknown as PathValues),
    identifier: 'NOSUCH 0000',
    shareToken: randomToken(),
    username: `nobody_${randomUUID().slice(0, 8)}`,
    photoQuery: forgedPhotoQuery(),
    documentQuery: forgedDocumentQuery(),
    calendarToken: randomToken(),
  };
}

/** Learning nothing: the answer is exactly the one a made-up object of the same kind gets. */
export async function expectHidden(
  operation: string,
  user: TestUser | undefined,
  res: LightMyRequestResponse,
  request: RequestParts,
  said: string,
  real: PathValues,
) {
  const { method, path } = splitOperation(operation);
  const madeUpAnswer = await send(user, method, fillPath(path, madeUp(real)), request);
  // A public search answers an empty list; everywhere else the object is not there.
  if (EXPECTED_ACCESS[operation] === 'owner') expect([403, 404], said).toContain(res.statusCode);
  expect({ status: res.statusCode, body: res.body }, said).toEqual({
    status: madeUpAnswer.statusCode,
    body: madeUpAnswer.body,
  });
}

export const summary = (operation: string, caller: string, res: LightMyRequestResponse) =>
  `${operation} as ${caller} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;

/** None of the owner's private data: the private car's story and model, the owner's email. */
export function expectNothingOf(owner: TestUser, body: string, said: string) {
  expect(body, said).not.toContain(PRIVATE_STORY);
  expect(body, said).not.toContain(PRIVATE_MODEL);
  expect(body, said).not.toContain(owner.user.email);
}

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

/** Sorts operations so that each case finds what it needs. */
export const inSuiteOrder = (a: string, b: string) => rank(a) - rank(b);
