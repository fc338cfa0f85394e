import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Distinct statements one connection keeps prepared. Kysely compiles each query shape to the same
 * text, so the code's shapes bound the set (an `in` list adds one per length, up to its limit);
 * past this, further texts run unnamed rather than fill the server's memory.
 */
export const MAX_PREPARED_PER_CONNECTION = 500;

type QueryFunction = (...args: unknown[]) => unknown;

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= MAX_PREPARED_PER_CONNECTION * 4) statementNames.clear();
    name = `vg_${createHash('sha1').update(text).digest('hex')}`;
    statementNames.set(text, name);
  }
  return name;
}

/** After a migration changed a table under a connection, its `select *` plans must be made again. */
export const isStalePlan = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: string }).code === '0A000' &&
  error.message.includes('cached plan must not change result type');

/**
 * Runs each parameterised query of this connection as a named prepared statement, so Postgres
 * parses and plans a statement once per connection instead of on every call (docs/adr/0003).
 */
function prepareOnConnection(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as QueryFunction;
  const preparing: QueryFunction = (text, values, ...rest) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || rest.length)
      return query(text, values, ...rest);
    const name = statementName(text);
    if (!prepared.has(name)) {
      if (prepared.size >= MAX_PREPARED_PER_CONNECTION) return query(text, values);
      prepared.add(name);
    }
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      // Outside a transaction the same text runs again unnamed; inside one, the error stands.
      if (isStalePlan(error)) return query(text, values);
      throw error;
    });
  };
  (client as unknown as { query: QueryFunction }).query = preparing;
}

/** Every connection the pool opens prepares its statements. */
export function prepareStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', prepareOnConnection);
  return pool;
}
