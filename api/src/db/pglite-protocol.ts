// Messages between the API's event loop and the embedded database's thread (pglite-thread.ts).

export interface ThreadStart {
  /** A data directory on disk; absent: in memory. */
  dataDir?: string;
  /** A tarball of a data directory to start from (the tests' migrated template). */
  templateFile?: string;
}

export type ThreadRequest =
  | { kind: 'query'; id: number; text: string; params: unknown[] }
  | { kind: 'exec'; id: number; text: string }
  | { kind: 'listen'; id: number; channel: string }
  | { kind: 'unlisten'; id: number; listenId: number }
  | { kind: 'close'; id: number };

export type ThreadReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedError }
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: SerializedError }
  | { kind: 'notification'; listenId: number; payload: string };

export type SerializedError = Record<string, unknown> & { message: string };

/** A statement's answer as PGlite gives it. */
export interface QueryResult<Row> {
  rows: Row[];
  affectedRows?: number;
}
