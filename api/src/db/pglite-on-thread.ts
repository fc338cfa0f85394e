import { Worker } from 'node:worker_threads';
import type {
  QueryResult,
  SerializedError,
  ThreadReply,
  ThreadRequest,
  ThreadStart,
} from './pglite-protocol.js';
import { threadEntry } from '../thread-entry.js';

/**
 * What the API uses of an embedded PGlite: statements, multi-statement blocks (the job queue's),
 * LISTEN. An in-process PGlite has this shape too (tests that build their own), and so does the
 * thread below.
 */
export interface PgliteSession {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
  exec(text: string): Promise<QueryResult<Record<string, unknown>>[]>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/** A PostgreSQL error from the thread, with its fields (`code`, `constraint`...) as PGlite gave them. */
function reviveError(serialized: SerializedError): Error {
  const { message, ...fields } = serialized;
  return Object.assign(new Error(message), fields);
}

/**
 * PGlite on a worker thread (pglite-thread.ts), so its statements run beside the API's event loop,
 * not in it. Statements are answered in the order sent. The thread keeps the process alive only
 * while a statement is on its way (a CLI that forgets to close the database still exits).
 */
export class PgliteOnThread implements PgliteSession {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private broken: Error | null = null;
  private started = false;
  readonly ready: Promise<void>;

  constructor(start: ThreadStart) {
    const { url, execArgv } = threadEntry('pglite-thread', import.meta.url);
    this.worker = new Worker(url, { workerData: start, execArgv });
    this.worker.unref();
    let started: () => void = () => undefined;
    let failed: (error: Error) => void = () => undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    // Nobody may be waiting on `ready` (statements wait for it themselves): no unhandled rejection.
    this.ready.catch(() => undefined);
    this.worker.on('message', (reply: ThreadReply) => {
      if (reply.kind === 'ready') {
        this.started = true;
        return started();
      }
      if (reply.kind === 'failed') return this.fail(reviveError(reply.error), failed);
      if (reply.kind === 'notification') return this.listeners.get(reply.listenId)?.(reply.payload);
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (reply.kind === 'result') waiting?.resolve(reply.value);
      else waiting?.reject(reviveError(reply.error));
    });
    this.worker.on('error', (error) => this.fail(error, failed));
    this.worker.on('exit', (code) =>
      this.fail(new Error(`The embedded database's thread stopped (exit code ${code})`), failed),
    );
  }

  private fail(error: Error, failStart: (error: Error) => void): void {
    this.broken ??= error;
    failStart(error);
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  /**
   * Posted at once when the thread is up (before that, in order once it is): statements reach the
   * thread in the order they were asked for, which the Kysely driver's gate relies on.
   */
  private send<T>(request: DistributiveOmit<ThreadRequest, 'id'>, id = this.nextId++): Promise<T> {
    if (!this.started) return this.ready.then(() => this.send<T>(request, id));
    if (this.broken) return Promise.reject(this.broken);
    const answer = new Promise<T>((resolve, reject) =>
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
    );
    this.worker.ref();
    this.worker.postMessage({ ...request, id } as ThreadRequest);
    return answer;
  }

  query<Row = Record<string, unknown>>(text: string, params: unknown[] = []) {
    return this.send<QueryResult<Row>>({ kind: 'query', text, params });
  }

  exec(text: string) {
    return this.send<QueryResult<Record<string, unknown>>[]>({ kind: 'exec', text });
  }

  async listen(channel: string, callback: (payload: string) => void) {
    // The listen request's id names its notifications; set before the thread can send any.
    const listenId = this.nextId++;
    this.listeners.set(listenId, callback);
    await this.send<null>({ kind: 'listen', channel }, listenId);
    return async () => {
      this.listeners.delete(listenId);
      if (!this.broken) await this.send<null>({ kind: 'unlisten', listenId });
    };
  }

  /** Closes PGlite (which flushes it to its folder), then the thread. */
  async close(): Promise<void> {
    if (!this.broken) await this.send<null>({ kind: 'close' }).catch(() => undefined);
    this.broken ??= new Error('The embedded database is closed');
    await this.worker.terminate();
  }
}
