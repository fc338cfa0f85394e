import { fromPglite, type Db as BossDb } from 'pg-boss';
import type { Db } from '../db/database.js';
import type { PgliteSession } from '../db/pglite-on-thread.js';

/**
 * pg-boss on the embedded PGlite. PGlite has one connection, which Kysely hands out one caller at a
 * time; pg-boss's statements take their turn through Kysely's connection, so one never lands in the
 * middle of a request's transaction (BEGIN ... COMMIT sent as separate statements). pg-boss's own
 * multi-statement blocks run through PGlite's exec (pg-boss's adapter does the split between exec
 * and query, and rolls back a block that failed half way).
 */
export function pgliteBossDb(db: Db, pglite: PgliteSession): BossDb {
  const direct = fromPglite(pglite);
  return {
    executeSql: (text, values) => db.connection().execute(() => direct.executeSql(text, values)),
    // LISTEN is within PGlite: notifications arrive from the same instance (on its thread or not).
    ...(direct.listen
      ? {
          listen: (channel, onNotification, onReconnect) =>
            db.connection().execute(() => direct.listen!(channel, onNotification, onReconnect)),
        }
      : {}),
  };
}
