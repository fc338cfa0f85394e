import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../../http/authenticate.js';
import { keptAnswers } from '../../../http/kept-answers.js';
import { photoUrlWindow } from '../photos/photo-urls.js';

// The owner's list and a car's page, kept as the JSON sent until the member's garage revision moves
// (migrations/20261127-1200-garage-revision.ts, ADR 0019). The revision arrives with the member's
// row in the caller check that every signed-in request makes, so a kept answer costs no query at
// all. The state also holds the username (a car's page shows it) and the window of the signed
// photo addresses, so no kept answer outlives its addresses (photo-urls.ts).

/** Many members' lists and cars, within a bound in bytes whatever their size. */
const kept = keptAnswers({ maxEntries: 1_000, maxBytes: 16 * 1024 * 1024 });

/**
 * Sends `compute()`'s answer, serialized by the route's schema, or the one kept for this member and
 * `key` while nothing it shows has changed. An answer that fails (a 404 among them) is not kept.
 */
export async function sendKeptForOwner(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
): Promise<void> {
  const me = currentUser(request);
  const state = `${String(me.garage_revision)}|${me.username}|${photoUrlWindow()}`;
  const body = await kept(request.server.db, `${me.id}|${key}`, state, async () =>
    reply.serialize(await compute()),
  );
  // Already the answer's JSON: Fastify sends a string of a JSON type as it is.
  await reply.type('application/json; charset=utf-8').send(body);
}
