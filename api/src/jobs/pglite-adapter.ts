import { fromPglite, type Db as BossDb } from 'pg-boss';
import type { DatabaseEngine } from '../db/database.js';

/**
 * pg-boss on the embedded PGlite. PGlite has one connection; each of pg-boss's statements takes it
 * alone (the engine's `alone`), so one never lands in the middle of a request's transaction (BEGIN
 * ... COMMIT sent as separate statements), and a block of pg-boss's that failed half way is rolled
 * back before anyone else's statement runs. pg-boss's own multi-statement blocks run through
 * PGlite's exec (pg-boss's adapter does the split between exec and query).
 */
export function pgliteBossDb({
  pglite,
  alone,
}: Extract<DatabaseEngine, { kind: 'pglite' }>): BossDb {
  const direct = fromPglite(pglite);
  return {
    executeSql: (text, values) => alone(() => direct.executeSql(text, values)),
    // LISTEN is within PGlite: notifications arrive from the same instance (on its thread or not).
    ...(direct.listen
      ? {
          listen: (channel, onNotification, onReconnect) =>
            alone(() => direct.listen!(channel, onNotification, onReconnect)),
        }
      : {}),
  };
}
