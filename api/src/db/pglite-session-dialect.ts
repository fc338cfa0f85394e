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

class SessionConnection implements DatabaseConnection {
  constructor(private readonly session: PgliteSession) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const { rows, affectedRows } = await this.session.query<Row>(query.sql, [...query.parameters]);
    return affectedRows ? { rows, numAffectedRows: BigInt(affectedRows) } : { rows };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; PGlite answers whole results.
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('Streaming is not supported on the embedded database');
  }
}

/**
 * PGlite has one connection: it is handed to one caller at a time, the others queue, so a
 * transaction (BEGIN ... COMMIT sent as separate statements) holds it until it ends and nobody's
 * statement lands inside it.
 */
class SessionDriver implements Driver {
  private readonly connection: SessionConnection;
  private held = false;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly session: PgliteSession,
    private readonly onDestroy: () => Promise<void>,
  ) {
    this.connection = new SessionConnection(session);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.held) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.held = true;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.queue.shift();
    // The connection passes straight to the next caller, so `held` stays true meanwhile.
    if (next) next();
    else this.held = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const begin = settings.isolationLevel
      ? `start transaction isolation level ${settings.isolationLevel}`
      : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
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
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new SessionDriver(this.session, this.close);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
