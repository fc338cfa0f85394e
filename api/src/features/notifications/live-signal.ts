import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The channel every API process listens on for its streams (notification-stream-hub.ts). One
 * channel for the server; the payload names the schema, so processes working in another schema
 * (tests side by side on one server) ignore it.
 */
export const LIVE_CHANNEL = 'vg_notifications';

/** What a process hears: whose notifications changed ('n': a notification's stream order). */
export interface LiveSignal {
  s: string;
  u: string;
  n: string | null;
}

/**
 * Tells every stream of the member, in every API process, that something changed: a new or updated
 * notification (`streamSeq`), or only the unread count. Inside a transaction it is heard when
 * the transaction commits, and not at all when it rolls back.
 */
export async function signalMember(
  db: Db,
  userId: string,
  streamSeq: string | null = null,
): Promise<void> {
  await sql`select pg_notify(${LIVE_CHANNEL}, json_build_object('s', current_schema(), 'u', ${userId}::text, 'n', ${streamSeq}::text)::text)`.execute(
    db,
  );
}
