// The embedded database's own thread (started by pglite-on-thread.ts). PGlite is PostgreSQL compiled
// to WebAssembly: a statement runs on the thread that calls it, so in the API's event loop every
// query would stop every request; here it runs beside the event loop. Statements arrive one message
// at a time and run in arrival order, so callers outside a transaction send at once and their
// statements wait here, not in the event loop; what keeps a transaction's statements apart from
// other callers' is the gate on the caller's side (ConnectionGate in pglite-session-dialect.ts,
// docs/adr/0018-embedded-database-shared-outside-transactions.md). Parameterised statements run
// prepared (pglite-prepared.ts).
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { preparedQueries } from './pglite-prepared.js';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-protocol.js';

const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread');
const start = workerData as ThreadStart;

/** What a caller can use of a PostgreSQL error (SQLSTATE `code`, `constraint`, `detail`...). */
function describeError(error: unknown): Record<string, unknown> & { message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  return { ...fields, name: error.name, message: error.message };
}

async function open(): Promise<PGlite> {
  const loadDataDir = start.templateFile
    ? new Blob([await readFile(start.templateFile)])
    : undefined;
  return PGlite.create({
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

const unlisteners = new Map<number, () => Promise<void>>();

// What is sent back is what the API reads (rows, affected rows): each reply is copied across.
async function run(
  pglite: PGlite,
  query: ReturnType<typeof preparedQueries>,
  request: ThreadRequest,
): Promise<unknown> {
  switch (request.kind) {
    case 'query':
      return query(request.text, request.params);
    case 'exec':
      return (await pglite.exec(request.text)).map(({ rows, affectedRows }) => ({
        rows,
        affectedRows,
      }));
    case 'listen': {
      const unlisten = await pglite.listen(request.channel, (payload) =>
        port!.postMessage({
          kind: 'notification',
          listenId: request.id,
          payload,
        } satisfies ThreadReply),
      );
      unlisteners.set(request.id, unlisten);
      return null;
    }
    case 'unlisten':
      await unlisteners.get(request.listenId)?.();
      unlisteners.delete(request.listenId);
      return null;
    case 'close':
      await pglite.close();
      return null;
  }
}

try {
  const pglite = await open();
  const query = preparedQueries(pglite);
  // One at a time, in arrival order: a chain, so a message that arrives while a statement runs waits.
  let queue = Promise.resolve();
  port.on('message', (request: ThreadRequest) => {
    queue = queue.then(async () => {
      try {
        const value = await run(pglite, query, request);
        port.postMessage({ kind: 'result', id: request.id, value } satisfies ThreadReply);
      } catch (error) {
        port.postMessage({
          kind: 'error',
          id: request.id,
          error: describeError(error),
        } satisfies ThreadReply);
      }
    });
  });
  port.postMessage({ kind: 'ready' } satisfies ThreadReply);
} catch (error) {
  port.postMessage({ kind: 'failed', error: describeError(error) } satisfies ThreadReply);
}
