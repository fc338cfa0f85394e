import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PgliteSession } from './pglite-on-thread.js';

/**
 * Who may send statements to PGlite's one connection. Outside a transaction anyone may, at once:
 * the database thread runs statements in the order they arrive, so one caller's statement need not
 * wait for another's answer before it is sent, and the thread always has the next one queued
 * (docs/adr/0018-embedded-database-shared-outside-transactions.md). A transaction has the
 * connection alone, from its BEGIN until Kysely releases it: statements asked for meanwhile wait
 * and are sent after its end. Each check is made in the same step as the send, so nothing can be
 * sent between them.
 */
export class ConnectionGate {
  private holder: object | null = null;
  private waiting: (() => void)[] = [];

  /** Sends `send` as `caller` once nobody else holds the connection alone. */
  async use<T>(caller: object, send: () => Promise<T>): Promise<T> {
    while (this.holder && this.holder !== caller) await this.turn();
    return send();
  }

  /** Takes the connection alone for `caller` (not waiting for statements already sent), then sends `send`. */
  take<T>(caller: object, send: () => Promise<T>): Promise<T> {
    return this.use(caller, () => {
      this.holder = caller;
      return send();
    });
  }

  /** Gives the connection back, if `caller` held it alone. */
  release(caller: object): void {
    if (this.holder !== caller) return;
    this.holder = null;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }

  /**
   * Runs `work` with the connection alone: for statements that reach PGlite without Kysely (the
   * job queue's multi-statement blocks, LISTEN), which must not land inside a transaction.
   */
  async alone<T>(work: () => Promise<T>): Promise<T> {
    const caller = {};
    try {
      return await this.take(caller, work);
    } finally {
      this.release(caller);
    }
  }

  private turn(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** One caller's use of the connection (Kysely acquires one per query, or per transaction). */
class SessionConnection implements DatabaseConnection {
  constructor(
    private readonly session: PgliteSession,
    private readonly gate: ConnectionGate,
  ) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const { rows, affectedRows } = await this.gate.use(this, () =>
      this.session.query<Row>(query.sql, [...query.parameters]),
    );
    return affectedRows ? { rows, numAffectedRows: BigInt(affectedRows) } : { rows };
  }

  /** BEGIN: from here until release, this caller has the connection alone. */
  begin(sql: string): Promise<unknown> {
    return this.gate.take(this, () => this.session.query(sql, []));
  }

  release(): void {
    this.gate.release(this);
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; PGlite answers whole results.
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('Streaming is not supported on the embedded database');
  }
}

/**
 * PGlite has one connection, shared by every caller through the gate above. Kysely's
 * `db.connection()` does not hold it alone here: code that needs that (statements sent to PGlite
 * directly) uses the engine's `alone` (database.ts).
 */
class SessionDriver implements Driver {
  constructor(
    private readonly session: PgliteSession,
    private readonly gate: ConnectionGate,
    private readonly onDestroy: () => Promise<void>,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SessionConnection(this.session, this.gate);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as SessionConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const begin = settings.isolationLevel
      ? `start transaction isolation level ${settings.isolationLevel}`
      : 'begin';
    await (connection as SessionConnection).begin(begin);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.onDestroy();
  }
}

/** Kysely on the embedded PGlite, in this thread or on its own (pglite-on-thread.ts). */
export class PgliteSessionDialect implements Dialect {
  constructor(
    private readonly session: PgliteSession,
    private readonly close: () => Promise<void>,
    private readonly gate: ConnectionGate,
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new SessionDriver(this.session, this.gate, this.close);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
