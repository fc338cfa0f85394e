import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PgliteSession } from '../../src/db/pglite-on-thread.js';
import { ConnectionGate, PgliteSessionDialect } from '../../src/db/pglite-session-dialect.js';

// How callers share the embedded database's one connection (src/db/pglite-session-dialect.ts),
// against a stand-in for the database thread that records what reaches it and answers on demand.
class RecordingSession implements PgliteSession {
  readonly sent: string[] = [];
  private readonly unanswered: (() => void)[] = [];

  query<Row>(text: string) {
    this.sent.push(text);
    return new Promise<{ rows: Row[] }>((resolve) =>
      this.unanswered.push(() => resolve({ rows: [] })),
    );
  }
  async exec() {
    return [];
  }
  async listen() {
    return async () => undefined;
  }
  /** Answers everything sent so far; resolves once the callers have had their turn. */
  async answer(): Promise<void> {
    for (const reply of this.unanswered.splice(0)) reply();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function databaseOn(session: RecordingSession) {
  const gate = new ConnectionGate();
  const db = new Kysely<unknown>({
    dialect: new PgliteSessionDialect(session, async () => undefined, gate),
  });
  return { db, gate };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Answers the session step by step until every one of `work` has finished. */
async function answerUntilDone(session: RecordingSession, ...work: Promise<unknown>[]) {
  let done = false;
  const all = Promise.all(work).finally(() => (done = true));
  for (let step = 0; step < 20 && !done; step++) await session.answer();
  await all;
}

describe('the embedded database’s one connection', () => {
  it('sends each caller’s statement at once, without waiting for another’s answer', async () => {
    const session = new RecordingSession();
    const { db } = databaseOn(session);
    const reads = [sql`select 1`.execute(db), sql`select 2`.execute(db), sql`select 3`.execute(db)];
    await settle();
    expect(session.sent).toEqual(['select 1', 'select 2', 'select 3']);
    await answerUntilDone(session, ...reads);
  });

  it('gives a transaction the connection alone: others are sent after its end', async () => {
    const session = new RecordingSession();
    const { db } = databaseOn(session);
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into car values (1)`.execute(trx);
      await sql`update car set n = 2`.execute(trx);
    });
    await settle();
    const outside = sql`select outside`.execute(db);
    await answerUntilDone(session, transaction, outside);
    expect(session.sent).toEqual([
      'begin',
      'insert into car values (1)',
      'update car set n = 2',
      'commit',
      'select outside',
    ]);
  });

  it('keeps statements already sent ahead of a transaction that begins after them', async () => {
    const session = new RecordingSession();
    const { db } = databaseOn(session);
    const before = sql`select before`.execute(db);
    const transaction = db.transaction().execute((trx) => sql`select inside`.execute(trx));
    await settle();
    expect(session.sent).toEqual(['select before', 'begin']);
    await answerUntilDone(session, before, transaction);
    expect(session.sent).toEqual(['select before', 'begin', 'select inside', 'commit']);
  });

  it('holds the connection alone for work sent to the database directly', async () => {
    const session = new RecordingSession();
    const { db, gate } = databaseOn(session);
    const block = gate.alone(async () => {
      await session.query('job block');
      await session.query('rollback');
    });
    await settle();
    const outside = sql`select outside`.execute(db);
    await settle();
    expect(session.sent).toEqual(['job block']);
    await answerUntilDone(session, block, outside);
    expect(session.sent).toEqual(['job block', 'rollback', 'select outside']);
  });
});
