import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './pglite-protocol.js';
import { MAX_PREPARED_PER_CONNECTION, isStalePlan } from './prepared-statements.js';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  /** The parameters' type OIDs as the server inferred them, for serialising each call's values. */
  paramTypes: number[];
}

/** `INSERT 0 3`, `UPDATE 2`: the rows a command touched, as PGlite counts them. */
function affectedRowsOf(command: string): number {
  const [verb, first, second] = command.split(' ');
  if (verb === 'INSERT') return Number(second);
  return ['UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(verb ?? '') ? Number(first) : 0;
}

/**
 * One statement's answer as PGlite's own parser gives it (rows keyed by column, each value through
 * the database's type parsers), without that parser's copy of every type's parser on each call:
 * that copy was the thread's largest single cost.
 */
function readResult<Row>(messages: BackendMessage[], parsers: PGlite['parsers']): QueryResult<Row> {
  let columns: { name: string; typeId: number }[] = [];
  const rows: Row[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) {
      columns = message.fields.map(({ name, dataTypeID }) => ({ name, typeId: dataTypeID }));
    } else if (message instanceof protocol.messages.DataRowMessage) {
      const row: Record<string, unknown> = {};
      message.fields.forEach((value: string | null, index) => {
        const { name, typeId } = columns[index]!;
        const parser = parsers[typeId];
        row[name] = value === null ? null : parser ? parser(value, typeId) : value;
      });
      rows.push(row as Row);
    } else if (message instanceof protocol.messages.CommandCompleteMessage) {
      affectedRows += affectedRowsOf(message.text);
    }
  }
  return { rows, affectedRows };
}

/**
 * Statements run on the embedded database as named prepared statements, as the Postgres pool does
 * (prepared-statements.ts, docs/adr/0003): PGlite's own `query` parses and plans the text on every
 * call and crosses into WebAssembly six times (parse, describe, bind, describe, execute, sync);
 * here a text is parsed and planned once, and each call is one crossing (bind, describe, execute,
 * sync) (docs/adr/0018-embedded-database-shared-outside-transactions.md).
 * Statements without parameters (BEGIN, COMMIT, a migration's DDL) run as before.
 */
export function preparedQueries(pglite: PGlite) {
  const statements = new Map<string, Prepared>();
  let nextName = 1;

  async function prepare(text: string): Promise<Prepared> {
    const name = `vg_${nextName++}`;
    const described = await pglite.execProtocolStream(
      Buffer.concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, prepared);
    return prepared;
  }

  async function execute<Row>(
    { name, paramTypes }: Prepared,
    params: unknown[],
  ): Promise<QueryResult<Row>> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[paramTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      Buffer.concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    // As PGlite's query: the files are synced after a statement outside a transaction.
    if (!pglite.isInTransaction()) await pglite.syncToFs();
    return readResult<Row>(messages, pglite.parsers);
  }

  async function forget(text: string, { name }: Prepared): Promise<void> {
    statements.delete(text);
    await pglite.execProtocolStream(
      Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false, throwOnError: false },
    );
  }

  return async function query<Row>(text: string, params: unknown[]): Promise<QueryResult<Row>> {
    const plain = async () => {
      const { rows, affectedRows } = await pglite.query<Row>(text, params);
      return { rows, affectedRows };
    };
    if (params.length === 0) return plain();
    let statement = statements.get(text);
    if (!statement) {
      // Past the limit a text runs unnamed rather than fill the database's memory.
      if (statements.size >= MAX_PREPARED_PER_CONNECTION) return plain();
      statement = await prepare(text);
    }
    try {
      return await execute<Row>(statement, params);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // A migration changed a table under it: made again next time; outside a transaction the
      // call runs again unnamed, inside one the error stands (as on Postgres).
      await forget(text, statement);
      if (pglite.isInTransaction()) throw error;
      return plain();
    }
  };
}
